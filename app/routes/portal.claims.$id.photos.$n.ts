import type { Route } from "./+types/portal.claims.$id.photos.$n";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { privatePhotoResponse } from "~/media/private-photos.server";
import { customerClaim } from "~/models/claims.server";
import { servicesWithBusiness } from "~/context.server";

/** GET /portal/claims/:id/photos/:n?w=640: a photo the signed-in homeowner sent with their claim. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = await requirePortalCustomer(request, context);
  const { db, media } = servicesWithBusiness(context);
  const photo = (await customerClaim(db, params.id, customer.email))?.photos.find((p) => p.position === Number(params.n));
  if (!photo) throw new Response("Not found.", { status: 404 });
  return privatePhotoResponse(media, photo.variants, request);
}
