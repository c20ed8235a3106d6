import { LayoutGrid, List } from "lucide-react";
import { Link } from "~/components/ui/links";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, SelectField } from "~/components/ui/field";
import type { Photo } from "~/domain/photos";

/** The album's address with some query parameters changed (null removes one). */
export type AlbumLink = (changes: Record<string, string | null>) => string;

export type AlbumView = "grid" | "list";

/** An empty album: why photos matter, and the two ways to add them. */
export function EmptyAlbum({ onUpload }: { onUpload: () => void }) {
  return (
    <section className="rounded-lg border border-dashed border-brand-200 bg-white p-10 text-center" aria-labelledby="empty-album">
      <h2 id="empty-album" className="text-xl font-bold">
        No photos yet
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">
        Photos of finished roofs are the strongest proof of your work. Upload them here and they appear in the public gallery, on the home page
        and on their town's page.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={buttonClass("primary", "md")} onClick={onUpload}>
          Upload your first photo
        </button>
        <Link to="/photo-album/bulk-upload" className={buttonClass("outline", "md")}>
          Upload many at once
        </Link>
      </div>
    </section>
  );
}

/** The album's search (text, category, town), how many photos it found, and the grid/list switch. */
export function AlbumSearch({
  filters,
  choices,
  view,
  total,
  shown,
  linkWith,
}: {
  filters: { q: string; category: string; town: string };
  choices: { categories: string[]; towns: { id: string; name: string }[] };
  view: AlbumView;
  total: number;
  shown: number;
  linkWith: AlbumLink;
}) {
  const filtered = Boolean(filters.q || filters.category || filters.town);
  return (
    <>
      <Form method="get" action="/photo-album/" className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end" role="search">
        <Field id="album-q" label="Search" name="q" type="search" defaultValue={filters.q} placeholder="Name, description, alt text or tag" />
        <SelectField id="album-category" label="Category" name="category" defaultValue={filters.category}>
          <option value="">All categories</option>
          {choices.categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField id="album-town" label="Town" name="town" defaultValue={filters.town}>
          <option value="">All towns</option>
          {choices.towns.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
        <button type="submit" className={buttonClass("secondary", "md")}>
          Search
        </button>
      </Form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite">
          {filtered ? `${total.toLocaleString("en-US")} matching ${total === 1 ? "photo" : "photos"}` : `Showing ${shown} of ${total.toLocaleString("en-US")}`}
          {filtered ? (
            <>
              {" · "}
              <Link to="/photo-album/" className="underline">
                Clear search
              </Link>
            </>
          ) : null}
        </p>
        <nav aria-label="View" className="flex gap-1">
          <Link to={linkWith({ view: null })} className={buttonClass(view === "grid" ? "secondary" : "ghost")} aria-current={view === "grid" ? "true" : undefined}>
            <LayoutGrid aria-hidden="true" className="size-4" /> Grid
          </Link>
          <Link to={linkWith({ view: "list" })} className={buttonClass(view === "list" ? "secondary" : "ghost")} aria-current={view === "list" ? "true" : undefined}>
            <List aria-hidden="true" className="size-4" /> List
          </Link>
        </nav>
      </div>
    </>
  );
}

/** Previous / next between the album's pages. */
export function AlbumPages({ page, pageCount, linkWith }: { page: number; pageCount: number; linkWith: AlbumLink }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={linkWith({ page: String(page - 1) })} className={buttonClass("outline")} rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={linkWith({ page: String(page + 1) })} className={buttonClass("outline")} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** Asks before a photo is deleted, naming the posts that lose it as their featured image. */
export function DeletePhotoDialog({
  photo,
  posts,
  onCancel,
  onConfirm,
}: {
  photo: Photo | null;
  posts: readonly { id: string; title: string }[];
  onCancel: () => void;
  onConfirm: (photo: Photo) => void;
}) {
  return (
    <ConfirmDialog
      open={Boolean(photo)}
      title={`Delete “${photo?.title ?? ""}”?`}
      confirmLabel="Delete photo"
      onCancel={onCancel}
      onConfirm={() => {
        if (photo) onConfirm(photo);
        onCancel();
      }}
    >
      <p>The photo and all its sizes are removed from the album and the public pages. This cannot be undone.</p>
      {posts.length ? (
        <>
          <p className="mt-2">
            {posts.length === 1 ? "This post uses it" : `These ${posts.length} posts use it`} as featured image; the featured image will be
            removed from {posts.length === 1 ? "it" : "them"}:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {posts.map((p) => (
              <li key={p.id}>{p.title}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2">No post uses it as featured image.</p>
      )}
    </ConfirmDialog>
  );
}
