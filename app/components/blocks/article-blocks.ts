import type { ArticleBlock } from "~/content/blocks";
import type { BlockComponents } from "./blocks";
import { ButtonsBlock } from "./buttons";
import { CalloutBlock } from "./callout";
import { CardsBlock } from "./cards";
import { FaqBlock } from "./faq";
import { ListBlock } from "./list";
import { ParagraphsBlock } from "./paragraphs";
import { StepsBlock } from "./steps";
import { TableBlock } from "./table";

/** The components of the article blocks a guide is made of. */
export const articleBlockComponents: BlockComponents<ArticleBlock["type"]> = {
  paragraphs: ParagraphsBlock,
  table: TableBlock,
  steps: StepsBlock,
  faq: FaqBlock,
  cards: CardsBlock,
  callout: CalloutBlock,
  list: ListBlock,
  buttons: ButtonsBlock,
};
