import { useId } from "react";
import { buttonClass } from "~/components/ui/button";

export interface GalleryImage {
  id: string;
  title: string;
  imageUrl: string | null;
  altTag: string | null;
  keywords: string[] | null;
}

/** Featured image: one of the gallery photos, or the address of an image (the full selector comes with photo management). */
export function FeaturedImagePicker({
  images,
  value,
  onChange,
  error,
}: {
  images: GalleryImage[];
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const id = useId();
  const fromGallery = images.some((i) => i.imageUrl === value);
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="font-sans text-base font-bold">
        Featured image
      </h2>
      {images.length ? (
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold">Choose from the gallery</legend>
          <ul className="mt-2 grid max-h-64 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
            {images.map((img) => (
              <li key={img.id}>
                <label className={`block cursor-pointer rounded border p-1 text-xs ${img.imageUrl === value ? "border-brand-600 ring-2 ring-brand-200" : "border-gray-200"}`}>
                  <input type="radio" name={`${id}-gallery`} className="sr-only" checked={img.imageUrl === value} onChange={() => onChange(img.imageUrl ?? "")} />
                  <img src={img.imageUrl ?? ""} alt={img.altTag ?? img.title} width={160} height={90} loading="lazy" className="aspect-video w-full rounded object-cover" />
                  <span className="mt-1 block truncate font-semibold">{img.title}</span>
                  {img.keywords?.length ? <span className="block truncate text-muted">{img.keywords.slice(0, 2).join(", ")}</span> : null}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className="mt-2 text-sm text-muted">The gallery has no photos yet, so paste the address of an image instead.</p>
      )}
      <label htmlFor={`${id}-url`} className="mt-4 mb-1 block text-sm font-semibold">
        Image address
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-url`}
          type="url"
          className="field-input"
          placeholder="https://… or /media/…"
          value={fromGallery ? "" : value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {value ? (
          <button type="button" className={buttonClass("outline")} onClick={() => onChange("")}>
            Remove
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
