import { ImageOff, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { SearchField } from "~/components/ui/search-field";
import { galleryEmptyHint } from "~/content/gallery/stories";
import type { GalleryPhoto } from "~/domain/gallery";
import { buttonClass } from "~/components/ui/button";

/** Spec §9: a card shows its first two keywords, then "+N" for the rest. */
const CARD_KEYWORDS = 2;

/** Case-insensitive match on title, variable name, description, use case and keywords. */
export function filterPhotos(photos: GalleryPhoto[], query: string): GalleryPhoto[] {
  const q = query.trim().toLowerCase();
  if (!q) return photos;
  return photos.filter((p) =>
    [p.title, p.variableName, p.description ?? "", p.useCase ?? "", ...p.keywords].some((field) => field.toLowerCase().includes(q)),
  );
}

export function photoCountLabel(n: number): string {
  return `${n} ${n === 1 ? "photo" : "photos"} in gallery`;
}

/** Search box, photo count, card grid or empty state, and the View dialog. */
export function GalleryBrowser({ photos }: { photos: GalleryPhoto[] }) {
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const filtered = useMemo(() => filterPhotos(photos, query), [photos, query]);
  const open = photos.find((p) => p.id === openId) ?? null;

  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <SearchField
          label="Search photos"
          value={query}
          onValueChange={setQuery}
          placeholder="Try metal roof, storm damage, church..."
          className="w-full md:max-w-md"
        />
        <p role="status" className="text-sm font-semibold text-muted">
          {photoCountLabel(filtered.length)}
          {query.trim() && filtered.length !== photos.length ? ` (of ${photos.length})` : ""}
        </p>
      </div>

      {filtered.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-lg border border-dashed border-gray-400 px-6 py-14 text-center">
          <ImageOff aria-hidden="true" className="size-10 text-muted" />
          <h3 className="mt-4 text-2xl font-bold">No photos found</h3>
          <p className="mt-2 max-w-md text-muted">{galleryEmptyHint}</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {filtered.map((photo) => (
            <li key={photo.id}>
              <PhotoCard photo={photo} onView={() => setOpenId(photo.id)} />
            </li>
          ))}
        </ul>
      )}

      <PhotoDialog photo={open} onClose={() => setOpenId(null)} />
    </div>
  );
}

export function PhotoCard({ photo, onView }: { photo: GalleryPhoto; onView: () => void }) {
  const shown = photo.keywords.slice(0, CARD_KEYWORDS);
  const more = photo.keywords.length - shown.length;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <img
        src={photo.imageUrl}
        alt={photo.alt}
        width={640}
        height={480}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold">{photo.title}</h3>
        <p className="mt-1 font-mono text-xs break-all text-muted">{photo.variableName}</p>
        {photo.keywords.length > 0 ? (
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
          View<span className="sr-only"> details of {photo.title}</span>
        </button>
      </div>
    </article>
  );
}

/**
 * The View dialog: a native modal <dialog>, so the page behind is inert, focus stays inside and
 * Escape closes it; closing returns focus to the View button.
 */
export function PhotoDialog({ photo, onClose }: { photo: GalleryPhoto | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (photo && !dialog.open) dialog.showModal();
    if (!photo && dialog.open) dialog.close();
  }, [photo]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(42rem,calc(100%-2rem))] rounded-lg p-0 shadow-2xl backdrop:bg-brand-900/70"
    >
      {photo ? (
        <div className="max-h-[85vh] overflow-y-auto">
          <img src={photo.imageUrl} alt={photo.alt} width={960} height={720} className="aspect-[4/3] w-full bg-brand-50 object-cover" />
          <div className="p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-2xl font-bold">
                {photo.title}
              </h2>
              <button type="button" onClick={() => ref.current?.close()} className={buttonClass("ghost", "sm", "-mt-1 -mr-2 p-2")} aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="text-sm font-semibold text-muted">Variable</dt>
                <dd className="font-mono text-sm break-all">{photo.variableName}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">Use case</dt>
                <dd>{photo.useCase?.trim() || "Not specified"}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">Description</dt>
                <dd>{photo.description?.trim() || "No description yet."}</dd>
              </div>
              <div>
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
    </dialog>
  );
}
