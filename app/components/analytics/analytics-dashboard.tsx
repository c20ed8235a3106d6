import { Download } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { EmptyState, FigureTable, ShareBar } from "~/components/analytics/figure-table";
import { ServiceAreaMap } from "~/components/analytics/service-area-map";
import { DayTable, TrendChart } from "~/components/analytics/trend-chart";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { Panel } from "~/components/ui/panel";
import { useActionResult } from "~/components/ui/use-action-result";
import { change, conversionRate, formatRate, PERIOD_CHOICES, rateChange, type DayTotals, type Period } from "~/domain/analytics-report";
import type { ActionResult } from "~/domain/forms";
import type { AnalyticsDashboard } from "~/models/analytics.server";

const number = (n: number) => n.toLocaleString("en-US");
type Figures = Omit<DayTotals, "day">;
const rate = (d: Figures) => conversionRate(d.requests, d.visitors);

export interface AnalyticsDashboardProps {
  period: Period;
  /** A custom period that could not be read, in plain words. */
  problem: string | null;
  dashboard: AnalyticsDashboard;
  /** The signed-in staff member's weekly e-mail choice. */
  weekly: boolean;
  /** The instant estimate is on (a price book exists): its funnel is shown. */
  estimateOn: boolean;
  keepMonths: number;
  isOwner: boolean;
  offices: { name: string; latitude: number; longitude: number }[];
  exportQuery: string;
  actionData: ActionResult | undefined;
}

/**
 * The visits dashboard (docs/decisions/022-visits-and-attribution.md): the period, the charts drawn on
 * the server with their numbers beside them, towns on the map and in a table, posts, pages, sources,
 * campaigns, the estimate funnel, the exports and the weekly e-mail choice.
 */
