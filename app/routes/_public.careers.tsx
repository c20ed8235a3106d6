import type { Route } from "./+types/_public.careers";
import { contentPage } from "~/content-page";
import { BandBlock } from "~/components/blocks/band";
import { CardsBlock } from "~/components/blocks/cards";
import { BannerBlock } from "~/components/blocks/banner";
import { HeroBlock } from "~/components/blocks/hero";
import { JobOpeningsBlock } from "~/components/blocks/job-openings";
import { CalloutBlock } from "~/components/blocks/callout";
import { StepsBlock } from "~/components/blocks/steps";
import { SectionBlock } from "~/components/blocks/section";
import { careersPage } from "~/content/company/careers";
import { businessContext } from "~/context.server";

/** The openings the owner lists in the business settings. */
export function loader({ context }: Route.LoaderArgs) {
  return { openings: context.get(businessContext).openings };
}

/** The careers page: content blocks (content/company/careers.ts) with the owner's openings. */
const page = contentPage({
  blocks: (data: Awaited<ReturnType<typeof loader>>) => careersPage(data.openings),
  components: {
    hero: HeroBlock,
    band: BandBlock,
    cards: CardsBlock,
    jobOpenings: JobOpeningsBlock,
    section: SectionBlock,
    steps: StepsBlock,
    callout: CalloutBlock,
    banner: BannerBlock,
  },
});

export const { handle, meta } = page;
export default page.Page;
