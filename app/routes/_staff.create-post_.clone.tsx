import { data } from "react-router";
import { idSchema } from "~/domain/input-rules";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post_.clone";
import { requireStaff } from "~/auth/guard.server";
import { POST_MESSAGES } from "~/domain/post-input";
import { CLONE_REQUEST_LIMIT, cloneSummary, type CloneResult, type SavedPost } from "~/domain/staff-posts";
import { saveScreen, savedPost } from "~/editor/post-actions.server";
import { clonePostToLocations } from "~/models/posts/clone.server";
import { cloneDoorwayReports } from "~/models/posts/doorway.server";
import { publishValues } from "~/models/posts/posts.server";
import { businessContext, servicesContext } from "~/context.server";

const cloneRequest = z.object({
  postId: idSchema(POST_MESSAGES.notFound),
  locationIds: z
    .array(idSchema("One of the selected towns is not a town we know: reload the page and select again."))
    .min(1, "Please select at least one location to clone to")
    .max(CLONE_REQUEST_LIMIT, `Clone to at most ${CLONE_REQUEST_LIMIT} towns per request; the editor sends longer selections in batches.`),
});

/**
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
