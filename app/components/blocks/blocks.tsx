/**
 * The one renderer of content blocks (app/content/blocks.ts): guides, service, company and office
 * pages are lists of blocks, and each block type has its own component file in this folder.
 */
import type { Block } from "~/content/blocks";
import { BreadcrumbBlock } from "./breadcrumb";
import { ButtonsBlock } from "./buttons";
import { AboutIntroBlock } from "./about-intro";
import { AreaCardsBlock } from "./area-cards";
import { CallToActionBlock } from "./call-to-action";
import { CalloutBlock } from "./callout";
import { CardGridBlock } from "./card-grid";
import { CardsBlock } from "./cards";
import { CarriersBlock } from "./carriers";
import { ChecklistBlock } from "./checklist";
import { ClimateBlock } from "./climate";
import { CheckListBlock } from "./check-list";
import { ColumnsBlock } from "./columns";
import { ContactStripBlock } from "./contact-strip";
import { DosDontsBlock } from "./dos-donts";
import { EstimateBlock } from "./estimate";
import { FaqBlock } from "./faq";
import { FaqListBlock } from "./faq-list";
import { FeatureCardsBlock } from "./feature-cards";
import { FigurePanelBlock } from "./figure-panel";
import { HeroBlock } from "./hero";
import { IconCardsBlock } from "./icon-cards";
import { IconListBlock } from "./icon-list";
import { LinkListBlock } from "./link-list";
import { ListBlock } from "./list";
import { NearbyTownsBlock } from "./nearby-towns";
import { NewsBlock } from "./news";
import { NoteBlock } from "./note";
import { OfficeHoursBlock } from "./office-hours";
import { OfficeMapBlock } from "./office-map";
import { OfficeVisitBlock } from "./office-visit";
import { PageOfficeContext } from "./page-office";
import { PanelBlock } from "./panel";
import { ParagraphsBlock } from "./paragraphs";
import { ProcessStepsBlock } from "./process-steps";
import { RecentWorkBlock } from "./recent-work";
import { RegionsBlock } from "./regions";
import { SectionBlock } from "./section";
import { ServiceCatalogBlock } from "./service-catalog";
import { ServiceTilesBlock } from "./service-tiles";
import { SourcesBlock } from "./sources";
import { SplashHeroBlock } from "./splash-hero";
import { SplitBlock } from "./split";
import { StepCardsBlock } from "./step-cards";
import { StepsBlock } from "./steps";
import { TableBlock } from "./table";
import { TeaserBlock } from "./teaser";
import { TestimonialsBlock } from "./testimonials";
import { TimelineBlock } from "./timeline";
import { TrustBadgesBlock } from "./trust-badges";
import { WarningBlock } from "./warning";

export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraphs":
      return <ParagraphsBlock block={block} />;
    case "table":
      return <TableBlock block={block} />;
    case "steps":
      return <StepsBlock block={block} />;
    case "faq":
      return <FaqBlock block={block} />;
    case "checklist":
      return <ChecklistBlock block={block} />;
    case "cards":
      return <CardsBlock block={block} />;
    case "callout":
      return <CalloutBlock block={block} />;
    case "list":
      return <ListBlock block={block} />;
    case "dosDonts":
      return <DosDontsBlock block={block} />;
    case "carriers":
      return <CarriersBlock block={block} />;
    case "sources":
      return <SourcesBlock block={block} />;
    case "buttons":
      return <ButtonsBlock block={block} />;
    case "breadcrumb":
      return <BreadcrumbBlock block={block} />;
    case "hero":
      return <HeroBlock block={block} />;
    case "officeVisit":
      return <OfficeVisitBlock block={block} />;
    case "cardGrid":
      return <CardGridBlock block={block} />;
    case "iconList":
      return <IconListBlock block={block} />;
    case "columns":
      return <ColumnsBlock block={block} render={(column) => <BlockView block={column} />} />;
    case "nearbyTowns":
      return <NearbyTownsBlock block={block} />;
    case "officeHours":
      return <OfficeHoursBlock block={block} />;
    case "climate":
      return <ClimateBlock block={block} />;
    case "officeMap":
      return <OfficeMapBlock block={block} />;
    case "testimonials":
      return <TestimonialsBlock block={block} />;
    case "callToAction":
      return <CallToActionBlock block={block} />;
    case "trustBadges":
      return <TrustBadgesBlock block={block} />;
    case "section":
      return <SectionBlock block={block} render={(part) => <BlockView block={part} />} />;
    case "featureCards":
      return <FeatureCardsBlock block={block} />;
    case "serviceCatalog":
      return <ServiceCatalogBlock block={block} />;
    case "regions":
      return <RegionsBlock block={block} />;
    case "iconCards":
      return <IconCardsBlock block={block} />;
    case "checkList":
      return <CheckListBlock block={block} />;
    case "faqList":
      return <FaqListBlock block={block} />;
    case "linkList":
      return <LinkListBlock block={block} />;
    case "note":
      return <NoteBlock block={block} />;
    case "teaser":
      return <TeaserBlock block={block} />;
    case "contactStrip":
      return <ContactStripBlock block={block} />;
    case "figurePanel":
      return <FigurePanelBlock block={block} />;
    case "processSteps":
      return <ProcessStepsBlock block={block} />;
    case "stepCards":
      return <StepCardsBlock block={block} />;
    case "split":
      return <SplitBlock block={block} render={(part) => <BlockView block={part} />} />;
    case "timeline":
      return <TimelineBlock block={block} />;
    case "panel":
      return <PanelBlock block={block} />;
    case "warning":
      return <WarningBlock block={block} />;
    case "areaCards":
      return <AreaCardsBlock block={block} />;
    case "splashHero":
      return <SplashHeroBlock block={block} />;
    case "aboutIntro":
      return <AboutIntroBlock block={block} />;
    case "estimate":
      return <EstimateBlock block={block} />;
    case "serviceTiles":
      return <ServiceTilesBlock block={block} />;
    case "recentWork":
      return <RecentWorkBlock block={block} />;
    case "news":
      return <NewsBlock block={block} />;
    default:
      return unknownBlock(block);
  }
}

/** A block type without a case above does not compile: every type in the union is rendered. */
function unknownBlock(block: never): never {
  throw new Error(`No component for block type ${JSON.stringify((block as { type?: unknown }).type)}`);
}

/**
 * Every block of a page, in order. `office` names the office the page speaks for: office blocks
 * and {{officePhone}}/{{officeStreet}} read it (the headquarters when absent).
 */
export function Blocks({ blocks, office }: { blocks: readonly Block[]; office?: string }) {
  const rendered = blocks.map((block, i) => <BlockView key={`${block.type}-${i}`} block={block} />);
  return office ? <PageOfficeContext.Provider value={office}>{rendered}</PageOfficeContext.Provider> : <>{rendered}</>;
}
