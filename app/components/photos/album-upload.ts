import type { PickerResponse } from "~/domain/featured-photo";
import { failed, type ActionResult } from "~/domain/forms";
import { PHOTO_UPLOAD_PATH, titleFromAlt, type Photo, type UploadResponse } from "~/domain/photos";

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

/**
 * A photo this post's upload just stored, described once its alt text is written: named by it in the
 * album, and in the public gallery only when `showInGallery` (app/routes/_staff.create-post_.photos.tsx).
 */
export async function describeUploadedPhoto(photoId: string, details: Required<PostPhotoDetails>): Promise<ActionResult> {
  const body = new FormData();
  body.set("id", photoId);
  body.set("alt", details.alt);
  if (details.showInGallery) body.set("showInGallery", "on");
  try {
    const res = await fetch(EDITOR_PHOTOS_URL, { method: "POST", body, headers: { Accept: "application/json" } });
    return ((await res.json().catch(() => null)) as ActionResult | null) ?? failed(`The photo's description was not saved (${res.status}).`);
  } catch (err) {
    console.error(`Describing photo ${photoId} in the album failed`, err);
    return failed("The photo's description was not saved: check the connection.");
  }
}
