/** Plain shapes the blog loaders hand to the blog components (dates as ISO strings). */
import type { PictureSources } from "./photos";

export interface BlogCardView {
  id: string;
  /** `/blog/{slug}` */
  href: string;
  title: string;
  excerpt: string | null;
  /** The town the post is about ("Wilson, NC"): a clone's town, or a served town its title or "-roofing" tag names. */
  city: string | null;
  /** The first category; none on a clone (its siblings share it, the town tells them apart). */
  category: string | null;
  publishedIso: string | null;
  /** Words / 200 rounded up, as the post's own page says. */
  readMinutes: number;
  /** Only http(s) or site-relative URLs; anything else is dropped. */
  featuredImage: string | null;
  /** The album photo's sources (decorative on a card: the title says what it is); wins over featuredImage. */
  picture: PictureSources | null;
}

/** "Wilson" → "Wilson, NC": a town as cards and lists name it (every town served is in North Carolina). */
export function townLabel(name: string): string {
  return `${name.trim()}, NC`;
}
