import type { Route } from "./+types/_staff.leads.$id.photos.$n";
import { requireStaff } from "~/auth/guard.server";
import { privatePhotoResponse } from "~/media/private-photos.server";
import { getLead } from "~/models/leads.server";
import { servicesContext } from "~/context.server";

/**
 * GET /leads/:id/photos/:n?w=320: a photo sent with a request, to staff only (they show customers'
 * homes, so /media does not serve them). The widest rendition up to `w` (default 1280).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, media } = context.get(servicesContext);
  const detail = await getLead(db, params.id);
  const photo = detail?.photos[Number(params.n)];
  if (!photo) throw new Response("Not found.", { status: 404 });
  return privatePhotoResponse(media, photo.variants, request);
}
