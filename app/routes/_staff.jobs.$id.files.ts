import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.jobs.$id.files";
import { requireStaff } from "~/auth/guard.server";
import { officeToday } from "~/domain/calendar-days";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { REGISTRATION_MESSAGES, registrationFormSchema } from "~/domain/jobs";
import { registrationOf } from "~/domain/warranty";
import { attachedFiles } from "~/media/private-photos.server";
import { getJob, markRegistered } from "~/models/jobs.server";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { addDocumentToJob, addPhotosToJob } from "~/warranty/job-files.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

/**
 * POST /jobs/:id/files: the job page's uploads (photos, a document, the registration with the
 * manufacturer's certificate), apart from the page's own action so only this path takes large
 * bodies (server/request-rules.ts).
 */
const documentSchema = z.object({
  kind: z.enum(["manufacturer-certificate", "document"], { error: "Choose what the file is." }),
  title: z
    .string()
    .trim()
    .max(120, "The title can be at most 120 characters.")
    .transform((v) => v || null),
});

const fileOf = (form: FormData, field: string) => attachedFiles(form, field)[0] ?? null;

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const services = servicesWithBusiness(context);
  const job = await getJob(services.db, params.id);
  if (!job) return data<ActionResult>(failed("There is no such job."), { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "photos") {
    return answer(await addPhotosToJob(services, job, attachedFiles(form, "photos"), user.email));
  }
  if (intent === "document") {
    const parsed = parseForm(documentSchema, form);
    if (!parsed.ok) return data<ActionResult>(failed("The file was not added.", parsed), { status: 400 });
    const title = parsed.data.title ?? (parsed.data.kind === "manufacturer-certificate" ? `${job.manufacturer ?? "Manufacturer"} warranty certificate` : "Document");
    const added = await addDocumentToJob(services, job, fileOf(form, "file"), { kind: parsed.data.kind, title }, user.email);
    if (!added.ok) return answer({ ...added, message: "The file was not added.", errors: { file: added.message } });
    return data<ActionResult>(succeeded(`${title} added: the homeowner can download it in the portal.`));
  }
  if (intent === "register") {
    const today = officeToday(services.clock(), OFFICE_TIME_ZONE);
    if (!registrationOf(job, today) || !job.completedOn) return data<ActionResult>(failed(REGISTRATION_MESSAGES.nothingToRegister), { status: 400 });
    const parsed = parseForm(registrationFormSchema(today, job.completedOn), form);
    if (!parsed.ok) return data<ActionResult>(failed("The registration was not recorded.", parsed), { status: 400 });
    const certificate = fileOf(form, "certificate");
    if (certificate) {
      const added = await addDocumentToJob(services, job, certificate, { kind: "manufacturer-certificate", title: `${job.manufacturer} warranty certificate` }, user.email);
      if (!added.ok) return answer({ ...added, message: "The registration was not recorded.", errors: { certificate: added.message }, values: parsed.data });
    }
    await markRegistered(services.db, job.id, parsed.data, user.email);
    return data<ActionResult>(succeeded(`Registered with ${job.manufacturer}${certificate ? ", with the manufacturer's certificate" : ""}.`));
  }
  return data<ActionResult>(failed("Unknown action."), { status: 400 });
}
