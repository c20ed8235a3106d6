import { contentPage } from "~/content-page";
import { BannerBlock } from "~/components/blocks/banner";
import { HeroBlock } from "~/components/blocks/hero";
import { BandBlock } from "~/components/blocks/band";
import { ListBlock } from "~/components/blocks/list";
import { aboutPage } from "~/content/company/about";

/** The about page: content blocks (content/company/about.ts). */
const page = contentPage({
  blocks: aboutPage,
  components: {
    hero: HeroBlock,
    band: BandBlock,
    list: ListBlock,
    banner: BannerBlock,
  },
});

export const { handle, meta } = page;
export default page.Page;
