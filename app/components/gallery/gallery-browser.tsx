import { ChevronLeft, ChevronRight, ImageOff, Search, X } from "lucide-react";
import { Link } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { galleryEmptyHint } from "~/content/gallery/stories";
import { galleryHref, lightboxStep, photoCountLabel, type GalleryPhoto, type GallerySearch, type GalleryView } from "~/domain/gallery";

/** Spec §9: a card shows its first two keywords, then "+N" for the rest. */
const CARD_KEYWORDS = 2;
const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw";

/**
 * The photo section of /gallery/, all server-rendered (the page does not hydrate): a plain GET
 * search form, the count, one page of cards, page links and the lightbox dialogs. A fresh install
 * with no photos says so instead of showing an empty search frame.
 */
export function GalleryBrowser({ view, search }: { view: GalleryView; search: GallerySearch }) {
  const filtered = Boolean(search.q || search.category);

  if (view.total === 0 && !filtered) {
    // Nothing to search yet: no search box, just the honest count and why.
    return (
      <div>
        <p role="status" className="text-sm font-semibold text-muted">
          {photoCountLabel(0)}
        </p>
        <div className="mt-4 flex flex-col items-center rounded-lg bg-brand-50 px-6 py-10 text-center">
          <ImageOff aria-hidden="true" className="size-10 text-muted" />
          <h3 className="mt-4 text-2xl font-bold">No photos found</h3>
          <p className="mt-2 max-w-md text-muted">No project photos have been added yet. Photos of finished projects are added as jobs wrap up; check back soon.</p>
        </div>
      </div>
    );
  }

  return (
    <div>
      <form method="get" action="/gallery/" role="search" aria-label="Photo search" className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="md:max-w-md md:flex-1">
          <label htmlFor="gallery-q" className="mb-1 block text-sm font-semibold text-ink">
            Search photos
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            <input id="gallery-q" type="search" name="q" defaultValue={search.q} placeholder="Try metal roof, storm damage, church..." autoComplete="off" className="field-input pl-9" />
          </div>
        </div>
        {view.categories.length > 0 ? (
          <div>
            <label htmlFor="gallery-category" className="mb-1 block text-sm font-semibold text-ink">
              Category
            </label>
            <select id="gallery-category" name="category" defaultValue={search.category} className="field-input">
              <option value="">All categories</option>
              {view.categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className={buttonClass("secondary")}>
          Search
        </button>
        {filtered ? (
          <Link to="." className="self-center text-sm font-semibold text-brand-600 underline">
            Clear search
          </Link>
        ) : null}
      </form>

      <p role="status" className="mt-4 text-sm font-semibold text-muted">
        {photoCountLabel(view.total)}
      </p>

      {view.photos.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-lg border border-dashed border-gray-400 px-6 py-14 text-center">
          <ImageOff aria-hidden="true" className="size-10 text-muted" />
          <h3 className="mt-4 text-2xl font-bold">No photos found</h3>
          <p className="mt-2 max-w-md text-muted">{galleryEmptyHint}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {view.photos.map((photo, i) => (
            <li key={photo.id}>
              <PhotoCard photo={photo} dialogId={lightboxId(i)} />
            </li>
          ))}
        </ul>
      )}

      {view.pageCount > 1 ? (
        <nav aria-label="Gallery pages" className="mt-8 flex items-center justify-between gap-4">
          {view.page > 1 ? (
            <Link to={galleryHref(search, view.page - 1)} className={buttonClass("outline", "sm")}>
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">
            {`Page ${view.page} of ${view.pageCount}`}
          </span>
          {view.page < view.pageCount ? (
            <Link to={galleryHref(search, view.page + 1)} className={buttonClass("outline", "sm")}>
              Next page <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      {view.photos.map((photo, i) => (
        <Lightbox key={photo.id} photo={photo} index={i} count={view.photos.length} />
      ))}
    </div>
  );
}

const lightboxId = (index: number) => `photo-${index + 1}`;

/** "Metal roofing in Wilson, NC": the job and its town, as far as they are known. */
export function jobLine(photo: Pick<GalleryPhoto, "category" | "locationName">): string {
  const town = photo.locationName ? `${photo.locationName}, NC` : null;
  if (photo.category && town) return `${photo.category} in ${town}`;
  return photo.category ?? town ?? "";
}

export function PhotoCard({ photo, dialogId }: { photo: GalleryPhoto; dialogId: string }) {
  const keywords = photo.keywords;
  const shown = keywords.slice(0, CARD_KEYWORDS);
  const more = keywords.length - shown.length;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <Picture sources={photo.picture} sizes={CARD_SIZES} className="aspect-[4/3] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">{photo.title}</h3>
        {photo.locationName || photo.category ? <p className="mt-1 text-sm font-semibold text-brand-700">{jobLine(photo)}</p> : null}
        {photo.description?.trim() ? <p className="mt-2 line-clamp-3 text-sm text-muted">{photo.description}</p> : null}
        {keywords.length > 0 ? (
          <ul aria-label="Keywords" className="mt-3 flex flex-wrap gap-2">
            {shown.map((k) => (
              <li key={k} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-900">
                {k}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-full bg-gray-200 px-2.5 py-0.5 text-xs font-semibold text-ink">
                +{more}
                <span className="sr-only"> more keywords</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {/* Without JavaScript the full-size image; the islands script opens the lightbox instead. */}
        <a href={photo.picture.src} data-lightbox-open={dialogId} className={buttonClass("outline", "sm", "mt-4 self-start")}>
          View<span className="sr-only"> {photo.title}</span>
        </a>
      </div>
    </article>
  );
}

/**
 * One photo's lightbox (spec §2.7's View dialog): a native modal <dialog>, so the page behind is
 * inert and Escape closes it. The islands script opens it from the card's View link, moves to the
 * neighbouring photo's dialog with the buttons or ←/→ (Home/End), keeps Tab inside and gives focus
 * back to the View link on close.
 */
export function Lightbox({ photo, index, count }: { photo: GalleryPhoto; index: number; count: number }) {
  const titleId = `${lightboxId(index)}-title`;
  const to = (key: string) => lightboxId(lightboxStep(index, key, count) ?? index);
  return (
    <dialog
      id={lightboxId(index)}
      data-lightbox
      data-first={to("Home")}
      data-last={to("End")}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-4xl rounded-lg border border-gray-200 bg-white p-0 text-ink shadow-xl backdrop:bg-brand-900/50"
    >
        <div className="max-h-[90vh] overflow-y-auto">
          <Picture sources={photo.picture} sizes="(min-width: 896px) 56rem, 100vw" className="max-h-[65vh] w-full bg-brand-50 object-contain" />
          <div className="p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={titleId} className="text-2xl font-bold">
                  {photo.title}
                </h2>
                <p className="mt-1 text-sm text-muted">
                  Photo {index + 1} of {count}
                  <span className="sr-only">. Use the left and right arrow keys to move between photos.</span>
                </p>
              </div>
              <div className="flex gap-1">
                <button type="button" data-lightbox-go={to("ArrowLeft")} data-step="-1" className={buttonClass("ghost", "sm", "p-2")} aria-label="Previous photo" disabled={count < 2}>
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <button type="button" data-lightbox-go={to("ArrowRight")} data-step="1" className={buttonClass("ghost", "sm", "p-2")} aria-label="Next photo" disabled={count < 2}>
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
                <form method="dialog">
                  <button type="submit" data-autofocus className={buttonClass("ghost", "sm", "p-2")} aria-label="Close">
                    <X aria-hidden="true" className="size-5" />
                  </button>
                </form>
              </div>
            </div>
            {photo.description?.trim() ? <p className="mt-4 max-w-3xl leading-relaxed">{photo.description}</p> : null}
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              {photo.category ? (
                <div>
                  <dt className="text-sm font-semibold text-muted">The job</dt>
                  <dd>{photo.category}</dd>
                </div>
              ) : null}
              {photo.locationName ? (
                <div>
                  <dt className="text-sm font-semibold text-muted">Town</dt>
                  <dd>{photo.locationName}, NC</dd>
                </div>
              ) : null}
              {photo.keywords.length > 0 ? (
                <div className="sm:col-span-2">
                  <dt className="text-sm font-semibold text-muted">Keywords</dt>
                  <dd>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {photo.keywords.map((k) => (
                        <li key={k} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-900">
                          {k}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        </div>
    </dialog>
  );
}
