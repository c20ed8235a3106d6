import type { Route } from "./+types/portal.jobs.$id.photos.$n";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { privatePhotoResponse } from "~/media/private-photos.server";
import { customerJob, jobPhoto } from "~/models/jobs.server";
import { servicesWithBusiness } from "~/context.server";

/** GET /portal/jobs/:id/photos/:n?w=640: a photo of the signed-in homeowner's job. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = await requirePortalCustomer(request, context);
  const { db, media } = servicesWithBusiness(context);
  const photo = (await customerJob(db, params.id, customer.email)) ? await jobPhoto(db, params.id, Number(params.n)) : null;
  if (!photo) throw new Response("Not found.", { status: 404 });
  return privatePhotoResponse(media, photo.variants, request);
}
