import { ImagePlus, Upload } from "lucide-react";
import { useState } from "react";
import { Link } from "~/components/ui/links";
import { data, redirect, useFetcher, useSearchParams } from "react-router";
import type { Route } from "./+types/_staff.photo-album._index";
import { requireStaff } from "~/auth/guard.server";
import { AlbumPages, AlbumSearch, DeletePhotoDialog, EmptyAlbum } from "~/components/photos/album-screen";
import { PhotoAlbumGrid, PhotoAlbumTable } from "~/components/photos/photo-album-list";
import { MissingAltText } from "~/components/photos/missing-alt-text";
import { PhotoEditDialog } from "~/components/photos/photo-edit-dialog";
import { PhotoUploadDialog } from "~/components/photos/photo-upload-dialog";
import { buttonClass } from "~/components/ui/button";
import { useActionResult } from "~/components/ui/use-action-result";
import { failed, formValues, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { albumCountLabel, PHOTO_CATEGORIES, type Photo } from "~/domain/photos";
import { photoEditSchema, UNKNOWN_TOWN } from "~/domain/photo-form";
import { removePhoto } from "~/media/photos.server";
import { listLocations, unknownLocationIds } from "~/models/locations.server";
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
      const { locationId } = parsed.data;
      if (locationId && (await unknownLocationIds(db, [locationId])).size) {
        return reply(400, failed("Check the photo's details.", { errors: { locationId: UNKNOWN_TOWN }, values: formValues(form) }));
      }
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
        <EmptyAlbum onUpload={() => setUploading(true)} />
      ) : (
        <>
          <AlbumSearch filters={filters} choices={choices} view={view} total={total} shown={photos.length} linkWith={linkWith} />
          {photos.length === 0 ? (
            <p className="rounded-lg bg-white p-6 text-center text-muted">No photos match this search.</p>
          ) : view === "list" ? (
            <PhotoAlbumTable photos={photos} onEdit={setEditing} onDelete={setDeleting} />
          ) : (
            <PhotoAlbumGrid photos={photos} onEdit={setEditing} onDelete={setDeleting} />
          )}
          <AlbumPages page={page} pageCount={pageCount} linkWith={linkWith} />
        </>
      )}

      <PhotoUploadDialog open={uploading} choices={choices} onClose={() => setUploading(false)} />
      <PhotoEditDialog photo={editing} choices={choices} onClose={() => setEditing(null)} />
      <DeletePhotoDialog
        photo={deleting}
        posts={deleting ? (usedBy[deleting.id] ?? []) : []}
        onCancel={() => setDeleting(null)}
        onConfirm={(photo) => deleter.submit({ intent: "delete", id: photo.id }, { method: "post", action: "/photo-album/?index" })}
      />
    </div>
  );
}
