/**
 * Rules of the public gallery (spec §2.7) that need no React: the shapes its pages receive, reading
 * its search parameters and moving through the lightbox by keyboard.
 */
import type { PictureSources } from "./photos";

/**
 * A photo as a public page shows it. Pages get these ready-made from the loader (sources already
 * computed), so their browser code never loads the album's form schemas.
 */
export interface PhotoTile {
  id: string;
  title: string;
  picture: PictureSources;
}

/**
 * A photo on /gallery/: the card and the lightbox show a visitor what the photo is — title,
 * description, the town and the kind of job — never the album's internal fields (its variable
 * name, use case: docs/decisions/014-business-settings.md).
 */
export interface GalleryPhoto extends PhotoTile {
  description: string | null;
  /** The kind of job ("Storm damage", "Metal roofing"). */
  category: string | null;
  /** The town the job was in. */
  locationName: string | null;
  /** The photo's tags, else its older keywords. */
  keywords: string[];
}

export interface GalleryView {
  photos: GalleryPhoto[];
  /** Photos matching the search, over every page. */
  total: number;
  page: number;
  pageCount: number;
  categories: string[];
}

/** Photos per page of /gallery/: enough to browse, few enough that 5,000 photos stay fast. */
export const GALLERY_PAGE_SIZE = 24;

export interface GallerySearch {
  q: string;
  category: string;
  page: number;
}

/** `?q=&category=&page=` as typed by anyone: trimmed, bounded, page ≥ 1. */
export function gallerySearch(params: URLSearchParams): GallerySearch {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const category = (params.get("category") ?? "").trim().slice(0, 60);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return { q, category, page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1 };
}

/** The query string of a gallery page with the same search (empty parts left out). */
export function galleryHref(search: GallerySearch, page: number): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.category) params.set("category", search.category);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : ".";
}

/**
 * Where a gallery request belongs, or null when it is there already: a category no photo has is
 * left out, a page past the last goes to the last, and page numbers are written one way (none for
 * the first). Made-up values then cannot each become a page of their own, rendered and cached
 * (docs/decisions/015-scale-and-memory.md). Other parameters are kept as they came.
 */
export function galleryRedirect(params: URLSearchParams, view: Pick<GalleryView, "page" | "categories">): string | null {
  const target = new URLSearchParams(params);
  target.delete("_routes");
  const category = params.get("category")?.trim() ?? null;
  const knownCategory = category !== null && view.categories.includes(category);
  if (knownCategory) target.set("category", category);
  else target.delete("category");
  // Without its category the search has other pages: back to the first.
  const page = category === null || knownCategory ? view.page : 1;
  if (params.has("page")) {
    if (page > 1) target.set("page", String(page));
    else target.delete("page");
  }
  const same = (name: string) => params.getAll(name).join("&") === target.getAll(name).join("&");
  if (same("category") && same("page")) return null;
  const qs = target.toString();
  return `/gallery/${qs ? `?${qs}` : ""}`;
}

/**
 * The lightbox's next index for a key press, or null when the key is not a navigation key.
 * ←/→ step and wrap around; Home/End jump to the first/last photo.
 */
export function lightboxStep(index: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** "{n} photos in gallery" (spec §2.7). */
export function photoCountLabel(n: number): string {
  return `${n} ${n === 1 ? "photo" : "photos"} in gallery`;
}
