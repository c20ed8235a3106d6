import { Images } from "lucide-react";
import type { GalleryImage } from "~/domain/gallery";

/** The home page's six random project photos (spec §2.3, §9): the first three load eagerly. */
export function RandomGallery({ images }: { images: GalleryImage[] }) {
  if (images.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-brand-200 bg-white p-10 text-center">
        <Images aria-hidden="true" className="size-10 text-brand-500" />
        <p className="text-muted">No images available at the moment. Please check back later.</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
      {images.map((image, i) => (
        <li key={image.id} className="overflow-hidden rounded-lg bg-brand-50">
          <figure>
            <img
              src={image.imageUrl}
              alt={image.alt}
              width={600}
              height={450}
              loading={i < 3 ? "eager" : "lazy"}
              decoding="async"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <figcaption className="px-3 py-2 text-sm text-muted">{image.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
