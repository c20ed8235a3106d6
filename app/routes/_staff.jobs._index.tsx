import { Plus, Search } from "lucide-react";
import { Link } from "~/components/ui/links";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/_staff.jobs._index";
import { requireStaff } from "~/auth/guard.server";
import { buttonClass } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import { RegistrationDueList } from "~/components/warranty/registration-due";
import { RegistrationBadge } from "~/components/warranty/badges";
import { formatDay, officeToday } from "~/domain/calendar-days";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { stormReminderSchema } from "~/domain/portal";
import { registrationOf } from "~/domain/warranty";
import { listJobs, registrationsDue } from "~/models/jobs.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesWithBusiness } from "~/context.server";

import { sendStormReminders } from "~/warranty/storm-reminders.server";
import { Panel } from "~/components/ui/panel";
import { StaffTable } from "~/components/ui/staff-table";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Jobs", description: "Jobs, their warranties and registrations." });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, clock } = servicesWithBusiness(context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const today = officeToday(clock(), OFFICE_TIME_ZONE);
  const [list, due] = await Promise.all([listJobs(db, q), registrationsDue(db, today)]);
  return {
    q,
    due,
    total: list.total,
    jobs: list.jobs.map((j) => ({
      id: j.id,
      reference: j.reference,
      customerName: j.customerName,
      street: j.street,
      town: j.town,
      completedOn: j.completedOn,
      registration: registrationOf(j, today),
    })),
  };
}

/** Sends the reminder after a named storm to the homeowners who asked for it. */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context);
  const services = servicesWithBusiness(context);
  const form = await request.formData();
  if (form.get("intent") !== "storm-reminder") return data<ActionResult>(failed("Unknown action."), { status: 400 });
  const parsed = parseForm(stormReminderSchema, form);
  if (!parsed.ok) return data<ActionResult>(failed("The reminder was not sent.", parsed), { status: 400 });
  const { sent, already, failed: failures } = await sendStormReminders(services, parsed.data.storm, parsed.data.towns);
  if (sent + already + failures === 0) return data<ActionResult>(succeeded("No homeowner in those towns asked for storm reminders.", "info"));
  const parts = [`Sent to ${sent} ${sent === 1 ? "homeowner" : "homeowners"}.`, already ? `${already} had it already.` : null, failures ? `${failures} could not be sent; send again to retry them.` : null];
  return data<ActionResult>(failures ? failed(parts.filter(Boolean).join(" ")) : succeeded(parts.filter(Boolean).join(" ")));
}

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  const { q, jobs, total, due } = loaderData;
  const busy = useNavigation().state !== "idle";
  useActionResult(actionData);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Jobs</h1>
          <p className="mt-2 text-muted">Roofs we built: what homeowners see in the warranty portal, and the registrations we owe them.</p>
        </div>
        <Link to="/jobs/new" className={buttonClass("primary", "sm")}>
          <Plus aria-hidden="true" className="size-4" /> New job
        </Link>
      </div>

      <RegistrationDueList due={due} />

      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3" aria-label="Search jobs">
        <Field label="Search" name="q" type="search" defaultValue={q} placeholder="Name, e-mail, street, town, reference" className="min-w-64 flex-1" />
        <button type="submit" className={buttonClass("secondary", "sm")}>
          <Search aria-hidden="true" className="size-4" /> Search
        </button>
      </Form>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {total === 0 ? (q ? "No job matches." : "No jobs yet: create one, or make one from a request in Leads.") : `${total} ${total === 1 ? "job" : "jobs"}${jobs.length < total ? `, the newest ${jobs.length} shown` : ""}.`}
      </p>
      {jobs.length ? (
        <StaffTable className="mt-3">
            <caption className="sr-only">Jobs</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Homeowner</th>
                <th scope="col" className="px-4 py-3">Property</th>
                <th scope="col" className="px-4 py-3">Completed</th>
                <th scope="col" className="px-4 py-3">Registration</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((j) => (
                <tr key={j.id} className="border-b border-gray-100 last:border-0">
                  <td className="px-4 py-3">
                    <Link to={`/jobs/${j.id}`} className="font-semibold text-brand-700 underline">
                      {j.customerName}
                    </Link>
                    <span className="block text-xs text-muted">{j.reference}</span>
                  </td>
                  <td className="px-4 py-3">
                    {j.street}, {j.town}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{j.completedOn ? formatDay(j.completedOn) : "In progress"}</td>
                  <td className="px-4 py-3">{j.registration ? <RegistrationBadge registration={j.registration} /> : <span className="text-muted">Nothing to register</span>}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
      ) : null}

      <Panel id="storm-heading" title="After a named storm" className="mt-10 max-w-3xl">
        <p className="mt-1 text-sm text-muted">
          E-mails the homeowners who asked for storm reminders in the portal: what to check from the ground, and how to reach us. Each homeowner gets one e-mail per storm.
        </p>
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2">
          <Field label="Storm" name="storm" placeholder="Hurricane Erin" error={actionData?.errors?.storm} />
          <TextAreaField label="Towns it hit (optional)" name="towns" hint="Comma-separated; empty means every homeowner who asked." error={actionData?.errors?.towns} controlClassName="min-h-11" />
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="storm-reminder" className={buttonClass("secondary", "sm")} disabled={busy}>
              Send the storm reminder
            </button>
          </div>
        </Form>
      </Panel>
    </>
  );
}