export function AnalyticsDashboardView({ period, problem, dashboard: d, weekly, estimateOn, keepMonths, offices, exportQuery, isOwner, actionData }: AnalyticsDashboardProps) {
  const loading = useNavigation().state === "loading";
  useActionResult(actionData);
  const { unit, points } = d.series;
  const days = points.map((x) => x.current.day);
  const { current: now, previous: before } = d.totals;
  const charts = [
    { title: "Visitors", pick: (t: Figures) => t.visitors, format: number },
    { title: "Page views", pick: (t: Figures) => t.views, format: number },
    { title: "Requests", pick: (t: Figures) => t.requests, format: number },
  ];
  const funnelFirst = d.funnel.current[0].count;
  return (
    <div aria-busy={loading}>
      <h1 className="text-3xl font-bold">Visits and requests</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Which towns, posts and sources bring visitors and requests. Counted on our own server without cookies: a visitor is one browser on one day
        (so visits and visitors are the same count), signed-in staff, bots and link previews are left out, and so is anyone whose browser asks not to
        be tracked. Requests are the request form&apos;s and the instant estimates whose visitor gave their details.
      </p>

      <nav aria-label="Period" className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <ul className="flex flex-wrap gap-2">
          {PERIOD_CHOICES.map((n) => (
            <li key={n}>
              <Link to={`/analytics?days=${n}`} aria-current={period.preset === n ? "page" : undefined} className={buttonClass(period.preset === n ? "primary" : "outline", "sm")}>
                Last {n} days
              </Link>
            </li>
          ))}
        </ul>
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom period">
          <Field label="From" name="from" type="date" defaultValue={period.preset ? "" : period.from} required />
          <Field label="To" name="to" type="date" defaultValue={period.preset ? "" : period.to} required />
          <button type="submit" className={buttonClass("secondary", "sm")}>
            Show
          </button>
        </Form>
      </nav>
      <p className="mt-3 text-sm" aria-live="polite">
        {loading ? "Loading the figures…" : `Showing ${period.label} (${period.days} ${period.days === 1 ? "day" : "days"}), against the ${period.days} days before.`}
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}

      {!d.counted ? (
        <div className="mt-6">
          <Alert tone="info">
            No visit has been counted yet. Visits count as soon as visitors open public pages; you are signed in, so your own visits are left out.
            Open the site in a private window, or share a post, and the first figures appear here within a few seconds.
          </Alert>
        </div>
      ) : null}

      <section aria-labelledby="glance-heading" className="mt-8">
        <h2 id="glance-heading" className="font-sans text-xl font-bold">
          At a glance
        </h2>
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          {charts.map((c) => (
            <TrendChart
              key={c.title}
              title={c.title}
              days={days}
              unit={unit}
              current={points.map((x) => c.pick(x.current))}
              previous={points.map((x) => c.pick(x.previous))}
              format={c.format}
              total={number(c.pick(now))}
              previousTotal={number(c.pick(before))}
              change={change(c.pick(now), c.pick(before)).words}
            />
          ))}
          <TrendChart
            title="Conversion (requests per 100 visitors)"
            days={days}
            unit={unit}
            current={points.map((x) => rate(x.current))}
            previous={points.map((x) => rate(x.previous))}
            format={(v) => formatRate(v)}
            total={formatRate(conversionRate(now.requests, now.visitors))}
            previousTotal={formatRate(conversionRate(before.requests, before.visitors))}
            change={rateChange(conversionRate(now.requests, now.visitors), conversionRate(before.requests, before.visitors))}
          />
        </div>
        <p className="mt-3 text-sm">
          Taps on a phone number: <strong>{number(now.calls)}</strong> ({change(now.calls, before.calls).words}; {number(before.calls)} the period before). Phones
          count taps in Chrome, Edge and Safari; Firefox does not report them.
        </p>
        <DayTable
          unit={unit}
          caption={`Visitors, page views, requests, conversion and phone taps per ${unit}, ${period.label}, beside the same ${unit} of the period before`}
          rows={points.map((x) => ({
            day: x.current.day,
            previousDay: x.previous.day,
            cells: [number(x.current.visitors), number(x.current.views), number(x.current.requests), formatRate(rate(x.current)), number(x.current.calls)],
            previousCells: [number(x.previous.visitors), number(x.previous.views), number(x.previous.requests), formatRate(rate(x.previous)), number(x.previous.calls)],
          }))}
        />
      </section>

      <section aria-labelledby="towns-heading" className="mt-10">
        <h2 id="towns-heading" className="font-sans text-xl font-bold">
          Towns
        </h2>
        <p className="mt-1 text-sm text-muted">
          A town&apos;s page and the posts written for it, and the requests and phone taps they brought (a request counts for the town of the last town page
          or town post its visitor read).
        </p>
        {d.map.length ? (
          <div className="mt-3">
            <ServiceAreaMap towns={d.map} offices={offices} tableId="towns-table" />
            {d.townsServed > d.map.length ? (
              <p className="mt-1 text-xs text-muted">
                The map draws the {d.map.length} towns with most requests and views of the {d.townsServed} served.
              </p>
            ) : null}
          </div>
        ) : null}
        {d.towns.length ? (
          <div id="towns-table">
            {d.townsActive > d.towns.length ? (
              <p className="mt-3 text-sm">
                The {d.towns.length} towns with most requests and views of the {d.townsActive} that had any; the Towns CSV below lists every town.
              </p>
            ) : null}
            <FigureTable
              caption={`Towns: views of the town page and of its posts, requests and phone taps, ${period.label}`}
              rowKey={(t) => t.id}
              rows={d.towns}
              columns={[
                { header: "Town", cell: (t) => t.name },
                { header: "Town page views", numeric: true, cell: (t) => number(t.townPageViews) },
                { header: "Its posts' views", numeric: true, cell: (t) => number(t.postViews) },
                { header: "Requests", numeric: true, cell: (t) => number(t.requests) },
                { header: "Phone taps", numeric: true, cell: (t) => number(t.calls) },
                { header: "Conversion", numeric: true, cell: (t) => formatRate(conversionRate(t.requests, t.townPageViews + t.postViews)) },
              ]}
            />
          </div>
        ) : (
          <EmptyState>
            No town page or town post was read in this period. Publish town posts to see them here: write a post, then <em>Clone to locations</em> in the
            editor gives each town you serve its own.
          </EmptyState>
        )}
      </section>

      <section aria-labelledby="posts-heading" className="mt-10">
        <h2 id="posts-heading" className="font-sans text-xl font-bold">
          Posts
        </h2>
        {d.posts.length ? (
          <FigureTable
            caption={`Posts that brought most requests, then most views, ${period.label}`}
            rowKey={(p) => p.id}
            rows={d.posts}
            columns={[
              { header: "Post", cell: (p) => (p.path ? <Link to={`/create-post?edit=${p.id}`} className="text-brand-700 underline">{p.title}</Link> : p.title) },
              { header: "Town", cell: (p) => p.town ?? "—" },
              { header: "Views", numeric: true, cell: (p) => number(p.views) },
              { header: "Visitors", numeric: true, cell: (p) => number(p.visitors) },
              { header: "Requests", numeric: true, cell: (p) => number(p.requests) },
              { header: "Phone taps", numeric: true, cell: (p) => number(p.calls) },
            ]}
          />
        ) : (
          <EmptyState>No post was read in this period. Publish town posts to see them here; each post&apos;s views and requests also show in the Posts list and the editor.</EmptyState>
        )}
      </section>

      <section aria-labelledby="pages-heading" className="mt-10">
        <h2 id="pages-heading" className="font-sans text-xl font-bold">
          Top pages
        </h2>
        {d.pages.length ? (
          <FigureTable
            caption={`Pages with the most visitors, ${period.label}`}
            rowKey={(p) => p.path}
            rows={d.pages}
            columns={[
              { header: "Page", cell: (p) => <a href={p.path} className="break-all text-brand-700 underline">{p.path}</a> },
              { header: "Visitors", numeric: true, cell: (p) => number(p.visitors) },
              { header: "Views", numeric: true, cell: (p) => number(p.views) },
              { header: "Visits started here", numeric: true, cell: (p) => number(p.entries) },
              { header: "Requests from those visits", numeric: true, cell: (p) => number(p.requests) },
            ]}
          />
        ) : (
          <EmptyState>No page was viewed in this period.</EmptyState>
        )}
      </section>

      <section aria-labelledby="sources-heading" className="mt-10">
        <h2 id="sources-heading" className="font-sans text-xl font-bold">
          Sources
        </h2>
        <p className="mt-1 text-sm text-muted">Where visits came from: the site that linked to the first page of the day, or the campaign&apos;s utm_source.</p>
        {d.sources.length ? (
          <FigureTable
            caption={`Visits per source, with their requests and phone taps, ${period.label}`}
            rowKey={(s) => `${s.source} ${s.detail}`}
            rows={d.sources}
            columns={[
              { header: "Source", cell: (s) => s.label },
              { header: "Visits", numeric: true, cell: (s) => number(s.visits) },
              { header: "Requests", numeric: true, cell: (s) => number(s.requests) },
              { header: "Phone taps", numeric: true, cell: (s) => number(s.calls) },
              { header: "Conversion", numeric: true, cell: (s) => formatRate(conversionRate(s.requests, s.visits)) },
            ]}
          />
        ) : (
          <EmptyState>No visits in this period.</EmptyState>
        )}
        <h3 className="mt-6 font-sans text-lg font-bold">Campaigns</h3>
        {d.campaigns.length ? (
          <FigureTable
            caption={`Visits per campaign (utm_campaign, utm_source, utm_medium), ${period.label}`}
            rowKey={(c) => `${c.campaign} ${c.utmSource} ${c.utmMedium}`}
            rows={d.campaigns}
            columns={[
              { header: "Campaign", cell: (c) => c.campaign || "(no campaign name)" },
              { header: "Source", cell: (c) => c.utmSource || "—" },
              { header: "Medium", cell: (c) => c.utmMedium || "—" },
              { header: "Visits", numeric: true, cell: (c) => number(c.visits) },
              { header: "Requests", numeric: true, cell: (c) => number(c.requests) },
              { header: "Phone taps", numeric: true, cell: (c) => number(c.calls) },
            ]}
          />
        ) : (
          <EmptyState>
            No visit came from a tagged link in this period. Add utm_source, utm_medium and utm_campaign to the links of your ads, e-mails, yard signs and
            social posts (for example <code>/storm-damage?utm_source=facebook&amp;utm_medium=social&amp;utm_campaign=spring-storms</code>) to see each campaign here.
          </EmptyState>
        )}
      </section>

      <section aria-labelledby="funnel-heading" className="mt-10">
        <h2 id="funnel-heading" className="font-sans text-xl font-bold">
          Instant estimate
        </h2>
        {funnelFirst > 0 || d.funnel.current.some((s) => s.count > 0) ? (
          <FigureTable
            caption={`The instant estimate, step by step, ${period.label}, against the period before`}
            rowKey={(s) => s.kind}
            rows={d.funnel.current.map((s, i) => ({ ...s, before: d.funnel.previous[i].count }))}
            columns={[
              { header: "Step", cell: (s) => s.label },
              { header: "This period", numeric: true, cell: (s) => number(s.count) },
              { header: "Share of addresses entered", cell: (s) => <ShareBar share={s.ofFirst ?? 0} label={s.ofFirst === null ? "–" : `${s.ofFirst} %`} /> },
              { header: "The period before", numeric: true, cell: (s) => number(s.before) },
            ]}
          />
        ) : (
          <EmptyState>
            {estimateOn
              ? "Nobody entered an address in the instant estimate in this period. Link to /instant-estimate from your posts and town pages to see its steps here."
              : "The instant estimate is off until an owner saves a price book (Price Book in the staff header); its steps show here once visitors use it."}
          </EmptyState>
        )}
      </section>

      <section aria-labelledby="calls-heading" className="mt-10">
        <h2 id="calls-heading" className="font-sans text-xl font-bold">
          Phone taps by page
        </h2>
        {d.calls.length ? (
          <FigureTable
            caption={`Pages whose phone number was tapped, ${period.label}`}
            rowKey={(c) => c.path}
            rows={d.calls}
            columns={[
              { header: "Page", cell: (c) => c.path },
              { header: "Taps", numeric: true, cell: (c) => number(c.calls) },
            ]}
          />
        ) : (
          <EmptyState>No phone number was tapped in this period (taps are counted on phones and computers that report them: Chrome, Edge and Safari).</EmptyState>
        )}
      </section>

      <Panel id="export-heading" title="Export" className="mt-10">
        <p className="mt-1 text-sm text-muted">
          The totals of {period.label} as CSV files for a spreadsheet. Single visits are kept 30 days; daily totals {keepMonths} months
          {isOwner ? " (Business Settings › Visits and requests)" : ""}.
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {[
            ["days", "Per day"],
            ["pages", "Pages"],
            ["towns", "Towns"],
            ["posts", "Posts"],
            ["sources", "Sources"],
            ["campaigns", "Campaigns"],
          ].map(([table, label]) => (
            <li key={table}>
              <a href={`/analytics/export.csv?table=${table}&${exportQuery}`} className={buttonClass("outline", "sm")} download>
                <Download aria-hidden="true" className="size-4" /> {label}
              </a>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id="weekly-email" title="Weekly e-mail" className="mt-6">
        <p className="mt-1 text-sm text-muted">
          Monday at 7 AM: last week&apos;s requests by town and source, the three posts that brought most, the towns with visits and no request, and the
          change against the week before. Each staff member chooses for themselves.
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="weekly-email" />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="weekly" defaultChecked={weekly} className="size-4" /> Send me the weekly e-mail
          </label>
          <button type="submit" className={buttonClass("secondary", "sm")}>
            Save
          </button>
        </Form>
      </Panel>
    </div>
  );
}

