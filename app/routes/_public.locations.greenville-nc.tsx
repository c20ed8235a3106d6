import { contentPage } from "~/content-page";
import { CardsBlock } from "~/components/blocks/cards";
import { BreadcrumbBlock } from "~/components/blocks/breadcrumb";
import { BannerBlock } from "~/components/blocks/banner";
import { BandBlock } from "~/components/blocks/band";
import { HeroBlock } from "~/components/blocks/hero";
import { ListBlock } from "~/components/blocks/list";
import { SplitBlock } from "~/components/blocks/split";
import { greenvilleOfficeId, greenvillePage } from "~/content/locations/greenville";

/** The Greenville office page: content blocks (content/locations/greenville.ts) on the Greenville office. */
const page = contentPage({
  blocks: greenvillePage,
  components: {
    breadcrumb: BreadcrumbBlock,
    banner: BannerBlock,
    cards: CardsBlock,
    band: BandBlock,
    split: SplitBlock,
    hero: HeroBlock,
    list: ListBlock,
  },
  office: greenvilleOfficeId,
});

export const { handle, meta } = page;
export default page.Page;
