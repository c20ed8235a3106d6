import { Readable } from "node:stream";
import type { Route } from "./+types/_staff.leads.$id.photos.$n";
import { requireStaff } from "~/auth/guard.server";
import { getLead } from "~/models/leads.server";
import { servicesContext } from "~/services.server";

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
  const want = Number(new URL(request.url).searchParams.get("w")) || 1280;
  const sorted = [...photo.variants].sort((a, b) => a.width - b.width);
  const variant = sorted.filter((v) => v.width <= want).at(-1) ?? sorted[0];
  const object = await media.get(variant.key);
  if (!object) throw new Response("Not found.", { status: 404 });
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: { "Content-Type": object.contentType, "Content-Length": String(object.size), "Cache-Control": "private, no-store" },
  });
}
