/**
 * The homeowner guides under /resources are data: a guide is a list of typed blocks, rendered by
 * one renderer (app/components/resources/guide-blocks.tsx). A new guide is a new file in ./guides
 * plus one line in ./index.ts — no page code.
 *
 * Text fields accept a tiny inline syntax, resolved by the renderer:
 *   [label](/path or https://…)   a link (external ones open in a new tab, safely)
 *   **bold**                      strong emphasis
 *   {{phone}} {{emergencyPhone}}  the business's phone numbers as tap-to-call links
 *   {{claimsEmail}} {{company}}   the claims e-mail (mailto link) and the company name
 * Business details are never written into content: they come from the business config.
 */

/** Where a fact was checked: shown as a small "Source" link beside the fact. */
export interface Source {
  url: string;
  /** Month the fact was checked against the page, "YYYY-MM". */
  checked: string;
  /** What the link is, when not obvious ("State Farm: Settling a claim"). */
  label?: string;
}

export type HubGroupId = "materials" | "damage-insurance" | "warranties" | "faqs";

export interface HubGroup {
  id: HubGroupId;
  title: string;
  description: string;
}

export type ButtonItem =
  /** Tap-to-call; the number comes from the business config. */
  | { kind: "call"; label?: string; line?: "main" | "emergency" }
  /** An internal page. */
  | { kind: "link"; label: string; href: string; variant?: "primary" | "secondary" | "outline" }
  /** Mail to one of the business's addresses. */
  | { kind: "email"; label: string; mailbox: "claims" | "info" }
  /** An outside page, opened in a new tab. */
  | { kind: "external"; label: string; href: string };

export interface FaqItem {
  question: string;
  /** One or more paragraphs (inline syntax allowed). */
  answer: string[];
}

export interface FaqGroup {
  title?: string;
  items: FaqItem[];
}

export interface Step {
  title: string;
  text: string;
  points?: string[];
  /** A short time marker shown beside the step ("Day 1", "Within 24-48 hours"). */
  when?: string;
}

export interface Card {
  title: string;
  text?: string;
  /** Short label/value facts ("Lifespan", "20-30 years"). */
  facts?: { label: string; value: string }[];
  points?: string[];
  source?: Source;
  link?: { label: string; href: string };
}

export interface Carrier {
  name: string;
  /** Digits only (10). Omitted when it could not be confirmed on the carrier's own page. */
  phone?: string;
  /** How the carrier spells its number ("800-SF-CLAIM"), shown beside the digits. */
  phoneMnemonic?: string;
  phoneSource?: Source;
  website: { url: string; label: string };
  /** What to do when no central number is listed, or a caveat worth knowing. */
  note?: string;
}

interface BlockBase {
  /** Anchor id; derived from the heading when absent. */
  id?: string;
  heading?: string;
  /** Paragraphs under the heading. */
  intro?: string[];
}

export type Block =
  | (BlockBase & { type: "paragraphs"; paragraphs: string[] })
  | (BlockBase & {
      type: "table";
      heading: string;
      caption: string;
      columns: string[];
      rows: string[][];
      /** Text under the table (e.g. "Figures are our own ranges, not a quote."). */
      note?: string;
    })
  | (BlockBase & { type: "steps"; heading: string; steps: Step[] })
  | (BlockBase & { type: "faq"; heading: string; groups: FaqGroup[] })
  | (BlockBase & { type: "checklist"; heading: string; items: string[]; note?: string })
  | (BlockBase & { type: "cards"; heading: string; cards: Card[]; columns?: 2 | 3 })
  | (BlockBase & { type: "callout"; tone: "warning" | "info" | "tip"; title: string; text: string[]; points?: string[] })
  | (BlockBase & { type: "list"; heading: string; items: { title?: string; text: string }[] })
  | (BlockBase & {
      type: "dosDonts";
      heading: string;
      dos: string[];
      donts: string[];
      /** Column titles; "Do" and "Don't" unless given (e.g. "Covered" / "Not covered"). */
      labels?: [string, string];
    })
  | (BlockBase & { type: "carriers"; heading: string; carriers: Carrier[]; note?: string })
  | (BlockBase & { type: "sources"; heading?: string; items: { label: string; url: string; note?: string }[] })
  | (BlockBase & { type: "buttons"; text?: string; items: ButtonItem[] });

export type BlockType = Block["type"];

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
  blocks: Block[];
  /** The closing call to action; a sensible default is used when absent. */
  cta?: { title: string; text: string };
}
