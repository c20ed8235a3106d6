/**
 * The post editor's form intents (docs/decisions/007-editor.md, 013-publishing.md), one function
 * each: save, publish and unpublish write the post through the publish guard and the doorway
 * check; schedule saves the text sent and sets the moment the scheduler publishes it, unschedule
 * clears the moment. Every intent answers the one SaveActionResult.
 * Each answers the editor's result with its HTTP status; app/routes/_staff.create-post.tsx reads
 * the form and picks the function.
 */
import { data } from "react-router";
import { z } from "zod";
import type { StaffUser } from "~/auth/staff-user";
import type { BusinessSnapshot } from "~/domain/business";
import type { BlogPost } from "~/db/schema";
import { failed, fieldErrors, succeeded } from "~/domain/forms";
import { idSchema } from "~/domain/input-rules";
import { POST_MESSAGES, postInputFromForm } from "~/domain/post-input";
import { doorwayHeldMessage } from "~/domain/publishing";
import { parseSchedule, scheduledMessage } from "~/domain/schedule";
import { duplicateWarnings } from "~/domain/seo-duplicates";
import { publicPostPath } from "~/domain/slugs";
import type { SaveActionResult, SavedPost } from "~/domain/staff-posts";
import { getPhoto } from "~/models/photos.server";
import { schedulePost, unschedulePost } from "~/models/post-schedule.server";
import { saveFromEditor } from "~/models/posts/save.server";
import { snippetDuplicates } from "~/models/seo-duplicates.server";
import { notifyIndexNow } from "~/seo/indexnow.server";
import type { AppServices } from "~/context.server";
import { OFFICE_TIME_ZONE, officeTime } from "~/domain/office-time";

/** One submission of the editor's form: who sent it, the fields, and the post it edits (`?edit=`; null for a new post). */
export interface EditorSubmission {
  services: Pick<AppServices, "db" | "clock" | "env">;
  business: BusinessSnapshot;
  user: StaffUser;
  form: FormData;
  editId: string | null;
}

export type SaveIntent = "save" | "publish" | "unpublish";

export async function unschedule({ services, editId }: EditorSubmission) {
  const id = idSchema().safeParse(editId);
  if (!id.success) return data<SaveActionResult>(failed("Save the post before scheduling it."), { status: 400 });
  await unschedulePost(services.db, id.data);
  return data<SaveActionResult>({ ...succeeded("The post is no longer scheduled; it stays a draft."), warnings: [] });
}

export async function schedule(submission: EditorSubmission) {
  const { services, user, form, editId } = submission;
  const id = idSchema().safeParse(editId);
  if (!id.success) return data<SaveActionResult>(failed("Save the post before scheduling it."), { status: 400 });
  const at = parseSchedule(form.get("publishAt"), OFFICE_TIME_ZONE, services.clock());
  if (!at.success) return data<SaveActionResult>(failed(at.error.issues[0].message, { errors: { publishAt: at.error.issues[0].message } }), { status: 400 });
  // The text on the screen is what will be published: saved first, with the moment (one request).
  const written = await saveScreen(submission, "save");
  if (!written.ok) return written.answer;
  const scheduled = await schedulePost(services.db, id.data, at.data, { by: user, confirmDoorway: form.get("confirmDoorway") === "on" });
  const saved = savedPost(written.post);
  if (!scheduled.ok && scheduled.reason === "doorway") {
    return data<SaveActionResult>(
      { ...failed(doorwayHeldMessage(scheduled.held, scheduled.hold).replace("Not published", "Not scheduled")), saved, doorway: { held: scheduled.held, hold: scheduled.hold } },
      { status: scheduled.hold === "confirm" ? 409 : 403 },
    );
  }
  if (!scheduled.ok) {
    return data<SaveActionResult>({ ...failed("Only a saved draft can be scheduled: switch the post to draft first, or restore it from the trash."), saved }, { status: 409 });
  }
  return data<SaveActionResult>({ ...succeeded(scheduledMessage(at.data)), saved, warnings: [] });
}

/**
 * Writes the fields a submission carries through the editor's save (publish guard, doorway check,
 * the version the writer saw): the post as saved, or the answer that refuses it.
 */
