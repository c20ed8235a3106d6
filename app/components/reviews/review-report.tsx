/**
 * The staff's view of review requests over a period (docs/decisions/023-reviews.md): requests and
 * reminders sent, clicks on review links by place, private feedback received, by job material and
 * by town; or, while no review place is listed, what to do.
 */
import { Link } from "~/components/ui/links";
import { Panel } from "~/components/ui/panel";
import { StaffTable } from "~/components/ui/staff-table";
import type { ReviewCounts, ReviewReport } from "~/domain/reviews";

export interface ReviewReportProps {
  days: number;
  periods: readonly number[];
  report: ReviewReport;
  /** The places listed now: their names for the clicks' ids. */
  places: { id: string; label: string }[];
  /** Material values as staff read them. */
  materials: Record<string, string>;
  isOwner: boolean;
}

const SETTINGS_LINK = "/Blog-Page-Builder/business-settings#settings-reviews";

function CountsTable({ id, title, first, rows }: { id: string; title: string; first: string; rows: ({ name: string } & ReviewCounts)[] }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="font-sans text-lg font-bold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing in this period.</p>
      ) : (
        <StaffTable className="mt-2" labelledBy={id}>
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              <th scope="col" className="px-3 py-2">
                {first}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Requests
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Reminders
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Review clicks
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Feedback
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {r.name}
                </th>
                <td className="px-3 py-2 text-right">{r.requests}</td>
                <td className="px-3 py-2 text-right">{r.reminders}</td>
                <td className="px-3 py-2 text-right">{r.clicks}</td>
                <td className="px-3 py-2 text-right">{r.feedback}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
    </section>
  );
}

export function ReviewReportView({ days, periods, report, places, materials, isOwner }: ReviewReportProps) {
  const { totals } = report;
  const label = (id: string) => places.find((p) => p.id === id)?.label ?? `${id} (no longer listed)`;
  const figures = [
    { name: "Requests sent", value: totals.requests },
    { name: "Reminders sent", value: totals.reminders },
    { name: "Review-link clicks", value: totals.clicks },
    { name: "Private feedback received", value: totals.feedback },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold">Reviews</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every finished job's homeowner gets the same e-mail asking for a review, with one reminder at most. Here is what went out and what came back.{" "}
        <Link to="/reviews/feedback" className="text-brand-700 underline">
          Private feedback
        </Link>{" "}
        ·{" "}
        <Link to="/reviews/testimonials" className="text-brand-700 underline">
          Testimonials
        </Link>
      </p>
      {places.length === 0 ? (
        <section aria-labelledby="no-place-heading" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <h2 id="no-place-heading" className="font-sans text-lg font-bold">
            No review request goes out yet
          </h2>
          <p className="mt-2 text-sm">
            List at least one review place (your Google Business Profile's place ID, your Facebook or BBB review page) in Business Settings › Review requests.
            {isOwner ? " " : " Ask the owner to do it."}
            {isOwner ? (
              <Link to={SETTINGS_LINK} className="font-semibold underline">
                Open the review request settings
              </Link>
            ) : null}
          </p>
        </section>
      ) : null}
      <nav aria-label="Period" className="mt-6 flex flex-wrap gap-2 text-sm">
        {periods.map((p) => (
          <Link
            key={p}
            to={`/reviews?days=${p}`}
            aria-current={p === days ? "page" : undefined}
            className={`rounded-full border px-3 py-1 ${p === days ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink underline"}`}
          >
            Last {p} days
          </Link>
        ))}
      </nav>
      <Panel id="review-totals" title={`The last ${days} days`} className="mt-4">
        <dl className="mt-3 grid gap-4 sm:grid-cols-4">
          {figures.map((f) => (
            <div key={f.name}>
              <dt className="text-sm text-muted">{f.name}</dt>
              <dd className="text-2xl font-bold">{f.value}</dd>
            </div>
          ))}
        </dl>
        {report.clicksByPlace.length ? (
          <>
            <h3 className="mt-4 font-sans font-bold">Clicks by review site</h3>
            <ul className="mt-1 text-sm">
              {report.clicksByPlace.map((c) => (
                <li key={c.place}>
                  {label(c.place)}: {c.clicks}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Panel>
      <CountsTable id="by-material" title="By roof material" first="Material" rows={report.byMaterial.map(({ material, ...c }) => ({ name: materials[material] ?? material, ...c }))} />
      <CountsTable id="by-town" title="By town" first="Town" rows={report.byTown.map(({ town, ...c }) => ({ name: town, ...c }))} />
    </>
  );
}
