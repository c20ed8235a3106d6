/** Manufacturer brands shown on /brands (spec §7: all rows ordered by display_order ascending). */
import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { OVERVIEW_SAMPLE_SIZE, type OverviewTable } from "~/domain/content-variables";
import { roofingBrands } from "~/db/schema";
import type { Brand } from "~/domain/brand";

export async function listBrands(db: Database): Promise<Brand[]> {
  return db
    .select({
      id: roofingBrands.id,
      brandName: roofingBrands.brandName,
      logoUrl: roofingBrands.logoUrl,
      topProducts: roofingBrands.topProducts,
      warrantyInfo: roofingBrands.warrantyInfo,
      websiteUrl: roofingBrands.websiteUrl,
    })
    .from(roofingBrands)
    .orderBy(asc(roofingBrands.displayOrder), asc(roofingBrands.brandName));
}

/** How many brands there are and the first few, for the variables screen's database overview. */
export async function brandsOverview(db: Database): Promise<OverviewTable> {
  const [count, samples] = await Promise.all([
    db.$count(roofingBrands),
    db
      .select({ id: roofingBrands.id, title: roofingBrands.brandName, detail: roofingBrands.warrantyInfo })
      .from(roofingBrands)
      .orderBy(asc(roofingBrands.displayOrder), asc(roofingBrands.brandName))
      .limit(OVERVIEW_SAMPLE_SIZE),
  ]);
  return { count, samples };
}
