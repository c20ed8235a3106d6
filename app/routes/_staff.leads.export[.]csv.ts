import type { Route } from "./+types/_staff.leads.export[.]csv";
import { requireStaff } from "~/auth/guard.server";
import { leadFiltersFromSearch } from "~/domain/leads";
import { leadsCsv } from "~/leads/csv.server";
import { exportLeads } from "~/models/leads.server";
import { businessContext, servicesContext } from "~/context.server";

/** GET /leads/export.csv: the inbox's filtered list as a CSV file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const leads = await exportLeads(db, leadFiltersFromSearch(new URL(request.url).searchParams));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(leads, business), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
