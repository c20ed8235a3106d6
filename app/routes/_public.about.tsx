import { Blocks } from "~/components/blocks/blocks";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { HeroBlock } from "~/components/blocks/hero";
import { StoryBlock } from "~/components/blocks/story";
import { TeamBlock } from "~/components/blocks/team";
import { ValuesBlock } from "~/components/blocks/values";
import { aboutPage } from "~/content/company/about";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  hero: HeroBlock,
  story: StoryBlock,
  team: TeamBlock,
  values: ValuesBlock,
  callToAction: CallToActionBlock,
};

/** The about page: content blocks (content/company/about.ts). */
export default function About() {
  return <Blocks blocks={aboutPage} components={components} />;
}
