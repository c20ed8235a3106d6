/**
 * Photos that are not for the public (docs/decisions/005-leads.md, 018-warranty-portal.md): a
 * request's, a job's, a warranty claim's. Each goes through the image pipeline as metadata-free
 * JPEG renditions, stored under its own root in the media storage (leads/, jobs/, claims/), which
 * /media refuses to serve (isPrivateMediaKey); the routes that check who may see one stream it.
 */
import { Readable } from "node:stream";
import type { MediaLimits } from "~/config/env.server";
import type { PhotoVariant, PrivatePhoto } from "~/domain/photos";
import type { PrivateMediaRoot } from "~/domain/variant-plan";
import { checkUpload, MediaError, processImage, storeImage } from "./pipeline.server";
import type { MediaStorage } from "./storage.server";

/** Files a form sent under `field`, empty file inputs left out. */
export function attachedFiles(form: FormData, field: string): File[] {
  return form.getAll(field).filter((v): v is File => typeof v !== "string" && v.size > 0);
}

/**
 * Each file through the pipeline into `root`, all checked before any is stored: a refused file
 * gives the sentence the sender reads ("back.heic: HEIC photos cannot be read here…").
 */
export async function storePrivatePhotos(
  files: File[],
  opts: { root: PrivateMediaRoot; media: MediaStorage; limits: MediaLimits; maxFileBytes: number },
): Promise<{ photos: PrivatePhoto[] } | { error: string }> {
  const limits = { ...opts.limits, maxFileBytes: Math.min(opts.limits.maxFileBytes, opts.maxFileBytes) };
  const processed = [];
  for (const file of files) {
    const bytes = Buffer.from(await file.arrayBuffer());
    try {
      const hash = checkUpload(bytes, limits);
      processed.push(await processImage(bytes, limits, hash, ["jpeg"]));
    } catch (error) {
      if (error instanceof MediaError) return { error: `${file.name || "A photo"}: ${error.message}` };
      throw error;
    }
  }
  const photos: PrivatePhoto[] = [];
  for (const image of processed) {
    photos.push({ contentHash: image.contentHash, width: image.width, height: image.height, variants: await storeImage(opts.media, image, opts.root) });
  }
  return { photos };
}

/** The widest rendition up to `want` pixels (the smallest when none is that narrow). */
export function renditionUpTo(variants: readonly PhotoVariant[], want: number): PhotoVariant {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.filter((v) => v.width <= want).at(-1) ?? sorted[0];
}

/**
 * A private photo as the answer to `request` (`?w=640` asks for a width; default 1280), never
 * cached by a browser or a proxy. 404 when the file is gone.
 */
export async function privatePhotoResponse(media: MediaStorage, variants: readonly PhotoVariant[], request: Request): Promise<Response> {
  const want = Number(new URL(request.url).searchParams.get("w")) || 1280;
  const object = variants.length ? await media.get(renditionUpTo(variants, want).key) : null;
  if (!object) return new Response("Not found.", { status: 404 });
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: { "Content-Type": object.contentType, "Content-Length": String(object.size), "Cache-Control": "private, no-store" },
  });
}

/** A private file (a certificate, a document) as a download, never cached. */
export async function privateFileResponse(media: MediaStorage, file: { key: string; contentType: string; fileName: string }): Promise<Response> {
  const object = await media.get(file.key);
  if (!object) return new Response("Not found.", { status: 404 });
  const ascii = file.fileName.replace(/[^\w.-]+/g, "-");
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="${ascii}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
