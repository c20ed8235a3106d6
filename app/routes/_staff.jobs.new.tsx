import { Link } from "~/components/ui/links";
import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_staff.jobs.new";
import { setFlash } from "~/auth/flash.server";
import { requireStaff } from "~/auth/guard.server";
import { Alert } from "~/components/ui/alert";
import { JobForm } from "~/components/warranty/job-form";
import { officeToday } from "~/domain/calendar-days";
import { parseId } from "~/domain/input-rules";
import { failed, parseForm, type ActionResult } from "~/domain/forms";
import { emptyJobDraft, jobDraftFromLead, jobFormSchema } from "~/domain/jobs";
import { createJob, jobOfLead } from "~/models/jobs.server";
import { getLead } from "~/models/leads.server";
import { publicLocationSummaries } from "~/models/locations.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesWithBusiness } from "~/context.server";
import { WELCOME_FIELD } from "~/components/warranty/job-form";
import { sendPortalWelcomes } from "~/warranty/upkeep.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "New job", description: "Record a job for the warranty portal." });
}

/** The lead a job is made from (`?lead=<id>`), if it exists and has no job yet. */
async function sourceLead(db: Parameters<typeof getLead>[0], request: Request) {
  const id = parseId(new URL(request.url).searchParams.get("lead"));
  if (!id) return null;
  const detail = await getLead(db, id);
  return detail?.lead ?? null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, business } = servicesWithBusiness(context);
  const lead = await sourceLead(db, request);
  if (lead) {
    const existing = await jobOfLead(db, lead.id);
    if (existing) throw redirect(`/jobs/${existing.id}`);
  }
  const towns = await publicLocationSummaries(db);
  return {
    // An instant estimate's lead may have no name yet: staff fill it in.
    draft: lead ? jobDraftFromLead({ ...lead, name: lead.name ?? "" }, business.warranty.workmanshipYears) : emptyJobDraft(business.warranty.workmanshipYears),
    lead: lead ? { id: lead.id, reference: lead.reference, name: lead.name } : null,
    towns: towns.map((t) => t.name),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, clock } = servicesWithBusiness(context);
  const lead = await sourceLead(db, request);
  const form = await request.formData();
  const parsed = parseForm(jobFormSchema(officeToday(clock(), OFFICE_TIME_ZONE)), form);
  if (!parsed.ok) return data<ActionResult>(failed("Please check the highlighted fields.", parsed), { status: 400 });
  const welcome = form.get(WELCOME_FIELD) === "on";
  const job = await createJob(db, parsed.data, { leadId: lead?.id ?? null, leadReference: lead?.reference ?? null, author: user.email, welcome });
  // The welcome goes out from the scheduler's queue (app/warranty/upkeep.server.ts); this only starts it sooner.
  if (welcome) void sendPortalWelcomes(servicesWithBusiness(context).mail).catch((e) => console.warn("[warranty] portal welcome:", e instanceof Error ? e.message : e));
  const headers = new Headers();
  await setFlash(request, headers, `Job ${job.reference} created.${welcome ? ` ${job.customerName} gets the portal's welcome e-mail.` : ""}`);
  return redirect(`/jobs/${job.id}`, { headers });
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { draft, lead, towns } = loaderData;
  return (
    <>
      <Link to="/jobs" className="text-sm font-semibold text-brand-700 underline">
        All jobs
      </Link>
      <h1 className="mt-3 text-3xl font-bold">New job</h1>
      <p className="mt-2 text-muted">
        {lead ? (
          <>
            From request{" "}
            <Link to={`/leads/${lead.id}`} className="text-brand-700 underline">
              {lead.reference}
            </Link>{" "}
            ({lead.name}): its details are filled in below.
          </>
        ) : (
          "The homeowner sees this job in the warranty portal once it has their e-mail address."
        )}
      </p>
      {actionData && !actionData.ok ? (
        <div className="mt-4">
          <Alert tone="error">{actionData.message}</Alert>
        </div>
      ) : null}
      <div className="mt-6 max-w-4xl">
        <JobForm
          values={actionData?.values ?? draft}
          errors={actionData?.errors}
          busy={busy}
          submitLabel="Create job"
          towns={towns}
          // Ticked on a new form; after a refused save, as it was sent.
          welcome={{ ticked: actionData ? actionData.values?.[WELCOME_FIELD] === "on" : true }}
        />
      </div>
    </>
  );
}
