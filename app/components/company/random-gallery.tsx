import { Picture } from "~/components/ui/picture";
import type { PhotoTile } from "~/domain/gallery";

/**
 * The home page's six random project photos (spec §2.3, §9). They sit below the fold on every
 * screen, so all load lazily (spec §9 asked for the first three eagerly; that only delays the hero).
 * Without photos (a fresh install) it says so in one line instead of drawing an empty frame.
 */
export function RandomGallery({ images }: { images: PhotoTile[] }) {
  if (images.length === 0) {
    return <p className="text-muted">No images available at the moment. Please check back later.</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
      {images.map((image) => (
        <li key={image.id} className="overflow-hidden rounded-lg bg-brand-50">
          <figure>
            <Picture
              sources={image.picture}
              sizes="(min-width: 1280px) 24rem, (min-width: 768px) 33vw, 50vw"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <figcaption className="px-3 py-2 text-sm text-muted">{image.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
