import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post";
import { requireStaff } from "~/auth/guard.server";
import { PostEditor, type SaveActionResult, type SavedPost } from "~/components/editor/post-editor";
import type { ScheduleActionResult } from "~/components/editor/schedule-panel";
import type { BlogPost } from "~/db/schema";
import { doorwayHeldMessage } from "~/domain/publishing";
import { publicPostPath } from "~/domain/slugs";
import { notifyIndexNow } from "~/seo/indexnow.server";
import { aiStatusFor } from "~/domain/ai";
import { failed, fieldErrors, succeeded } from "~/domain/forms";
import { POST_MESSAGES, postInputFromForm } from "~/domain/post-input";
import { listContentVariables } from "~/models/content-variables.server";
import { getPhoto, listPhotos } from "~/models/photos.server";
import { firstLocation, listLocationSummaries } from "~/models/locations.server";
import {
  getPost,
  saveFromEditor,
  toPlaceholderLocation,
} from "~/models/posts.server";
import { listRevisions, pendingAutosave, revisionFieldsOf } from "~/models/post-revisions.server";
import { clonesOf } from "~/models/localize.server";
import { schedulePost, unschedulePost } from "~/models/post-schedule.server";
import { formatScheduled, instantToZonedTime, parseSchedule } from "~/domain/schedule";
import { snippetDuplicates } from "~/models/seo-duplicates.server";
import { duplicateWarnings } from "~/domain/seo-duplicates";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/services.server";
import { idSchema } from "~/domain/input-rules";

