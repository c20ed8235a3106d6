import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.jobs.$id";
import { setFlash } from "~/auth/flash.server";
import { requireStaff } from "~/auth/guard.server";
import { StaffJob } from "~/components/warranty/staff-job";
import { officeToday } from "~/domain/calendar-days";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { jobFormSchema, jobFormValues } from "~/domain/jobs";
import { registrationOf } from "~/domain/warranty";
import { claimsOfJob } from "~/models/claims.server";
import { getJob, jobDocumentsOf, jobEventsOf, jobPhotosOf, updateJob } from "~/models/jobs.server";
import { getLead } from "~/models/leads.server";
import { publicLocationSummaries } from "~/models/locations.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { answer } from "~/answer.server";
import { servicesWithBusiness } from "~/context.server";
import { issueWorkmanshipCertificate, publishJobPhoto } from "~/warranty/job-files.server";
import { removeJobs } from "~/warranty/remove-jobs.server";
import { jobReviewStatus } from "~/reviews/job-status.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: loaderData ? `Job ${loaderData.job.reference}` : "Job",
    description: "A job's details, warranty registration, certificates, photos and claims.",
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const services = servicesWithBusiness(context);
  const { db, clock } = services;
  const job = await getJob(db, params.id);
  if (!job) throw data({ error: "There is no such job (it may have been deleted)." }, { status: 404 });
  const today = officeToday(clock(), OFFICE_TIME_ZONE);
  const [photos, documents, events, claims, lead, towns, review] = await Promise.all([
    jobPhotosOf(db, job.id),
    jobDocumentsOf(db, job.id),
    jobEventsOf(db, job.id),
    claimsOfJob(db, job.id),
    job.leadId ? getLead(db, job.leadId) : null,
    publicLocationSummaries(db),
    jobReviewStatus(services, job.id),
  ]);
  return {
    job: { ...job, notes: job.notes },
    values: jobFormValues(job),
    today,
    registration: registrationOf(job, today),
    photos: photos.map((p) => ({ n: p.position, width: p.width, height: p.height, caption: p.caption, published: p.albumPhotoId !== null })),
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: d.title,
      certificateNumber: d.certificateNumber,
      superseded: d.supersededAt !== null,
      contentType: d.contentType,
      bytes: d.bytes,
      createdAt: d.createdAt,
    })),
    events: events.map((e) => ({ id: e.id, summary: e.summary, author: e.author, createdAt: e.createdAt })),
    claims: claims.map((c) => ({ id: c.id, reference: c.reference, status: c.status, location: c.location, createdAt: c.createdAt })),
    lead: lead ? { id: lead.lead.id, reference: lead.lead.reference } : null,
    towns: towns.map((t) => t.name),
    review,
  };
}

const photoSchema = z.object({ n: z.coerce.number().int().min(0) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const services = servicesWithBusiness(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const job = await getJob(services.db, params.id);
  if (!job) return data<ActionResult>(failed("There is no such job."), { status: 404 });

  if (intent === "save") {
    const parsed = parseForm(jobFormSchema(officeToday(services.clock(), OFFICE_TIME_ZONE)), form);
    if (!parsed.ok) return data<ActionResult>(failed("Please check the highlighted fields.", parsed), { status: 400 });
    await updateJob(services.db, job.id, parsed.data, user.email);
    return data<ActionResult>(succeeded("Job saved."));
  }
  if (intent === "certificate") {
    return answer(await issueWorkmanshipCertificate(services, job.id, user.email));
  }
  if (intent === "publish-photo") {
    const parsed = photoSchema.safeParse({ n: form.get("n") });
    if (!parsed.success) return data<ActionResult>(failed("There is no such photo."), { status: 400 });
    return answer(await publishJobPhoto(services, job, parsed.data.n));
  }
  if (intent === "delete") {
    await removeJobs(services, [job.id]);
    const headers = new Headers();
    await setFlash(request, headers, `Job ${job.reference}, its photos, documents and claims were deleted.`);
    return redirect("/jobs", { headers });
  }
  return data<ActionResult>(failed("Unknown action."), { status: 400 });
}

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffJob {...loaderData} actionData={actionData} />;
}
