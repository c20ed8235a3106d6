/**
 * Homeowners' words quoted by their consent (docs/decisions/023-reviews.md) as a page shows them: a
 * band of quotes (the testimonials look of the band block) before the page's closing banner. Text
 * only — no Review or AggregateRating markup comes from them. The words cannot hold `{{` (the
 * testimonial form refuses it, app/domain/testimonials.ts), so the block renderer's fact
 * placeholders leave them as written.
 */
import type { Block } from "~/content/blocks";
import type { ShownQuote } from "~/domain/testimonials";

export type QuotesBand = Extract<Block, { type: "band"; look: "testimonials" }>;

/** The band of quotes, or none when there is nothing to quote. */
export function customerQuotesBand(quotes: readonly ShownQuote[]): QuotesBand[] {
  return quotes.length ? [{ type: "band", look: "testimonials", id: "customer-words", heading: "In our customers' words", tone: "sand", items: [...quotes] }] : [];
}

/** A page's blocks with the quotes before its closing banner (at the end when its last block is not a banner). */
export function withCustomerQuotes<B extends Block>(blocks: readonly B[], quotes: readonly ShownQuote[]): (B | QuotesBand)[] {
  const band = customerQuotesBand(quotes);
  if (!band.length) return [...blocks];
  const at = blocks.at(-1)?.type === "banner" ? blocks.length - 1 : blocks.length;
  return [...blocks.slice(0, at), ...band, ...blocks.slice(at)];
}
