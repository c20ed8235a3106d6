import type { Route } from "./+types/_staff.town-pages";
import { requireStaff } from "~/auth/guard.server";
import { LocationTemplate } from "~/components/locations/location-template";
import { staticMarkup } from "~/components/locations/static-markup.server";
import { TownPagesTable } from "~/components/locations/town-pages-table";
import { locationPagePath } from "~/domain/slugs";
import { htmlText, MAX_PAIR_SIMILARITY, MIN_MEDIAN_UNIQUE_SHARE, townSimilarityReport } from "~/domain/town-similarity";
import { listCountySummaries } from "~/models/county-facts.server";
import { templateTownPages } from "~/models/locations.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/services.server";
import { currentEstimateOffer } from "~/models/price-book.server";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Town Pages",
    description: "How much each town page says that no other town page says.",
  });
}

/**
 * Issue 16 point 5: every town page rendered as visitors get it and compared with every other one,
 * so whoever edits town data sees which pages need more local facts before search engines do.
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, business } = context.get(servicesContext);
  const [towns, counties, estimate] = await Promise.all([templateTownPages(db, business), listCountySummaries(db), currentEstimateOffer(db, business)]);
  const report = townSimilarityReport(
    towns.map(({ location, page }) => {
      const path = locationPagePath(location.name);
      const html = staticMarkup(<LocationTemplate {...page.town} photos={page.photos} kind={page.kind} />, { business, estimate }, path);
      return { path, name: location.name, text: htmlText(html) };
    }),
  );
  const kinds = new Map(towns.map(({ location, page }) => [locationPagePath(location.name), page.kind]));
  return {
    counties,
    summary: {
      pages: report.pages.length,
      maxSimilarity: report.maxSimilarity,
      medianUniqueShare: report.medianUniqueShare,
      medianWords: report.medianWords,
      pairsAboveLimit: report.pairsAboveLimit,
      limit: MAX_PAIR_SIMILARITY,
      target: MIN_MEDIAN_UNIQUE_SHARE,
    },
    // Most alike first: those are the pages that need more local facts.
    rows: report.pages
      .map((p) => ({ ...p, kind: kinds.get(p.path) ?? "area" }))
      .sort((a, b) => (b.closest?.similarity ?? 0) - (a.closest?.similarity ?? 0) || a.uniqueShare - b.uniqueShare),
  };
}

export default function TownPagesScreen({ loaderData }: Route.ComponentProps) {
  return <TownPagesTable {...loaderData} />;
}
