/**
 * The homeowner guides under /resources are data: a guide is a list of typed blocks (../blocks.ts),
 * rendered by the one block renderer (app/components/blocks/blocks.tsx). A new guide is a new file
 * in ./guides plus one line in ./index.ts — no page code.
 */
import type { ArticleBlock } from "~/content/blocks";

export type HubGroupId = "materials" | "damage-insurance" | "warranties" | "faqs";

export interface HubGroup {
  id: HubGroupId;
  title: string;
  description: string;
}

export interface Guide {
  slug: string;
  /** The page's h1. */
  title: string;
  /** The <title> (the company name is appended). */
  metaTitle: string;
  description: string;
  keywords: string[];
  hubGroup: HubGroupId;
  /** One line on the hub. */
  summary: string;
  /** Short kicker above the h1. */
  eyebrow: string;
  /** The hero paragraph. */
  intro: string;
  /** Month the guide's facts were last reviewed, "YYYY-MM-DD". */
  updated: string;
  blocks: ArticleBlock[];
  /** The closing call to action; a sensible default is used when absent. */
  cta?: { title: string; text: string };
}
