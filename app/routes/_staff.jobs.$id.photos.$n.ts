import type { Route } from "./+types/_staff.jobs.$id.photos.$n";
import { requireStaff } from "~/auth/guard.server";
import { privatePhotoResponse } from "~/media/private-photos.server";
import { jobPhoto } from "~/models/jobs.server";
import { servicesWithBusiness } from "~/context.server";

/** GET /jobs/:id/photos/:n?w=640: a job's photo, to staff (the homeowner's copy is under /portal). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, media } = servicesWithBusiness(context);
  const photo = await jobPhoto(db, params.id, Number(params.n));
  if (!photo) throw new Response("Not found.", { status: 404 });
  return privatePhotoResponse(media, photo.variants, request);
}
