import type { Route } from "./+types/_staff.jobs.$id.documents.$doc";
import { requireStaff } from "~/auth/guard.server";
import { documentDownload } from "~/warranty/documents.server";
import { servicesWithBusiness } from "~/context.server";

/** GET /jobs/:id/documents/:doc: a job's certificate or document, to staff (replaced editions too). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  return documentDownload(servicesWithBusiness(context), params.id, params.doc, { currentOnly: false });
}