const PREVIEW_VARIABLE_LIMIT = 10;
/** Thumbnails the featured-image picker shows before any search. */
const PICKER_FIRST_PAGE = 24;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const post = loaderData?.post;
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: post ? `Edit “${post.title}”` : "Create New Blog Post",
    description: "Write a blog post, clone it to towns and publish it.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db, ai } = context.get(servicesContext);
  const business = context.get(businessContext);
  const editId = new URL(request.url).searchParams.get("edit");
  let post = null;
  if (editId !== null) {
    const id = idSchema().safeParse(editId);
    post = id.success ? await getPost(db, id.data) : null;
    if (!post) throw data({ error: "That post does not exist. It may have been deleted." }, { status: 404 });
    if (post.deletedAt) throw data({ error: "That post is in the trash. Restore it from Posts → Trash to edit it." }, { status: 404 });
  }
  const [variables, location, photos, locations, featuredPhoto, revisions, autosaved] = await Promise.all([
    listContentVariables(db),
    firstLocation(db),
    listPhotos(db, { perPage: PICKER_FIRST_PAGE }),
    // The clone panel's towns, and Write with AI's.
    listLocationSummaries(db),
    post?.featuredPhotoId ? getPhoto(db, post.featuredPhotoId) : Promise.resolve(null),
    post ? listRevisions(db, post.id) : Promise.resolve([]),
    post ? pendingAutosave(db, post.id, post.version) : Promise.resolve(null),
  ]);
  // The clone panel offers the AI localization for a post's existing clones.
  const clones = post ? await clonesOf(db, post.id) : [];
  return {
    post: post
      ? {
          id: post.id,
          // The post's text as its history keeps it (one list of a post's fields).
          ...revisionFieldsOf(post),
          featuredPhoto,
          locationId: post.locationId,
          slug: post.slug,
          status: post.status,
          version: post.version,
          scheduledAt: post.scheduledAt ? instantToZonedTime(post.scheduledAt, business.timeZone) : null,
          scheduledLabel: post.scheduledAt ? formatScheduled(post.scheduledAt, business.timeZone) : null,
          scheduleBlocked: post.scheduleBlocked,
        }
      : null,
    revisions: revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    // Unsaved work autosaved after the last save: the writer's own comes back, someone else's is announced.
    autosaved: autosaved
      ? { id: autosaved.id, authorEmail: autosaved.authorEmail, mine: autosaved.authorEmail === user.email, createdAt: autosaved.createdAt.toISOString(), fields: autosaved.fields }
      : null,
    // The publish guard knows every library variable, so the live list of unknown placeholders must too.
    variableNames: variables.map((v) => v.name),
    variables: variables.slice(0, PREVIEW_VARIABLE_LIMIT).map((v) => ({ name: v.name, value: v.value, syntax: v.syntax })),
    previewLocation: location ? toPlaceholderLocation(location) : null,
    photos: photos.photos,
    clones,
    locations,
    today: new Date().toISOString(),
    isOwner: user.role === "owner",
    userId: user.id,
    // Whether the AI controls work, or what to tell this staff member instead.
    ai: { text: aiStatusFor(ai.availability("text"), "text", user.role), image: aiStatusFor(ai.availability("image"), "image", user.role) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, clock, env } = context.get(servicesContext);
  const business = context.get(businessContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const editId = new URL(request.url).searchParams.get("edit");

  if (intent === "schedule" || intent === "unschedule") {
    const id = idSchema().safeParse(editId);
    if (!id.success) return data<ScheduleActionResult>(failed("Save the post before scheduling it."), { status: 400 });
    if (intent === "unschedule") {
      await unschedulePost(db, id.data);
      return data<ScheduleActionResult>(succeeded("The post is no longer scheduled; it stays a draft."));
    }
    const at = parseSchedule(form.get("publishAt"), business.timeZone, clock());
    if (!at.success) return data<ScheduleActionResult>(failed(at.error.issues[0].message, { errors: { publishAt: at.error.issues[0].message } }), { status: 400 });
    const scheduled = await schedulePost(db, id.data, at.data, { by: user, confirmDoorway: form.get("confirmDoorway") === "on" });
    if (!scheduled.ok && scheduled.reason === "doorway") {
      return data<ScheduleActionResult>(
        { ...failed(doorwayHeldMessage(scheduled.held, scheduled.hold).replace("Not published", "Not scheduled")), doorway: { held: scheduled.held, hold: scheduled.hold } },
        { status: scheduled.hold === "confirm" ? 409 : 403 },
      );
    }
    if (!scheduled.ok) {
      return data<ScheduleActionResult>(failed("Only a saved draft can be scheduled: switch the post to draft first, or restore it from the trash."), { status: 409 });
    }
    return data<ScheduleActionResult>(succeeded(`Scheduled to be published ${formatScheduled(at.data, business.timeZone)}.`));
  }

  // A form sent without a button's intent (Enter in a field, no JavaScript) is a save.
  const editorIntent = intent ?? "save";
  if (editorIntent !== "save" && editorIntent !== "publish" && editorIntent !== "unpublish") return data<SaveActionResult>(failed("Unknown action."), { status: 400 });
  const parsed = postInputFromForm(form);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const message = errors.title === POST_MESSAGES.required || errors.content === POST_MESSAGES.required
      ? POST_MESSAGES.required
      : Object.values(errors)[0] ?? POST_MESSAGES.saveFailed;
    return data<SaveActionResult>(failed(message, { errors }), { status: 400 });
  }

  if (parsed.data.featuredPhotoId && !(await getPhoto(db, parsed.data.featuredPhotoId))) {
    return data<SaveActionResult>(failed(POST_MESSAGES.photoMissing, { errors: { featuredPhotoId: POST_MESSAGES.photoMissing } }), { status: 400 });
  }

  const id = editId === null ? null : idSchema().safeParse(editId);
  if (id && !id.success) return data<SaveActionResult>(failed(POST_MESSAGES.notFound, { errors: {} }), { status: 404 });
  const baseVersion = z.coerce.number().int().positive().safeParse(form.get("baseVersion"));
  const baseStatus = z.enum(["draft", "published"]).safeParse(form.get("baseStatus"));
  const outcome = await saveFromEditor(db, {
    id: id?.data ?? null,
    input: parsed.data,
    intent: editorIntent,
    by: user,
    business,
    // "Save anyway" after a conflict sends no base version: the writer chose to overwrite.
    baseVersion: baseVersion.success ? baseVersion.data : null,
    baseStatus: baseStatus.success ? baseStatus.data : null,
    confirmDoorway: form.get("confirmDoorway") === "on",
  });
  switch (outcome.kind) {
    case "missing":
      return data<SaveActionResult>(failed(POST_MESSAGES.notFound, { errors: {} }), { status: 404 });
    case "conflict": {
      const who = outcome.savedBy ?? "Another staff member";
      return data<SaveActionResult>(
        { ...failed(`${who} saved this post at ${formatScheduled(outcome.savedAt, business.timeZone)}, after you opened it. Your text was not saved: compare it with theirs under Revisions, or save anyway to replace theirs.`), conflict: true },
        { status: 409 },
      );
    }
    case "status-changed": {
      const who = outcome.by ?? "Another staff member";
      const what = outcome.status === "published" ? "published this post" : "switched this post to draft";
      return data<SaveActionResult>(
        { ...failed(`${who} ${what} after you opened it. Your text was not saved: reload to see the post as it is now, or save anyway to keep your text ${outcome.status === "published" ? "on the live page" : "as a draft"}.`), conflict: true },
        { status: 409 },
      );
    }
    case "blocked":
      return data<SaveActionResult>(failed(`${POST_MESSAGES.stillLive} ${outcome.message}.`), { status: 422 });
    case "doorway":
      return data<SaveActionResult>({ ...failed(doorwayHeldMessage(outcome.held, outcome.hold)), doorway: { held: outcome.held, hold: outcome.hold } }, { status: outcome.hold === "confirm" ? 409 : 403 });
  }
  if (outcome.notPublished) {
    // Saved as a draft; publishing was refused. The editor stays on the saved post and says why.
    return data<SaveActionResult>(
      { ...failed(`${POST_MESSAGES.savedNotPublished} ${outcome.notPublished.replace(/\.$/, "")}.`), saved: savedPost(outcome.post) },
      { status: 422 },
    );
  }
  const warnings = duplicateWarnings(await snippetDuplicates(db, outcome.post));
  // A page that appeared, changed or went away: tell IndexNow, when configured.
  if (outcome.post.status === "published" || editorIntent === "unpublish") await notifyIndexNow(env, [publicPostPath(outcome.post.slug)]);
  return data<SaveActionResult>({ ...succeeded(saveMessage(editorIntent, outcome)), saved: savedPost(outcome.post), warnings });
}

/** What the editor learns of the post it saved. */
function savedPost(post: BlogPost): SavedPost {
  return { id: post.id, slug: post.slug, version: post.version, status: post.status };
}

function saveMessage(intent: "save" | "publish" | "unpublish", outcome: { created: boolean; post: BlogPost }): string {
  if (intent === "publish") return POST_MESSAGES.published;
  if (intent === "unpublish") return POST_MESSAGES.switchedToDraft;
  if (outcome.post.status === "published") return POST_MESSAGES.updatedLive;
  return outcome.created ? POST_MESSAGES.created : POST_MESSAGES.updated;
}

export default function CreatePost({ loaderData }: Route.ComponentProps) {
  return <PostEditor key={loaderData.post?.id ?? "new"} {...loaderData} />;
}
