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
import { BandBlock } from "~/components/blocks/band";
import { withCustomerQuotes } from "~/content/customer-quotes";
import { quotesOn } from "~/models/testimonials.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const quotes = await quotesOn(db, { kind: "home" });
  try {
    return { gallery: await homeGalleryPhotos(db), quotes };
  } catch (error) {
    // The gallery is decoration: a failed query shows the empty state, never an error page.
    console.error("[home] loading gallery images failed", error);
    return { gallery: [], quotes };
  }
}

/** The home page: content blocks (content/company/home.ts), the random gallery photos and the customers' words staff placed there. */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => withCustomerQuotes(homePage(data.gallery), data.quotes),
  components: {
    band: BandBlock,
    banner: BannerBlock,
    estimate: EstimateBlock,
    hero: HeroBlock,
    cards: CardsBlock,
  },
  drawings: { "new-roof": NewRoofIllustration },
});

export const { handle, meta } = page;
export default page.Page;
