/**
 * Social cards (Open Graph / Twitter): what a shared link shows. A post shows its
 * featured photo, else a card drawn on the server (title, town, brand); every other page the
 * branded default card. Pure: sizes, paths and the text that goes on a card.
 */

/** Open Graph's recommended size (1.91:1), which Twitter's large summary card also takes. */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/** Longest title drawn on a card: three lines at the card's type size. */
export const CARD_TITLE_MAX = 90;

export const DEFAULT_CARD_PATH = "/social-card/default.png";

export function postCardPath(slug: string): string {
  return `/social-card/blog/${encodeURIComponent(slug)}.png`;
}

/** The post slug named by a `/social-card/blog/{file}` segment ("my-post.png" → "my-post"), or null. */
export function postCardSlug(file: string | undefined): string | null {
  const m = /^([a-z0-9][a-z0-9-]{0,199})\.png$/i.exec(file ?? "");
  return m ? m[1] : null;
}

export interface CardText {
  eyebrow: string;
  title: string;
  footer: string;
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** The text of a post's card: its town (or the service area) above, the title, the brand below. */
export function postCardText(input: { title: string; town: string | null; brand: string; serviceArea: string }): CardText {
  return {
    eyebrow: input.town ? `${input.town}, NC` : input.serviceArea,
    title: clip(input.title, CARD_TITLE_MAX),
    footer: input.brand,
  };
}

/** The default card: the brand and its promise. */
export function defaultCardText(input: { brand: string; tagline: string; serviceArea: string }): CardText {
  return { eyebrow: input.serviceArea, title: clip(input.tagline, CARD_TITLE_MAX), footer: input.brand };
}
