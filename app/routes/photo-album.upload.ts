import type { Route } from "./+types/photo-album.upload";
import { requireStaff } from "~/auth/guard.server";
import { failed, parseForm, type ActionResult } from "~/domain/forms";
import { toActionResult } from "~/domain/outcome";
import { photoDetailsSchema } from "~/domain/photo-form";
import type { UploadResponse } from "~/domain/photos";
import { uploadPhoto } from "~/media/photos.server";
import { servicesContext } from "~/context.server";

/** Plain JSON: the bulk upload reads it from XMLHttpRequest, the single-upload dialog through a fetcher. */
function reply(status: number, result: ActionResult, outcome: UploadResponse["outcome"], photoId?: string) {
  return Response.json({ ...result, outcome, photoId } satisfies UploadResponse, { status });
}

/**
 * POST /photo-album/upload: one photo per request (multipart: `file` plus the photo's details), so
 * a bulk upload stores each file as it finishes. 201 stored, 409 already in the album, 413/415/422
 * refused with the reason, 400 bad details. The server's `upload` body limit applies to this path.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db, media, env } = context.get(servicesContext);
  const form = await request.formData();
  const file = form.get("file");
  if (!(file instanceof File)) return reply(400, failed("Choose a photo to upload."), "refused");
  const details = parseForm(photoDetailsSchema, form);
  if (!details.ok) {
    return reply(400, failed("Check the photo's details.", { errors: details.errors, values: details.values }), "refused");
  }
  try {
    const bytes = Buffer.from(await file.arrayBuffer());
    const result = await uploadPhoto({ db, media, limits: env.media }, { bytes, name: file.name }, details.data);
    if (!result.ok) return reply(result.status, toActionResult(result), "refused");
    if (result.value.created) return reply(201, toActionResult(result), "stored", result.value.photo.id);
    // Nothing new was stored, but nothing is wrong either: an information, not an error.
    return reply(409, { ok: false, tone: "info", message: result.message ?? "" }, "duplicate", result.value.photo.id);
  } catch (error) {
    console.error(`[photos] upload of ${JSON.stringify(file.name)} by ${staff.email} failed:`, error);
    return reply(503, failed("The photo could not be stored. Please try again."), "refused");
  }
}
