import type { Block } from "~/content/blocks";

/**
 * The questions a page answers, in page order: its FAQ lists (inside sections and splits too) and
 * its FAQ topics. The root's metadata turns them into the page's FAQPage JSON-LD, so the structured
 * data lists exactly the questions the page shows. A guide's grouped FAQ is left out:
 * a guide's metadata is its own (routes/_public.resources.$slug.tsx).
 */
export function pageQuestions(blocks: readonly Block[]): { question: string; answer: string }[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case "section":
      case "split":
        return pageQuestions(block.parts);
      case "faq":
        if ("faqs" in block) return block.faqs;
        return "topics" in block ? block.topics.flatMap((t) => t.items.map(({ question, answer }) => ({ question, answer }))) : [];
      default:
        return [];
    }
  });
}
