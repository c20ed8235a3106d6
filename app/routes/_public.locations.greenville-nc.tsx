import { Blocks } from "~/components/blocks/blocks";
import { BreadcrumbBlock } from "~/components/blocks/breadcrumb";
import { CallToActionBlock } from "~/components/blocks/call-to-action";
import { CardGridBlock } from "~/components/blocks/card-grid";
import { ClimateBlock } from "~/components/blocks/climate";
import { ColumnsBlock } from "~/components/blocks/columns";
import { HeroBlock } from "~/components/blocks/hero";
import { IconListBlock } from "~/components/blocks/icon-list";
import { OfficeMapBlock } from "~/components/blocks/office-map";
import { greenvilleOfficeId, greenvillePage } from "~/content/locations/greenville";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** The components of the block types this page uses (only these reach its client bundle). */
const components = {
  breadcrumb: BreadcrumbBlock,
  callToAction: CallToActionBlock,
  cardGrid: CardGridBlock,
  climate: ClimateBlock,
  columns: ColumnsBlock,
  hero: HeroBlock,
  iconList: IconListBlock,
  officeMap: OfficeMapBlock,
};

/** The Greenville office page: content blocks (content/locations/greenville.ts) on the Greenville office. */
export default function GreenvillePage() {
  return <Blocks blocks={greenvillePage} components={components} office={greenvilleOfficeId} />;
}
