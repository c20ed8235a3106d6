import type { PickerResponse } from "~/domain/featured-photo";
import { PHOTO_UPLOAD_PATH, type Photo, type UploadResponse } from "~/domain/photos";

/** The editor's photo look-ups (app/routes/_staff.create-post_.photos.tsx). */
export const EDITOR_PHOTOS_URL = "/create-post/photos";

export type AlbumUpload = { ok: true; photo: Photo; duplicate: boolean; message: string } | { ok: false; message: string };

/** How a photo added from a post is filed in the album. */
export interface PostPhotoDetails {
  /** The alt text written for it: also its name in the album (a file name such as "IMG_2231.jpg" says nothing). */
  alt?: string;
  /** Shown on /gallery as a project photo: only when staff say so (a post's photo is not always a project). */
  showInGallery: boolean;
}

/** The album's name for a photo: its alt text, cut to the album's 120 characters at a word. */
export function titleFromAlt(alt: string): string {
  const text = alt.trim().replace(/\s+/g, " ");
  if (text.length <= 120) return text;
  const cut = text.slice(0, 120);
  return cut.slice(0, cut.lastIndexOf(" ") > 60 ? cut.lastIndexOf(" ") : 120).trimEnd();
}

/**
 * One file from the editor into the album through the album's own upload endpoint (the server
 * decodes it, strips its metadata and makes the variants), then the stored photo as the album
 * has it. A photo already in the album is no failure: that photo is the answer (its name, alt text
 * and gallery choice stay as the album has them).
 */
export async function uploadToAlbum(file: File, details: PostPhotoDetails): Promise<AlbumUpload> {
  const body = new FormData();
  body.set("file", file);
  body.set("showInGallery", details.showInGallery ? "on" : "off");
  if (details.alt?.trim()) {
    body.set("altTag", details.alt.trim());
    body.set("title", titleFromAlt(details.alt));
  }
  try {
    const res = await fetch(PHOTO_UPLOAD_PATH, { method: "POST", body, headers: { Accept: "application/json" } });
    const json = (await res.json().catch(() => null)) as UploadResponse | null;
    if (!json?.photoId) return { ok: false, message: json?.message ?? `The upload failed (${res.status}).` };
    const found = (await (await fetch(`${EDITOR_PHOTOS_URL}?${new URLSearchParams({ id: json.photoId })}`)).json()) as PickerResponse;
    const photo = found.mode === "search" ? found.photos[0] : undefined;
    if (!photo) return { ok: false, message: "The photo was stored but could not be loaded: search the album for it." };
    return { ok: true, photo, duplicate: json.outcome === "duplicate", message: json.message ?? "" };
  } catch (err) {
    console.error(`Upload of ${JSON.stringify(file.name)} to the album failed`, err);
    return { ok: false, message: "The upload failed: check the connection and try again." };
  }
}
