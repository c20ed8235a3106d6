import type { Route } from "./+types/_public.home";
import { contentPage } from "~/content-page";
import { NewRoofIllustration } from "~/components/services/illustrations/new-roof";
import { CardsBlock } from "~/components/blocks/cards";
import { BannerBlock } from "~/components/blocks/banner";
import { EstimateBlock } from "~/components/blocks/estimate";
import { HeroBlock } from "~/components/blocks/hero";
import { homePage } from "~/content/company/home";
import { homeGalleryPhotos } from "~/models/gallery.server";
import { servicesContext } from "~/context.server";

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

/** The home page: content blocks (content/company/home.ts) and the random gallery photos. */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => homePage(data.gallery),
  components: {
    banner: BannerBlock,
    estimate: EstimateBlock,
    hero: HeroBlock,
    cards: CardsBlock,
  },
  drawings: { "new-roof": NewRoofIllustration },
});

export const { handle, meta } = page;
export default page.Page;
