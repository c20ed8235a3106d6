/**
 * The public pages' photos (gallery, home, town pages) in the shapes those pages render: the
 * `<picture>` sources are worked out here, on the server. No React or HTTP.
 */
import type { Database } from "~/db/client.server";
import { memoized } from "~/db/content-version.server";
import { GALLERY_PAGE_SIZE, type GallerySearch, type GalleryPhoto, type GalleryView, type PhotoTile } from "~/domain/gallery";
import { pictureSources, type Photo } from "~/domain/photos";
import { listPhotos, photoCategoriesInUse, photosByTown, randomPhotos } from "./photos.server";

/** Spec §9: the home gallery shows 6 random photos. */
export const HOME_GALLERY_SIZE = 6;
/** A town page shows at most this many of its photos. */
export const TOWN_PHOTOS = 6;

function tile(photo: Photo): PhotoTile {
  return { id: photo.id, title: photo.title, picture: pictureSources(photo) };
}

export function galleryPhoto(photo: Photo): GalleryPhoto {
  return {
    ...tile(photo),
    description: photo.description,
    category: photo.category,
    locationName: photo.locationName,
    keywords: photo.tags.length ? photo.tags : photo.keywords,
  };
}

/** One page of /gallery/ for a search, with the categories its filter offers. */
export async function galleryPage(db: Database, search: GallerySearch): Promise<GalleryView> {
  const [page, categories] = await Promise.all([
    listPhotos(db, { q: search.q, category: search.category || undefined, withImage: true, page: search.page, perPage: GALLERY_PAGE_SIZE }),
    photoCategoriesInUse(db),
  ]);
  return { photos: page.photos.map(galleryPhoto), total: page.total, page: page.page, pageCount: page.pageCount, categories };
}

export async function homeGalleryPhotos(db: Database): Promise<PhotoTile[]> {
  return (await randomPhotos(db, HOME_GALLERY_SIZE)).map(tile);
}

/** The town's newest photos; every town's are read together, once per content version. */
export async function townPhotos(db: Database, locationId: string): Promise<PhotoTile[]> {
  const byTown = await memoized(db, "town-photos", async () => {
    const photos = await photosByTown(db, TOWN_PHOTOS);
    return new Map([...photos].map(([id, list]) => [id, list.map(tile)]));
  });
  return byTown.get(locationId) ?? [];
}
