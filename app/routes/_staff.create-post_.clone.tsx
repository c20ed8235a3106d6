import { data } from "react-router";
import { idSchema } from "~/domain/input-rules";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post_.clone";
import { requireStaff } from "~/auth/guard.server";
import { POST_MESSAGES } from "~/domain/post-input";
import { CLONE_REQUEST_LIMIT, cloneSummary, type ClonePreview, type CloneResult, type SavedPost } from "~/domain/staff-posts";
import { MAX_CONTENT_LENGTH } from "~/domain/post-input";
import { plannedClonesSummary } from "~/domain/publishing";
import { getPost } from "~/models/posts/posts.server";
import { saveScreen, savedPost } from "~/editor/post-actions.server";
import { clonePostToLocations } from "~/models/posts/clone.server";
import { cloneDoorwayReports, plannedCloneReports } from "~/models/posts/doorway.server";
import { publishValues } from "~/models/posts/posts.server";
import { businessContext, servicesContext } from "~/context.server";

const cloneRequest = z.object({
  postId: idSchema(POST_MESSAGES.notFound),
  locationIds: z
    .array(idSchema("One of the selected towns is not a town we know: reload the page and select again."))
    .min(1, "Please select at least one location to clone to")
    .max(CLONE_REQUEST_LIMIT, `Clone to at most ${CLONE_REQUEST_LIMIT} towns per request; the editor sends longer selections in batches.`),
});

const previewRequest = z.object({
  postId: idSchema(POST_MESSAGES.notFound),
  content: z.string().max(MAX_CONTENT_LENGTH, POST_MESSAGES.contentTooLong),
  locationIds: z
    .array(idSchema("One of the selected towns is not a town we know: reload the page and select again."))
    .max(CLONE_REQUEST_LIMIT, `Preview at most ${CLONE_REQUEST_LIMIT} towns at a time.`),
});

/**
 * POST intent=preview&postId=…&content=…&locationIds=…: how alike clones of the editor's text to
 * these towns would read, by the publish check's measure; nothing is written.
 *
 * POST postId=…&locationIds=…: clones the post to these towns (spec §2.11, decisions point 7) and
 * answers JSON with one outcome per town and its doorway figure. The editor's clone panel sends a
 * long selection in batches (docs/decisions/013-publishing.md); every refusal names its reason.
 * A request carrying the editor's text (its first batch, when the text is not saved) saves it
 * first, as the editor's Save does, so the clones are what the writer sees.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const services = context.get(servicesContext);
  const { db } = services;
  const business = context.get(businessContext);
  const form = await request.formData();
  if (form.get("intent") === "preview") {
    // How alike clones of the text on the screen would read; nothing is written.
    const parsed = previewRequest.safeParse({ postId: form.get("postId"), content: form.get("content") ?? "", locationIds: form.getAll("locationIds") });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return data<ClonePreview>({ ok: false, message: issue.message, planned: [] }, { status: issue.path[0] === "postId" ? 404 : 400 });
    }
    const post = await getPost(db, parsed.data.postId);
    if (!post || post.deletedAt) return data<ClonePreview>({ ok: false, message: POST_MESSAGES.notFound, planned: [] }, { status: 404 });
    const planned = await plannedCloneReports(db, { id: post.id, content: parsed.data.content }, parsed.data.locationIds);
    return data<ClonePreview>({ ok: true, message: plannedClonesSummary(planned, parsed.data.locationIds.length), planned });
  }
  const parsed = cloneRequest.safeParse({ postId: form.get("postId"), locationIds: form.getAll("locationIds") });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const status = issue.path[0] === "postId" ? 404 : 400;
    return data<CloneResult>({ ok: false, message: issue.path[0] === "postId" || issue.code === "too_small" ? issue.message : `Failed to clone posts: ${issue.message}`, outcomes: [] }, { status });
  }
  // The editor's text, when it was not saved yet: saved first, so the clones are what the writer sees.
  let saved: SavedPost | undefined;
  if (form.has("title")) {
    const written = await saveScreen({ services, business, user, form, editId: parsed.data.postId }, "save");
    if (!written.ok) {
      const refusal = written.answer.data;
      return data<CloneResult>({ ok: false, message: `Not cloned: ${refusal.message}`, outcomes: [] }, { status: written.answer.init?.status ?? 400 });
    }
    saved = savedPost(written.post);
  }
  const outcomes = await clonePostToLocations(db, parsed.data.postId, parsed.data.locationIds, await publishValues(db, business));
  if (!outcomes) return data<CloneResult>({ ok: false, message: POST_MESSAGES.notFound, outcomes: [] }, { status: 404 });
  const created = outcomes.filter((o) => o.ok);
  const reports = await cloneDoorwayReports(db, created.map((o) => o.postId!));
  return data<CloneResult>(
    {
      ok: created.length > 0,
      message: cloneSummary(outcomes),
      outcomes: outcomes.map((o) => ({ ...o, doorway: o.postId ? (reports[o.postId] ?? null) : null })),
      saved,
    },
    { status: created.length ? 200 : 422 },
  );
}
