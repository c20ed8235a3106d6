import type { Route } from "./+types/_staff.town-pages";
import { requireStaff } from "~/auth/guard.server";
import { TownPagesTable } from "~/components/locations/town-pages-table";
import { MAX_PAIR_SIMILARITY, MIN_MEDIAN_UNIQUE_SHARE } from "~/domain/town-similarity";
import { listCountySummaries } from "~/models/county-facts.server";
import { readTownSimilarity } from "~/models/town-similarity.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";
import { officeTime } from "~/domain/office-time";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Town Pages",
    description: "How much each town page says that no other town page says.",
  });
}

/**
 * How alike the town pages read (decisions point 10): the report the server works out in the
 * background (app/seo/town-similarity.server.tsx) is read here, never computed, and the screen says
 * when it was worked out (docs/decisions/015-scale-and-memory.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, townSimilarity } = context.get(servicesContext);
  const [stored, counties] = await Promise.all([readTownSimilarity(db), listCountySummaries(db)]);
  return {
    counties,
    report: stored
      ? {
          summary: { ...stored.report.summary, limit: MAX_PAIR_SIMILARITY, target: MIN_MEDIAN_UNIQUE_SHARE },
          rows: stored.report.rows,
          computedAt: { iso: stored.computedAt.toISOString(), text: officeTime(stored.computedAt, "scheduled") },
        }
      : null,
    /** A newer report is on its way (the town data changed, or the server has just started). */
    updating: townSimilarity.busy(),
  };
}

export default function TownPagesScreen({ loaderData }: Route.ComponentProps) {
  return <TownPagesTable {...loaderData} />;
}
