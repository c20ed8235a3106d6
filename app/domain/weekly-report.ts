/**
 * The weekly visits-and-requests e-mail (docs/decisions/022-visits-and-attribution.md): last week's
 * requests by town and by source, the three posts that brought most, the towns that had visits and
 * no request, and the change against the week before — plain text a marketer reads on a phone on
 * Monday morning. Pure: the scheduler's service gathers the figures and sends it.
 */
import { change, conversionRate, formatRate, shortDay, type DayRange } from "./analytics-report";

export interface WeekFigures {
  visitors: number;
  views: number;
  requests: number;
  calls: number;
}

export interface WeeklyReport {
  week: DayRange;
  totals: WeekFigures;
  before: WeekFigures;
  /** Requests per town whose pages brought them; `null` name: requests no town page or post brought. */
  byTown: { name: string | null; requests: number }[];
  bySource: { label: string; requests: number }[];
  /** At most three, most requests first (then views). */
  topPosts: { title: string; path: string; town: string | null; requests: number; views: number }[];
  /** Towns whose page or posts were read and that brought no request. */
  quietTowns: { name: string; views: number }[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function weeklyReportMail(report: WeeklyReport, site: { name: string; url: string }): { subject: string; text: string } {
  const { totals, before, week } = report;
  const requestsChange = change(totals.requests, before.requests);
  const subject = `${site.name}: ${plural(totals.requests, "request")} last week (${requestsChange.words}), ${plural(totals.visitors, "visitor")}`;
  const line = (label: string, now: number, then: number) => `${label}: ${now.toLocaleString("en-US")} (${change(now, then).words}; ${then.toLocaleString("en-US")} the week before)`;
  const dashboard = `${site.url}/analytics?from=${week.from}&to=${week.to}`;
  const text = [
    `Visits and requests, ${shortDay(week.from)} to ${shortDay(week.to)}`,
    "",
    line("Requests", totals.requests, before.requests),
    line("Visitors", totals.visitors, before.visitors),
    line("Page views", totals.views, before.views),
    line("Taps on a phone number", totals.calls, before.calls),
    `Conversion: ${formatRate(conversionRate(totals.requests, totals.visitors))} of visitors sent a request (${formatRate(conversionRate(before.requests, before.visitors))} the week before)`,
    "",
    "REQUESTS BY TOWN",
    ...(report.byTown.length
      ? report.byTown.map((t) => `- ${t.name ?? "No town page or post"}: ${t.requests}`)
      : ["- No requests last week."]),
    "",
    "REQUESTS BY SOURCE",
    ...(report.bySource.length ? report.bySource.map((s) => `- ${s.label}: ${s.requests}`) : ["- No requests last week."]),
    "",
    "POSTS THAT BROUGHT MOST",
    ...(report.topPosts.length
      ? report.topPosts.map((p, i) => `${i + 1}. ${p.title}${p.town ? ` (${p.town})` : ""}: ${plural(p.requests, "request")}, ${plural(p.views, "view")} — ${site.url}${p.path}`)
      : ["- No post was read last week. Publish town posts to see them here."]),
    "",
    "TOWNS WITH VISITS AND NO REQUEST",
    ...(report.quietTowns.length
      ? report.quietTowns.slice(0, 10).map((t) => `- ${t.name}: ${plural(t.views, "view")}`)
      : ["- None: every town that was read brought a request, or no town page was read."]),
    ...(report.quietTowns.length > 10 ? [`- and ${report.quietTowns.length - 10} more (see the dashboard)`] : []),
    "",
    `The dashboard: ${dashboard}`,
    `To stop this e-mail, untick "Send me the weekly e-mail" at ${site.url}/analytics#weekly-email`,
  ].join("\n");
  return { subject, text };
}
