import { ChevronLeft, ChevronRight, ImageOff, Search, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { Picture } from "~/components/ui/picture";
import { galleryEmptyHint } from "~/content/gallery/stories";
import { galleryHref, lightboxStep, photoCountLabel, type GalleryPhoto, type GallerySearch, type GalleryView } from "~/domain/gallery";

/** Spec §9: a card shows its first two keywords, then "+N" for the rest. */
const CARD_KEYWORDS = 2;
const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw";

/**
 * The photo section of /gallery/: a search form (a plain GET form, so it works before any script
 * runs), the count, one page of cards, page links and the lightbox. A fresh install with no photos
 * says so instead of showing an empty search frame.
 */
export function GalleryBrowser({ view, search }: { view: GalleryView; search: GallerySearch }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
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
      <Form method="get" action="/gallery/" role="search" aria-label="Photo search" className="flex flex-col gap-3 md:flex-row md:items-end">
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
      </Form>

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
              <PhotoCard photo={photo} onView={() => setOpenIndex(i)} />
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

      <Lightbox photos={view.photos} index={openIndex} onIndexChange={setOpenIndex} />
    </div>
  );
}

export function PhotoCard({ photo, onView }: { photo: GalleryPhoto; onView: () => void }) {
  const keywords = photo.keywords;
  const shown = keywords.slice(0, CARD_KEYWORDS);
  const more = keywords.length - shown.length;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <Picture sources={photo.picture} sizes={CARD_SIZES} className="aspect-[4/3] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">{photo.title}</h3>
        <p className="mt-1 font-mono text-xs break-all text-muted">{photo.variableName}</p>
        {photo.locationName || photo.category ? (
          <p className="mt-1 text-sm text-muted">{[photo.category, photo.locationName].filter(Boolean).join(" · ")}</p>
        ) : null}
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
        <button type="button" onClick={onView} className={buttonClass("outline", "sm", "mt-4 self-start")}>
          View<span className="sr-only"> {photo.title}</span>
        </button>
      </div>
    </article>
  );
}

/**
 * The lightbox (spec §2.7's View dialog): a native modal dialog, so the page behind is inert, Tab
 * stays inside and Escape closes it; focus returns to the card's View button. ←/→ (and Home/End)
 * move through the photos of the page.
 */
export function Lightbox({ photos, index, onIndexChange }: { photos: GalleryPhoto[]; index: number | null; onIndexChange: (i: number | null) => void }) {
  const titleId = useId();
  const photo = index === null ? null : (photos[index] ?? null);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (index === null) return;
    if (e.key === "Tab") {
      // A modal <dialog> lets Tab leave for the browser's own controls; keep it cycling inside.
      const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>("button:not([disabled]), a[href], input, select, textarea")];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
      return;
    }
    // Arrow keys inside a text field belong to the field.
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    const next = lightboxStep(index, e.key, photos.length);
    if (next === null) return;
    e.preventDefault();
    onIndexChange(next);
  }

  return (
    <ModalDialog open={photo !== null} onClose={() => onIndexChange(null)} labelledBy={titleId} className="max-w-4xl">
      {photo && index !== null ? (
        // Key presses from any control inside the dialog bubble here.
        // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
        <div className="max-h-[90vh] overflow-y-auto" onKeyDown={onKeyDown}>
          <Picture sources={photo.picture} sizes="(min-width: 896px) 56rem, 100vw" className="max-h-[65vh] w-full bg-brand-50 object-contain" />
          <div className="p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id={titleId} className="text-2xl font-bold">
                  {photo.title}
                </h2>
                <p className="mt-1 text-sm text-muted" aria-live="polite">
                  Photo {index + 1} of {photos.length}
                  <span className="sr-only">. Use the left and right arrow keys to move between photos.</span>
                </p>
              </div>
              <div className="flex gap-1">
                <button type="button" onClick={() => onIndexChange(lightboxStep(index, "ArrowLeft", photos.length))} className={buttonClass("ghost", "sm", "p-2")} aria-label="Previous photo" disabled={photos.length < 2}>
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <button type="button" onClick={() => onIndexChange(lightboxStep(index, "ArrowRight", photos.length))} className={buttonClass("ghost", "sm", "p-2")} aria-label="Next photo" disabled={photos.length < 2}>
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
                <button type="button" data-autofocus onClick={() => onIndexChange(null)} className={buttonClass("ghost", "sm", "p-2")} aria-label="Close">
                  <X aria-hidden="true" className="size-5" />
                </button>
              </div>
            </div>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-muted">Variable</dt>
                <dd className="font-mono text-sm break-all">{photo.variableName}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">Use case</dt>
                <dd>{photo.useCase?.trim() || "Not specified"}</dd>
              </div>
              {photo.locationName ? (
                <div>
                  <dt className="text-sm font-semibold text-muted">Town</dt>
                  <dd>{photo.locationName}</dd>
                </div>
              ) : null}
              {photo.category ? (
                <div>
                  <dt className="text-sm font-semibold text-muted">Category</dt>
                  <dd>{photo.category}</dd>
                </div>
              ) : null}
              <div className="sm:col-span-2">
                <dt className="text-sm font-semibold text-muted">Description</dt>
                <dd>{photo.description?.trim() || "No description yet."}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm font-semibold text-muted">Keywords</dt>
                <dd>
                  {photo.keywords.length > 0 ? (
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {photo.keywords.map((k) => (
                        <li key={k} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-900">
                          {k}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    "None"
                  )}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
