import { ImagePlus, LayoutGrid, List, Upload } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useFetcher, useSearchParams } from "react-router";
import type { Route } from "./+types/_staff.photo-album._index";
import { requireStaff } from "~/auth/guard.server";
import { PhotoAlbumGrid, PhotoAlbumTable } from "~/components/photos/photo-album-list";
import { MissingAltText } from "~/components/photos/missing-alt-text";
import { PhotoEditDialog } from "~/components/photos/photo-edit-dialog";
import { PhotoUploadDialog } from "~/components/photos/photo-upload-dialog";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, SelectField } from "~/components/ui/field";
import { useActionResult } from "~/components/ui/use-action-result";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { albumCountLabel, PHOTO_CATEGORIES, type Photo } from "~/domain/photos";
import { photoEditSchema } from "~/domain/photo-form";
import { removePhoto } from "~/media/photos.server";
import { listLocations } from "~/models/locations.server";
import { countPhotosWithoutAltText, listPhotos, photoCategoriesInUse, photoCount, postsUsingPhotos, updatePhoto } from "~/models/photos.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";
import { parseId } from "~/domain/input-rules";
import { trailingSlashRedirect } from "~/domain/staff-paths";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Photo Album",
    description: "Upload, describe and organize the photos of the public gallery.",
  });
}

/** /photo-album/ (trailing slash canonical, spec §2.1): /photo-album answers 301 to it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const url = new URL(request.url);
  const canonical = trailingSlashRedirect(url, "/photo-album/");
  if (canonical) throw redirect(canonical, 301);
  const { db } = context.get(servicesContext);
  const q = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const category = url.searchParams.get("category")?.trim() ?? "";
  const town = url.searchParams.get("town")?.trim() ?? "";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const [result, total, towns, inUse, withoutAlt] = await Promise.all([
    listPhotos(db, { q, category: category || undefined, locationId: parseId(town) ?? undefined, page }),
    photoCount(db),
    listLocations(db),
    photoCategoriesInUse(db),
    countPhotosWithoutAltText(db),
  ]);
  const usedBy = await postsUsingPhotos(db, result.photos.map((p) => p.id));
  return {
    ...result,
    albumTotal: total,
    withoutAlt,
    usedBy,
    filters: { q, category, town },
    choices: {
      categories: [...new Set([...PHOTO_CATEGORIES, ...inUse])],
      towns: towns.map((t) => ({ id: t.id, name: t.name })),
    },
  };
}

function reply(status: number, result: ActionResult) {
  return data<ActionResult>(result, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db, media } = context.get(servicesContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = parseId(form.get("id"));
  if (!id) return reply(400, failed("No photo was chosen."));
  try {
    if (intent === "update") {
      const parsed = parseForm(photoEditSchema, form);
      if (!parsed.ok) return reply(400, failed("Check the photo's details.", { errors: parsed.errors, values: parsed.values }));
      const saved = await updatePhoto(db, id, parsed.data);
      return saved ? reply(200, succeeded(`Saved “${parsed.data.title}”.`)) : reply(404, failed("This photo no longer exists."));
    }
    if (intent === "delete") {
      const deleted = await removePhoto({ db, media }, id);
      if (!deleted) return reply(404, failed("This photo no longer exists."));
      const cleared = deleted.posts.length
        ? ` The featured image was removed from: ${deleted.posts.map((p) => `“${p.title}”`).join(", ")}.`
        : "";
      return reply(200, succeeded(`Deleted “${deleted.photo.title}”.${cleared}`));
    }
    return reply(400, failed("Unknown action."));
  } catch (error) {
    console.error(`[photos] ${String(intent)} of ${id} by ${staff.email} failed:`, error);
    return reply(503, failed("The change could not be saved. Please try again."));
  }
}

export default function PhotoAlbum({ loaderData }: Route.ComponentProps) {
  const { photos, total, page, pageCount, albumTotal, withoutAlt, usedBy, filters, choices } = loaderData;
  const [params] = useSearchParams();
  const view = params.get("view") === "list" ? "list" : "grid";
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const deleter = useFetcher<typeof action>({ key: "photo-delete" });
  useActionResult(deleter.data);

  const linkWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const search = next.toString();
    return `/photo-album/${search ? `?${search}` : ""}`;
  };
  const deletingPosts = deleting ? (usedBy[deleting.id] ?? []) : [];
  const filtered = Boolean(filters.q || filters.category || filters.town);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Photo Album</h1>
          <p className="mt-1 text-muted">
            {albumCountLabel(albumTotal)} ·{" "}
            <Link to="/gallery/" className="underline">
              View the public gallery
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass("primary", "md")} onClick={() => setUploading(true)}>
            <ImagePlus aria-hidden="true" className="size-4" /> Upload photo
          </button>
          <Link to="/photo-album/bulk-upload" className={buttonClass("outline", "md")}>
            <Upload aria-hidden="true" className="size-4" /> Bulk upload
          </Link>
        </div>
      </div>

      {withoutAlt > 0 ? <MissingAltText count={withoutAlt} /> : null}

      {albumTotal === 0 ? (
        <section className="rounded-lg border border-dashed border-brand-200 bg-white p-10 text-center" aria-labelledby="empty-album">
          <h2 id="empty-album" className="text-xl font-bold">
            No photos yet
          </h2>
          <p className="mx-auto mt-2 max-w-prose text-muted">
            Photos of finished roofs are the strongest proof of your work. Upload them here and they appear in the public gallery, on the home
            page and on their town's page.
          </p>
          <div className="mt-6 flex justify-center gap-3">
            <button type="button" className={buttonClass("primary", "md")} onClick={() => setUploading(true)}>
              Upload your first photo
            </button>
            <Link to="/photo-album/bulk-upload" className={buttonClass("outline", "md")}>
              Upload many at once
            </Link>
          </div>
        </section>
      ) : (
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
              {filtered ? `${total.toLocaleString("en-US")} matching ${total === 1 ? "photo" : "photos"}` : `Showing ${photos.length} of ${total.toLocaleString("en-US")}`}
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

          {photos.length === 0 ? (
            <p className="rounded-lg bg-white p-6 text-center text-muted">No photos match this search.</p>
          ) : view === "list" ? (
            <PhotoAlbumTable photos={photos} onEdit={setEditing} onDelete={setDeleting} />
          ) : (
            <PhotoAlbumGrid photos={photos} onEdit={setEditing} onDelete={setDeleting} />
          )}

          {pageCount > 1 ? (
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
          ) : null}
        </>
      )}

      <PhotoUploadDialog open={uploading} choices={choices} onClose={() => setUploading(false)} />
      <PhotoEditDialog photo={editing} choices={choices} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete “${deleting?.title ?? ""}”?`}
        confirmLabel="Delete photo"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleter.submit({ intent: "delete", id: deleting.id }, { method: "post", action: "/photo-album/?index" });
          setDeleting(null);
        }}
      >
        <p>The photo and all its sizes are removed from the album and the public pages. This cannot be undone.</p>
        {deletingPosts.length ? (
          <>
            <p className="mt-2">
              {deletingPosts.length === 1 ? "This post uses it" : `These ${deletingPosts.length} posts use it`} as featured image; the featured image will
              be removed from {deletingPosts.length === 1 ? "it" : "them"}:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {deletingPosts.map((p) => (
                <li key={p.id}>{p.title}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2">No post uses it as featured image.</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
