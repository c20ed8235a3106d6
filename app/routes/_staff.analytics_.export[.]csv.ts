import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.analytics_.export[.]csv";
import { analyticsCsv, CSV_TABLES } from "~/analytics/csv.server";
import { requireStaff } from "~/auth/guard.server";
import { periodFromSearch } from "~/domain/analytics-report";
import { officeToday } from "~/domain/calendar-days";
import { servicesContext } from "~/context.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

const tableSchema = z.enum(CSV_TABLES, { error: `Choose a table to export: ${CSV_TABLES.join(", ")}.` });

/** GET /analytics/export.csv?table=…&days=30 (or from/to): one of the dashboard's tables as a CSV file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const table = tableSchema.safeParse(params.get("table"));
  if (!table.success) throw data({ error: table.error.issues[0].message }, { status: 400 });
  const { period, problem } = periodFromSearch(params, officeToday(clock(), OFFICE_TIME_ZONE));
  if (problem) throw data({ error: problem }, { status: 400 });
  return new Response(await analyticsCsv(db, table.data, period), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="visits-${table.data}-${period.from}-to-${period.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
