/**
 * The dashboard's totals as CSV files (docs/decisions/022-visits-and-attribution.md): per day, per
 * page, town, post, source and campaign, for the period shown; every cell formula-safe
 * (app/domain/leads.ts csvRow).
 */
import { conversionRate, fillDays, type Period } from "~/domain/analytics-report";
import { csvRow } from "~/domain/leads";
import { sourceLabel } from "~/domain/visits";
import type { Database } from "~/db/client.server";
import { campaignTotals, dailyTotals, sourceTotals, topPages, topPosts, townTotals } from "~/models/analytics.server";

export const CSV_TABLES = ["days", "pages", "towns", "posts", "sources", "campaigns"] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

/** Every row, not the dashboard's top twenty. */
const ALL = 1_000_000;
const rate = (requests: number, visitors: number) => {
  const r = conversionRate(requests, visitors);
  return r === null ? "" : r.toFixed(2);
};

export async function analyticsCsv(db: Database, table: CsvTable, period: Period): Promise<string> {
  const lines: (string | number | null)[][] = [];
  switch (table) {
    case "days":
      lines.push(["Day", "Visitors", "Page views", "Requests", "Phone taps", "Conversion (%)"]);
      for (const d of fillDays(period, await dailyTotals(db, period))) lines.push([d.day, d.visitors, d.views, d.requests, d.calls, rate(d.requests, d.visitors)]);
      break;
    case "pages":
      lines.push(["Page", "Visitors", "Views", "Visits started here", "Requests from those visits"]);
      for (const p of await topPages(db, period, ALL)) lines.push([p.path, p.visitors, p.views, p.entries, p.requests]);
      break;
    case "towns":
      lines.push(["Town", "Town page views", "Its posts' views", "Requests", "Phone taps"]);
      for (const t of (await townTotals(db, period)).sort((a, b) => a.name.localeCompare(b.name))) lines.push([t.name, t.townPageViews, t.postViews, t.requests, t.calls]);
      break;
    case "posts":
      lines.push(["Post", "Page", "Town", "Views", "Visitors", "Requests", "Phone taps"]);
      for (const p of await topPosts(db, period, ALL)) lines.push([p.title, p.path, p.town, p.views, p.visitors, p.requests, p.calls]);
      break;
    case "sources":
      lines.push(["Source", "Visits", "Requests", "Phone taps", "Conversion (%)"]);
      for (const s of await sourceTotals(db, period)) lines.push([sourceLabel(s.source, s.detail), s.visits, s.requests, s.calls, rate(s.requests, s.visits)]);
      break;
    case "campaigns":
      lines.push(["Campaign", "utm_source", "utm_medium", "Visits", "Requests", "Phone taps"]);
      for (const c of await campaignTotals(db, period)) lines.push([c.campaign, c.utmSource, c.utmMedium, c.visits, c.requests, c.calls]);
      break;
  }
  // CRLF rows and a byte-order mark: what spreadsheet programs expect of a CSV file.
  return `\uFEFF${lines.map((l) => csvRow(l)).join("\r\n")}\r\n`;
}
