/**
 * Every block type with its component: the type check that no block type is left without one,
 * and the components the tests render. Pages import only the components they use (see blocks.tsx).
 */
import { BandBlock } from "./band";
import { BannerBlock } from "./banner";
import { BreadcrumbBlock } from "./breadcrumb";
import { CoatingProjectsBlock } from "./coating-projects";
import { ContactDetailsBlock } from "./contact-details";
import { EstimateBlock } from "./estimate";
import { RequestFormBlock } from "./request-form";
import { FiguresBlock } from "./figures";
import { HeroBlock } from "./hero";
import { JobOpeningsBlock } from "./job-openings";
import { PageNavBlock } from "./page-nav";
import { PriceCardBlock } from "./price-card";
import { SectionBlock } from "./section";
import { ServiceCatalogBlock } from "./service-catalog";
import { SplitBlock } from "./split";
import { articleBlockComponents } from "./article-blocks";
import type { BlockType } from "~/content/blocks";
import type { BlockComponents } from "./blocks";

/**
 * Every type but the brand grid, which needs its page's streamed brands: its route binds them
 * (routes/_public.brands.tsx).
 */
export const blockComponents: BlockComponents<Exclude<BlockType, "brandGrid">> = {
  ...articleBlockComponents,
  breadcrumb: BreadcrumbBlock,
  hero: HeroBlock,
  section: SectionBlock,
  serviceCatalog: ServiceCatalogBlock,
  jobOpenings: JobOpeningsBlock,
  split: SplitBlock,
  estimate: EstimateBlock,
  requestForm: RequestFormBlock,
  contactDetails: ContactDetailsBlock,
  coatingProjects: CoatingProjectsBlock,
  banner: BannerBlock,
  priceCard: PriceCardBlock,
  band: BandBlock,
  figures: FiguresBlock,
  pageNav: PageNavBlock,
};
