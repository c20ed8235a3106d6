/**
 * The Variable Manager's database overview (spec §2.11): counts and first rows of every table
 * placeholders and pages draw on, each from its own model.
 */
import type { Database } from "~/db/client.server";
import type { DatabaseOverview } from "~/domain/content-variables";
import { brandsOverview } from "./brands.server";
import { contentVariablesOverview } from "./content-variables.server";
import { locationsOverview } from "./locations.server";
import { imageVariablesOverview } from "./photos.server";
import { servicesOverview } from "./services.server";

export async function databaseOverview(db: Database): Promise<DatabaseOverview> {
  const [contentVariablesTable, serviceLocationsTable, roofingBrandsTable, roofingServicesTable, imageVariablesTable] =
    await Promise.all([
      contentVariablesOverview(db),
      locationsOverview(db),
      brandsOverview(db),
      servicesOverview(db),
      imageVariablesOverview(db),
    ]);
  return {
    contentVariables: contentVariablesTable,
    serviceLocations: serviceLocationsTable,
    roofingBrands: roofingBrandsTable,
    roofingServices: roofingServicesTable,
    imageVariables: imageVariablesTable,
  };
}
