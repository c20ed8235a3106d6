import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post";
import { requireStaff } from "~/auth/guard.server";
import { PostEditor, type CloneActionResult, type SaveActionResult, type ScheduleActionResult } from "~/components/editor/post-editor";
import { aiStatusFor } from "~/domain/ai";
import { failed, fieldErrors, succeeded } from "~/domain/forms";
import { POST_MESSAGES, postInputFromForm } from "~/domain/post-input";
import { listContentVariables } from "~/models/content-variables.server";
import { getPhoto, listPhotos } from "~/models/photos.server";
import { firstLocation, listLocationSummaries } from "~/models/locations.server";
import {
  clonePostToLocations,
  createPost,
  cloneDoorwayReports,
  getPost,
  toPlaceholderLocation,
  updatePost,
} from "~/models/posts.server";
import { listRevisions, pendingAutosave } from "~/models/post-revisions.server";
import { clonesOf } from "~/models/localize.server";
import { schedulePost, unschedulePost } from "~/models/post-schedule.server";
import { formatScheduled, instantToZonedTime, parseSchedule } from "~/domain/schedule";
import { snippetDuplicates } from "~/models/seo-duplicates.server";
import { duplicateWarnings } from "~/domain/seo-duplicates";
import { businessContext, servicesContext } from "~/services.server";

const PREVIEW_VARIABLE_LIMIT = 10;
/** Thumbnails the featured-image picker shows before any search. */
const PICKER_FIRST_PAGE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db, ai } = context.get(servicesContext);
  const business = context.get(businessContext);
  const editId = new URL(request.url).searchParams.get("edit");
  let post = null;
  if (editId !== null) {
    const id = z.uuid().safeParse(editId);
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
          title: post.title,
          content: post.content,
          author: post.author,
          excerpt: post.excerpt,
          seoTitle: post.seoTitle,
          seoDescription: post.seoDescription,
          seoKeywords: post.seoKeywords,
          categories: post.categories,
          tags: post.tags,
          featuredImage: post.featuredImage,
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
    // Whether the AI controls work, or what to tell this staff member instead (issue 15).
    ai: { text: aiStatusFor(ai.availability("text"), "text", user.role), image: aiStatusFor(ai.availability("image"), "image", user.role) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, clock } = context.get(servicesContext);
  const business = context.get(businessContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const editId = new URL(request.url).searchParams.get("edit");

  if (intent === "clone") {
    const id = z.uuid().safeParse(editId);
    const locationIds = z.array(z.uuid()).max(500).safeParse(form.getAll("locationIds"));
    if (!id.success) return data<CloneActionResult>({ ...failed(POST_MESSAGES.notFound), outcomes: [] }, { status: 404 });
    if (!locationIds.success) return data<CloneActionResult>({ ...failed("Failed to clone posts"), outcomes: [] }, { status: 400 });
    if (locationIds.data.length === 0) {
      return data<CloneActionResult>({ ...failed("Please select at least one location to clone to"), outcomes: [] }, { status: 400 });
    }
    const outcomes = await clonePostToLocations(db, id.data, locationIds.data);
    if (!outcomes) return data<CloneActionResult>({ ...failed(POST_MESSAGES.notFound), outcomes: [] }, { status: 404 });
    const created = outcomes.filter((o) => o.ok);
    const refused = outcomes.filter((o) => !o.ok);
    const clones = await cloneDoorwayReports(db, created.map((o) => o.postId!));
    const messages = [
      created.length ? `Successfully cloned to ${created.length} location(s)` : null,
      refused.length ? `Failed to clone to ${refused.length} location(s)` : null,
    ].filter(Boolean);
    return data<CloneActionResult>(
      {
        ...(created.length > 0 ? succeeded(messages.join(". ")) : failed(messages.join(". "))),
        outcomes: outcomes.map((o) => ({ ...o, doorway: o.postId ? (clones[o.postId] ?? null) : null })),
      },
      { status: created.length ? 200 : 422 },
    );
  }

  if (intent === "schedule" || intent === "unschedule") {
    const id = z.uuid().safeParse(editId);
    if (!id.success) return data<ScheduleActionResult>(failed("Save the post before scheduling it."), { status: 400 });
    if (intent === "unschedule") {
      await unschedulePost(db, id.data);
      return data<ScheduleActionResult>(succeeded("The post is no longer scheduled; it stays a draft."));
    }
    const at = parseSchedule(form.get("publishAt"), business.timeZone, clock());
    if (!at.success) return data<ScheduleActionResult>(failed(at.error.issues[0].message, { errors: { publishAt: at.error.issues[0].message } }), { status: 400 });
    if (!(await schedulePost(db, id.data, at.data))) {
      return data<ScheduleActionResult>(failed("Only a saved draft can be scheduled: unpublish the post first, or restore it from the trash."), { status: 409 });
    }
    return data<ScheduleActionResult>(succeeded(`Scheduled to be published ${formatScheduled(at.data, business.timeZone)}.`));
  }

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

  if (editId !== null) {
    const id = z.uuid().safeParse(editId);
    const baseVersion = z.coerce.number().int().positive().safeParse(form.get("baseVersion"));
    // "Save anyway" after a conflict sends no base version: the writer chose to overwrite.
    const outcome = id.success ? await updatePost(db, id.data, parsed.data, { by: user, baseVersion: baseVersion.success ? baseVersion.data : null }) : null;
    if (!outcome || (!outcome.ok && outcome.reason === "missing")) return data<SaveActionResult>(failed(POST_MESSAGES.notFound, { errors: {} }), { status: 404 });
    if (!outcome.ok) {
      const who = outcome.savedBy ?? "Another staff member";
      return data<SaveActionResult>(
        { ...failed(`${who} saved this post at ${formatScheduled(outcome.savedAt, business.timeZone)}, after you opened it. Your text was not saved: compare it with theirs under Revisions, or save anyway to replace theirs.`), conflict: true },
        { status: 409 },
      );
    }
    const updated = outcome.post;
    const warnings = duplicateWarnings(await snippetDuplicates(db, updated));
    return data<SaveActionResult>({ ...succeeded(POST_MESSAGES.updated), mode: "update", id: updated.id, slug: updated.slug, version: updated.version, warnings });
  }
  const created = await createPost(db, parsed.data, user);
  const warnings = duplicateWarnings(await snippetDuplicates(db, created));
  return data<SaveActionResult>({ ...succeeded(POST_MESSAGES.created), mode: "create", id: created.id, slug: created.slug, version: created.version, warnings });
}

export default function CreatePost({ loaderData }: Route.ComponentProps) {
  return <PostEditor key={loaderData.post?.id ?? "new"} {...loaderData} />;
}
