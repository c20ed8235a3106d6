/** Roofing services shown in the /services accordion (spec §7: ordered by category, then name). */
import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { OVERVIEW_SAMPLE_SIZE, type OverviewTable } from "~/domain/content-variables";
import { roofingServices } from "~/db/schema";

/** The four groups of the accordion, in the order the page shows them (spec §2.4). */
export const SERVICE_GROUPS = [
  "Commercial Roofing Systems",
  "Residential Roofing Services",
  "Storm Damage Services",
  "Roofing Technology and Inspection Services",
] as const;

export interface RoofingService {
  id: string;
  serviceName: string;
  description: string;
}

export interface ServiceGroup {
  category: string;
  services: RoofingService[];
}

/**
 * Services grouped by category: the four known groups first in page order (empty ones included,
 * so the accordion keeps its shape), then any other category a staff member may have added.
 */
export async function listServicesByCategory(db: Database): Promise<ServiceGroup[]> {
  const rows = await db
    .select({
      id: roofingServices.id,
      serviceName: roofingServices.serviceName,
      description: roofingServices.description,
      category: roofingServices.category,
    })
    .from(roofingServices)
    .orderBy(asc(roofingServices.category), asc(roofingServices.serviceName));
  return groupServices(rows);
}

export function groupServices(rows: (RoofingService & { category: string })[]): ServiceGroup[] {
  const byCategory = new Map<string, RoofingService[]>(SERVICE_GROUPS.map((c) => [c, []]));
  for (const { category, ...service } of rows) {
    const list = byCategory.get(category) ?? [];
    list.push(service);
    byCategory.set(category, list);
  }
  return [...byCategory].map(([category, services]) => ({ category, services }));
}

/** How many services there are and the first few, for the variables screen's database overview. */
export async function servicesOverview(db: Database): Promise<OverviewTable> {
  const [count, samples] = await Promise.all([
    db.$count(roofingServices),
    db
      .select({ id: roofingServices.id, title: roofingServices.serviceName, detail: roofingServices.category })
      .from(roofingServices)
      .orderBy(asc(roofingServices.category), asc(roofingServices.serviceName))
      .limit(OVERVIEW_SAMPLE_SIZE),
  ]);
  return { count, samples };
}
