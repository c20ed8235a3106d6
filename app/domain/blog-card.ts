/** Plain shapes the blog loaders hand to the blog components (dates as ISO strings). */
import type { PictureSources } from "./photos";

export interface BlogCardView {
  id: string;
  /** `/blog/{slug}` */
  href: string;
  title: string;
  excerpt: string | null;
  /** The town the post is about, when its title or "-roofing" tag names one. */
  city: string | null;
  /** The first category. */
  category: string | null;
  publishedIso: string | null;
  /** Words / 200 rounded up, as the post's own page says. */
  readMinutes: number;
  /** Only http(s) or site-relative URLs; anything else is dropped. */
  featuredImage: string | null;
  /** The album photo's sources (decorative on a card: the title says what it is); wins over featuredImage. */
  picture: PictureSources | null;
}
