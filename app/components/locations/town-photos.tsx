import { Link } from "~/components/ui/links";
import { Picture } from "~/components/ui/picture";
import type { PhotoTile } from "~/domain/gallery";

/** Photos of jobs in one town (album photos tagged with it); the page leaves the section out when there are none. */
export function TownPhotos({ cityName, photos }: { cityName: string; photos: PhotoTile[] }) {
  return (
    <section aria-labelledby="town-photos-title" className="container-page py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="town-photos-title" className="text-3xl font-bold">
          Our work in {cityName}
        </h2>
        <Link to="/gallery/" className="font-semibold text-brand-600 underline hover:text-brand-800">
          View the full gallery
        </Link>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
        {photos.map((photo) => (
          <li key={photo.id} className="overflow-hidden rounded-lg bg-brand-50">
            <figure>
              <Picture sources={photo.picture} sizes="(min-width: 1280px) 24rem, (min-width: 768px) 33vw, 50vw" className="aspect-[4/3] h-auto w-full object-cover" />
              <figcaption className="px-3 py-2 text-sm text-muted">{photo.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
