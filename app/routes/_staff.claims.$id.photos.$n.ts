import type { Route } from "./+types/_staff.claims.$id.photos.$n";
import { requireStaff } from "~/auth/guard.server";
import { privatePhotoResponse } from "~/media/private-photos.server";
import { getClaim } from "~/models/claims.server";
import { servicesWithBusiness } from "~/context.server";

/** GET /claims/:id/photos/:n?w=640: a photo the homeowner sent with a claim, to staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, media } = servicesWithBusiness(context);
  const photo = (await getClaim(db, params.id))?.photos.find((p) => p.position === Number(params.n));
  if (!photo) throw new Response("Not found.", { status: 404 });
  return privatePhotoResponse(media, photo.variants, request);
}
