import type { Route } from "./+types/_public.home";
import { Blocks } from "~/components/blocks/blocks";
import { NewRoofIllustration } from "~/components/services/illustrations/new-roof";
import { AboutIntroBlock } from "~/components/blocks/about-intro";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { EstimateBlock } from "~/components/blocks/estimate";
import { NewsBlock } from "~/components/blocks/news";
import { RecentWorkBlock } from "~/components/blocks/recent-work";
import { ServiceTilesBlock } from "~/components/blocks/service-tiles";
import { SplashHeroBlock } from "~/components/blocks/splash-hero";
import { homePage } from "~/content/company/home";
import { homeGalleryPhotos } from "~/models/gallery.server";
import { servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  try {
    return { gallery: await homeGalleryPhotos(db) };
  } catch (error) {
    // The gallery is decoration: a failed query shows the empty state, never an error page.
    console.error("[home] loading gallery images failed", error);
    return { gallery: [] };
  }
}

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  aboutIntro: AboutIntroBlock,
  callToAction: CallToActionBlock,
  estimate: EstimateBlock,
  news: NewsBlock,
  recentWork: RecentWorkBlock,
  serviceTiles: ServiceTilesBlock,
  splashHero: SplashHeroBlock,
};

/** The home page: content blocks (content/company/home.ts) and the random gallery photos. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return <Blocks blocks={homePage(loaderData.gallery)} components={components} drawings={{ "new-roof": NewRoofIllustration }} />;
}
