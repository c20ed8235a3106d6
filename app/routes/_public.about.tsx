import type { Route } from "./+types/_public.about";
import { contentPage } from "~/content-page";
import { BannerBlock } from "~/components/blocks/banner";
import { HeroBlock } from "~/components/blocks/hero";
import { BandBlock } from "~/components/blocks/band";
import { ListBlock } from "~/components/blocks/list";
import { aboutPage } from "~/content/company/about";
import { businessContext } from "~/context.server";

/** The team the owner lists in the business settings, and the offices the story counts. */
export function loader({ context }: Route.LoaderArgs) {
  const business = context.get(businessContext);
  return { team: business.team, offices: business.offices.map((o) => ({ kind: o.kind })) };
}

/** The about page: content blocks (content/company/about.ts) written from the business. */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => aboutPage(data),
  components: {
    hero: HeroBlock,
    band: BandBlock,
    list: ListBlock,
    banner: BannerBlock,
  },
});

export const { handle, meta } = page;
export default page.Page;
