import { EyeOff, Pencil, Trash2 } from "lucide-react";
import { photoAlt, thumbnailOf, type Photo } from "~/domain/photos";
import { buttonClass } from "~/components/ui/button";
import { AiGeneratedBadge } from "./ai-generated-badge";
import { StaffTable } from "~/components/ui/staff-table";

interface ListProps {
  photos: Photo[];
  onEdit: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
}

function Thumbnail({ photo, className }: { photo: Photo; className: string }) {
  const thumb = thumbnailOf(photo);
  if (!thumb.src) return <div className={`${className} bg-gray-100`} aria-hidden="true" />;
  return (
    <img
      src={thumb.src}
      alt={photoAlt(photo)}
      width={thumb.width ?? undefined}
      height={thumb.height ?? undefined}
      loading="lazy"
      decoding="async"
      className={`${className} object-cover`}
      style={{ backgroundColor: photo.dominantColor ?? undefined }}
    />
  );
}

/** Says when the public gallery leaves a photo out (docs/decisions/013-publishing.md). */
function GalleryBadge({ photo, className = "" }: { photo: Photo; className?: string }) {
  if (photo.showInGallery) return null;
  return (
    <span className={`inline-flex w-fit items-center gap-1 rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800 ${className}`}>
      <EyeOff aria-hidden="true" className="size-3" /> Not in the public gallery
    </span>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((t) => (
        <li key={t} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-900">
          {t}
        </li>
      ))}
    </ul>
  );
}

function Actions({ photo, onEdit, onDelete }: { photo: Photo } & Omit<ListProps, "photos">) {
  return (
    <div className="flex gap-2">
      <button type="button" className={buttonClass("outline")} onClick={() => onEdit(photo)} aria-label={`Edit ${photo.title}`}>
        <Pencil aria-hidden="true" className="size-4" /> Edit
      </button>
      <button type="button" className={buttonClass("ghost")} onClick={() => onDelete(photo)} aria-label={`Delete ${photo.title}`}>
        <Trash2 aria-hidden="true" className="size-4" /> Delete
      </button>
    </div>
  );
}

/** The album as cards: thumbnail, name, category, town, tags. */
export function PhotoAlbumGrid({ photos, onEdit, onDelete }: ListProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Photos">
      {photos.map((photo) => (
        <li key={photo.id} className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white" data-photo-id={photo.id}>
          <Thumbnail photo={photo} className="aspect-[4/3] w-full" />
          <div className="grid flex-1 gap-2 p-3">
            <h2 className="font-sans text-base font-semibold break-words">{photo.title}</h2>
            {photo.aiGenerated ? <AiGeneratedBadge /> : <GalleryBadge photo={photo} />}
            <p className="text-sm text-muted">{[photo.category, photo.locationName].filter(Boolean).join(" · ") || "No category or town"}</p>
            <Tags tags={photo.tags} />
            <div className="mt-auto">
              <Actions photo={photo} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The album as a table, for scanning many photos. */
export function PhotoAlbumTable({ photos, onEdit, onDelete }: ListProps) {
  return (
    <StaffTable>
        <caption className="sr-only">Photos</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="p-3">
              Photo
            </th>
            <th scope="col" className="p-3">
              Name
            </th>
            <th scope="col" className="p-3">
              Category
            </th>
            <th scope="col" className="p-3">
              Town
            </th>
            <th scope="col" className="p-3">
              Tags
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {photos.map((photo) => (
            <tr key={photo.id} className="border-t border-gray-100" data-photo-id={photo.id}>
              <td className="p-3">
                <Thumbnail photo={photo} className="h-12 w-16 rounded" />
              </td>
              <th scope="row" className="p-3 font-semibold">
                {photo.title}
                {photo.aiGenerated ? <AiGeneratedBadge className="ml-2 align-middle" /> : <GalleryBadge photo={photo} className="ml-2 align-middle" />}
              </th>
              <td className="p-3">{photo.category ?? "—"}</td>
              <td className="p-3">{photo.locationName ?? "—"}</td>
              <td className="p-3">
                <Tags tags={photo.tags} />
              </td>
              <td className="p-3">
                <Actions photo={photo} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
  );
}
