import type { Route } from "./+types/portal.jobs.$id.documents.$doc";
import { requirePortalCustomer } from "~/auth/portal-session.server";
import { customerJob } from "~/models/jobs.server";
import { servicesWithBusiness } from "~/context.server";
import { documentDownload } from "~/warranty/documents.server";

/** GET /portal/jobs/:id/documents/:doc: a certificate or document of the signed-in homeowner's job (current editions only). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const customer = await requirePortalCustomer(request, context);
  const services = servicesWithBusiness(context);
  if (!(await customerJob(services.db, params.id, customer.email))) throw new Response("Not found.", { status: 404 });
  return documentDownload(services, params.id, params.doc, { currentOnly: true });
}
