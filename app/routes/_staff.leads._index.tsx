import { Download, Search } from "lucide-react";
import { Link } from "~/components/ui/links";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/_staff.leads._index";
import { requireOwner, requireStaff } from "~/auth/guard.server";
import { LeadStatusBadge, MailStateLine } from "~/components/leads/lead-badges";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import { failed, succeeded, type ActionResult } from "~/domain/forms";
import { LEAD_SERVICES, LEAD_STATUS_LABELS, LEAD_STATUSES, leadFiltersFromSearch, leadFiltersToSearch, leadName, serviceLabel } from "~/domain/leads";
import { countLeadsOlderThan, leadTowns, listLeads, purgeLeadsOlderThan } from "~/models/leads.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";
import { Panel } from "~/components/ui/panel";
import { StaffTable } from "~/components/ui/staff-table";
import { officeTime } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Leads",
    description: "Inspection and estimate requests sent through the website.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db, env } = context.get(servicesContext);
  const filters = leadFiltersFromSearch(new URL(request.url).searchParams);
  const [list, towns, purgeable] = await Promise.all([
    listLeads(db, filters),
    leadTowns(db),
    user.role === "owner" ? countLeadsOlderThan(db, env.LEAD_RETENTION_DAYS) : Promise.resolve(0),
  ]);
  return {
    filters,
    exportHref: `/leads/export.csv${leadFiltersToSearch(filters)}`,
    towns,
    total: list.total,
    leads: list.leads.map((l) => ({
      id: l.id,
      reference: l.reference,
      createdAt: l.createdAt.toISOString(),
      name: leadName(l),
      hasEstimate: l.hasEstimate,
      town: l.town,
      inServiceArea: l.inServiceArea,
      service: l.service,
      status: l.status,
      officeMail: l.officeMail,
      customerMail: l.customerMail,
    })),
    retention: user.role === "owner" ? { days: env.LEAD_RETENTION_DAYS, purgeable } : null,
  };
}

/** Owner only: delete every request older than the retention period, with its photos. */
export async function action({ request, context }: Route.ActionArgs) {
  requireOwner(context);
  const form = await request.formData();
  if (form.get("intent") !== "purge") return data<ActionResult>(failed("Unknown action."), { status: 400 });
  const { db, env, media } = context.get(servicesContext);
  const { deleted, orphanKeys } = await purgeLeadsOlderThan(db, env.LEAD_RETENTION_DAYS);
  await Promise.all(orphanKeys.map((key) => media.delete(key)));
  if (deleted === 0) return data<ActionResult>(succeeded(`No request is older than ${env.LEAD_RETENTION_DAYS} days.`, "info"));
  return data<ActionResult>(succeeded(`Deleted ${deleted} ${deleted === 1 ? "request" : "requests"} older than ${env.LEAD_RETENTION_DAYS} days, with their photos.`));
}


export default function LeadsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, leads, total, towns, exportHref, retention } = loaderData;
  const busy = useNavigation().state !== "idle";
  useActionResult(actionData);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Leads</h1>
          <p className="mt-2 text-muted">Inspection and estimate requests sent through the website, newest first.</p>
        </div>
        <a href={exportHref} className={buttonClass("outline", "sm")} download>
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </a>
      </div>

      <Form method="get" className="mt-6 grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6" aria-label="Filter leads">
        <Field label="Search" name="q" type="search" defaultValue={filters.q} placeholder="Name, phone, e-mail, reference" className="sm:col-span-3 lg:col-span-2" />
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">All but spam</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Service" name="service" defaultValue={filters.service ?? ""}>
          <option value="">Any service</option>
          {LEAD_SERVICES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Town" name="town" defaultValue={filters.town ?? ""}>
          <option value="">Any town</option>
          {towns.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-2 sm:col-span-3 lg:col-span-1 lg:grid-cols-1">
          <Field label="From" name="from" type="date" defaultValue={filters.from ?? ""} />
          <Field label="To" name="to" type="date" defaultValue={filters.to ?? ""} />
        </div>
        <div className="flex items-end gap-2 sm:col-span-3 lg:col-span-6">
          <button type="submit" className={buttonClass("secondary", "sm")}>
            <Search aria-hidden="true" className="size-4" /> Filter
          </button>
          <Link to="/leads" className={buttonClass("ghost", "sm")}>
            Clear filters
          </Link>
        </div>
      </Form>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {total === 0 ? "No requests match." : `${total} ${total === 1 ? "request" : "requests"}${leads.length < total ? `, the newest ${leads.length} shown` : ""}.`}
      </p>
      {leads.length ? (
        <StaffTable className="mt-3">
            <caption className="sr-only">Requests</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Received</th>
                <th scope="col" className="px-4 py-3">Name</th>
                <th scope="col" className="px-4 py-3">Town</th>
                <th scope="col" className="px-4 py-3">Needs</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">E-mails</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((l) => (
                <tr key={l.id} className="border-b border-gray-100 last:border-0">
                  <td className="px-4 py-3 whitespace-nowrap">{officeTime(l.createdAt)}</td>
                  <td className="px-4 py-3">
                    <Link to={`/leads/${l.id}`} className="font-semibold text-brand-700 underline">
                      {l.name}
                    </Link>
                    <span className="block text-xs text-muted">{l.reference}</span>
                  </td>
                  <td className="px-4 py-3">
                    {l.town ?? "—"}
                    {l.town && !l.inServiceArea ? <span className="block text-xs text-muted">outside the area</span> : null}
                  </td>
                  <td className="px-4 py-3">
                    {serviceLabel(l.service)}
                    {l.hasEstimate ? <span className="block text-xs text-muted">instant estimate</span> : null}
                  </td>
                  <td className="px-4 py-3">
                    <LeadStatusBadge status={l.status} />
                  </td>
                  <td className="px-4 py-3 text-xs">
                    <MailStateLine label="Office" state={l.officeMail} />
                    <MailStateLine label="Customer" state={l.customerMail} />
                  </td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
      ) : null}

      {retention ? (
        <Panel id="retention-heading" title="Keeping requests" className="mt-10">
          <p className="mt-1 text-sm text-muted">
            Requests are kept for {retention.days} days (LEAD_RETENTION_DAYS), as the privacy policy says. {retention.purgeable === 0
              ? "None is older than that."
              : `${retention.purgeable} ${retention.purgeable === 1 ? "request is" : "requests are"} older and can be deleted now, with their photos.`}
          </p>
          {actionData && !actionData.ok ? <Alert tone="error">{actionData.message}</Alert> : null}
          {retention.purgeable > 0 ? (
            <Form method="post" className="mt-3">
              <button type="submit" name="intent" value="purge" className={buttonClass("danger", "sm")} disabled={busy}>
                Delete requests older than {retention.days} days
              </button>
            </Form>
          ) : null}
        </Panel>
      ) : null}
    </>
  );
}
