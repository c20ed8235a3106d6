/** What pages need to know about a guide, without the registry of every guide's text. */
import type { FaqItem } from "~/content/blocks";
import type { Guide } from "./types";

/** A guide as a card on the hub or under "Keep reading". */
export type GuideSummary = Pick<Guide, "slug" | "eyebrow" | "title" | "summary">;

export function guideSummary({ slug, eyebrow, title, summary }: Guide): GuideSummary {
  return { slug, eyebrow, title, summary };
}

export function guidePath(guide: Pick<Guide, "slug">): string {
  return `/resources/${guide.slug}`;
}

/** Every FAQ item in a guide (for its FAQPage record). */
export function guideFaqItems(guide: Guide): FaqItem[] {
  return guide.blocks.flatMap((b) => (b.type === "faq" ? b.groups.flatMap((g) => g.items) : []));
}
