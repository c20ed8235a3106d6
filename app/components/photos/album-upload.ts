import type { PickerResponse } from "~/domain/featured-photo";
import { PHOTO_UPLOAD_PATH, type Photo, type UploadResponse } from "~/domain/photos";

/** The editor's photo look-ups (app/routes/_staff.create-post_.photos.tsx). */
export const EDITOR_PHOTOS_URL = "/create-post/photos";

export type AlbumUpload = { ok: true; photo: Photo; duplicate: boolean; message: string } | { ok: false; message: string };

/**
 * One file from the editor into the album through the album's own upload endpoint (the server
 * decodes it, strips its metadata and makes the variants), then the stored photo as the album
 * has it. A photo already in the album is no failure: that photo is the answer.
 */
export async function uploadToAlbum(file: File): Promise<AlbumUpload> {
  const body = new FormData();
  body.set("file", file);
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
