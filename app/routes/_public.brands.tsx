import { useLoaderData } from "react-router";
import type { Route } from "./+types/_public.brands";
import { contentPage } from "~/content-page";
import { CardsBlock } from "~/components/blocks/cards";
import { BrandGridBlock } from "~/components/blocks/brand-grid";
import { BannerBlock } from "~/components/blocks/banner";
import { HeroBlock } from "~/components/blocks/hero";
import { CalloutBlock } from "~/components/blocks/callout";
import { SectionBlock } from "~/components/blocks/section";
import type { PageBlock } from "~/content/blocks";
import { brandsPage } from "~/content/services/brands";
import { listBrands } from "~/models/brands.server";
import { servicesContext } from "~/context.server";

export function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  // Not awaited: the page streams, showing placeholder cards until the brands arrive.
  const brands = listBrands(db).catch((error: unknown) => {
    console.error("[brands] failed to load roofing_brands", error);
    throw error;
  });
  return { brands };
}

/** The brand grid with this page's streamed brands: content describes the grid, the loader supplies them. */
function BrandGrid({ block }: { block: Extract<PageBlock, { type: "brandGrid" }> }) {
  return <BrandGridBlock block={block} brands={useLoaderData<typeof loader>().brands} />;
}

/** The brands page: content blocks (content/services/brands.ts), the brand grid streamed from the loader. */
const page = contentPage({
  blocks: brandsPage,
  components: {
    brandGrid: BrandGrid,
    banner: BannerBlock,
    hero: HeroBlock,
    cards: CardsBlock,
    callout: CalloutBlock,
    section: SectionBlock,
  },
  hydrate: true,
});

export const { handle, meta } = page;
export default page.Page;
