import { Link } from "~/components/ui/links";
import type { Route } from "./+types/_staff.claims._index";
import { requireStaff } from "~/auth/guard.server";
import { ClaimStatusBadge } from "~/components/warranty/badges";
import { CountdownText } from "~/components/warranty/countdown";
import { inspectionCountdown, type ClaimStatus } from "~/domain/claims";
import { listClaims } from "~/models/claims.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesWithBusiness } from "~/context.server";
import { StaffTable } from "~/components/ui/staff-table";
import { officeTime } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ business: businessFromMatches(matches), pathname: location.pathname, title: "Warranty claims", description: "Homeowners' warranty claims and the 48-hour inspection target." });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, clock } = servicesWithBusiness(context);
  const which = new URL(request.url).searchParams.get("show") === "closed" ? "closed" : "open";
  const now = clock();
  const rows = await listClaims(db, which);
  return {
    which,
    claims: rows.map(({ claim, job }) => ({
      id: claim.id,
      reference: claim.reference,
      status: claim.status,
      location: claim.location,
      reportedLate: claim.reportedLate,
      createdAt: claim.createdAt,
      inspectionAt: claim.inspectionAt,
      countdown: inspectionCountdown(claim.createdAt, claim.status as ClaimStatus, now),
      job,
    })),
  };
}

export default function ClaimsInbox({ loaderData }: Route.ComponentProps) {
  const { which, claims } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">Warranty claims</h1>
      <p className="mt-2 text-muted">Claims homeowners sent from the warranty portal. Our promise: an inspection within 48 hours of each claim.</p>
      <nav aria-label="Which claims" className="mt-6 flex gap-2">
        <Link to="/claims" className={`btn btn-ghost ${which === "open" ? "bg-brand-50" : ""}`} aria-current={which === "open" ? "page" : undefined}>
          Open
        </Link>
        <Link to="/claims?show=closed" className={`btn btn-ghost ${which === "closed" ? "bg-brand-50" : ""}`} aria-current={which === "closed" ? "page" : undefined}>
          Closed
        </Link>
      </nav>
      {claims.length ? (
        <StaffTable className="mt-4">
            <caption className="sr-only">{which === "open" ? "Open claims, oldest first" : "Closed claims"}</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Claim</th>
                <th scope="col" className="px-4 py-3">Homeowner</th>
                <th scope="col" className="px-4 py-3">Received</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">48-hour inspection</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((c) => (
                <tr key={c.id} className="border-b border-gray-100 last:border-0">
                  <td className="px-4 py-3">
                    <Link to={`/claims/${c.id}`} className="font-semibold text-brand-700 underline">
                      {c.reference}
                    </Link>
                    <span className="block text-xs text-muted">{c.location}</span>
                    {c.reportedLate ? <span className="block text-xs font-semibold text-accent-700">reported over 30 days after discovery</span> : null}
                  </td>
                  <td className="px-4 py-3">
                    {c.job.customerName}
                    <span className="block text-xs text-muted">
                      {c.job.street}, {c.job.town}
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{officeTime(c.createdAt)}</td>
                  <td className="px-4 py-3">
                    <ClaimStatusBadge status={c.status} />
                    {c.inspectionAt && c.status === "inspection-scheduled" ? <span className="block text-xs text-muted">{officeTime(c.inspectionAt)}</span> : null}
                  </td>
                  <td className="px-4 py-3">
                    <CountdownText countdown={c.countdown} />
                  </td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
      ) : (
        <p className="mt-4 text-muted">{which === "open" ? "No open claims." : "No closed claims yet."}</p>
      )}
    </>
  );
}