export async function saveScreen(
  { services, business, user, form, editId }: EditorSubmission,
  intent: SaveIntent,
): Promise<{ ok: true; post: BlogPost; created: boolean; notPublished: string | null } | { ok: false; answer: ReturnType<typeof data<SaveActionResult>> }> {
  const { db } = services;
  const refuse = (result: SaveActionResult, status: number) => ({ ok: false as const, answer: data<SaveActionResult>(result, { status }) });
  const parsed = postInputFromForm(form);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const message = errors.title === POST_MESSAGES.required || errors.content === POST_MESSAGES.required
      ? POST_MESSAGES.required
      : Object.values(errors)[0] ?? POST_MESSAGES.saveFailed;
    return refuse(failed(message, { errors }), 400);
  }
  if (parsed.data.featuredPhotoId && !(await getPhoto(db, parsed.data.featuredPhotoId))) {
    return refuse(failed(POST_MESSAGES.photoMissing, { errors: { featuredPhotoId: POST_MESSAGES.photoMissing } }), 400);
  }
  const id = editId === null ? null : idSchema().safeParse(editId);
  if (id && !id.success) return refuse(failed(POST_MESSAGES.notFound, { errors: {} }), 404);
  const baseVersion = z.coerce.number().int().positive().safeParse(form.get("baseVersion"));
  const baseStatus = z.enum(["draft", "published"]).safeParse(form.get("baseStatus"));
  const outcome = await saveFromEditor(db, {
    id: id?.data ?? null,
    input: parsed.data,
    intent,
    by: user,
    business,
    // "Save anyway" after a conflict sends no base version: the writer chose to overwrite.
    baseVersion: baseVersion.success ? baseVersion.data : null,
    baseStatus: baseStatus.success ? baseStatus.data : null,
    confirmDoorway: form.get("confirmDoorway") === "on",
  });
  switch (outcome.kind) {
    case "missing":
      return refuse(failed(POST_MESSAGES.notFound, { errors: {} }), 404);
    case "conflict": {
      const who = outcome.savedBy ?? "Another staff member";
      return refuse(
        { ...failed(`${who} saved this post at ${officeTime(outcome.savedAt, "scheduled")}, after you opened it. Your text was not saved: compare it with theirs under Revisions, or save anyway to replace theirs.`), conflict: true },
        409,
      );
    }
    case "status-changed": {
      const who = outcome.by ?? "Another staff member";
      const what = outcome.status === "published" ? "published this post" : "switched this post to draft";
      return refuse(
        { ...failed(`${who} ${what} after you opened it. Your text was not saved: reload to see the post as it is now, or save anyway to keep your text ${outcome.status === "published" ? "on the live page" : "as a draft"}.`), conflict: true },
        409,
      );
    }
    case "blocked":
      return refuse(failed(`${POST_MESSAGES.stillLive} ${outcome.message}.`), 422);
    case "doorway":
      return refuse({ ...failed(doorwayHeldMessage(outcome.held, outcome.hold)), doorway: { held: outcome.held, hold: outcome.hold } }, outcome.hold === "confirm" ? 409 : 403);
  }
  return { ok: true, post: outcome.post, created: outcome.created, notPublished: outcome.notPublished };
}

export async function save(submission: EditorSubmission, intent: SaveIntent) {
  const { db, env } = submission.services;
  const written = await saveScreen(submission, intent);
  if (!written.ok) return written.answer;
  if (written.notPublished) {
    // Saved as a draft; publishing was refused. The editor stays on the saved post and says why.
    return data<SaveActionResult>(
      { ...failed(`${POST_MESSAGES.savedNotPublished} ${written.notPublished.replace(/\.$/, "")}.`), saved: savedPost(written.post) },
      { status: 422 },
    );
  }
  const warnings = duplicateWarnings(await snippetDuplicates(db, written.post));
  // A page that appeared, changed or went away: tell IndexNow, when configured.
  if (written.post.status === "published" || intent === "unpublish") await notifyIndexNow(env, [publicPostPath(written.post.slug)]);
  return data<SaveActionResult>({ ...succeeded(saveMessage(intent, written)), saved: savedPost(written.post), warnings });
}

/** What the editor learns of the post it saved. */
export function savedPost(post: BlogPost): SavedPost {
  return { id: post.id, slug: post.slug, version: post.version, status: post.status };
}

function saveMessage(intent: SaveIntent, outcome: { created: boolean; post: BlogPost }): string {
  if (intent === "publish") return POST_MESSAGES.published;
  if (intent === "unpublish") return POST_MESSAGES.switchedToDraft;
  if (outcome.post.status === "published") return POST_MESSAGES.updatedLive;
  return outcome.created ? POST_MESSAGES.created : POST_MESSAGES.updated;
}
