import { data } from "react-router";
import type { Route } from "./+types/_staff.create-post";
import { requireStaff } from "~/auth/guard.server";
import { PostEditor } from "~/components/editor/post-editor";
import { save, schedule, unschedule, type EditorSubmission } from "~/editor/post-actions.server";
import { aiStatusFor } from "~/domain/ai";
import { failed, type ActionResult } from "~/domain/forms";
import { idSchema } from "~/domain/input-rules";
import { toPlaceholderLocation } from "~/domain/placeholders";
import { instantToZonedTime } from "~/domain/schedule";
import { listContentVariables } from "~/models/content-variables.server";
import { clonesOf } from "~/models/localize.server";
import { firstLocation, listLocationSummaries } from "~/models/locations.server";
import { listTownGroups } from "~/models/town-groups.server";
import { staffedOffices } from "~/domain/business";
import { getPhoto, listPhotos } from "~/models/photos.server";
import { listRevisions, pendingAutosave, revisionFieldsOf } from "~/models/post-revisions.server";
import { getPost } from "~/models/posts/posts.server";
import { postFigures } from "~/models/analytics.server";
import { officeToday } from "~/domain/calendar-days";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { OFFICE_TIME_ZONE, officeTime } from "~/domain/office-time";

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
  const { db, ai, clock } = context.get(servicesContext);
  const editId = new URL(request.url).searchParams.get("edit");
  let post = null;
  if (editId !== null) {
    const id = idSchema().safeParse(editId);
    post = id.success ? await getPost(db, id.data) : null;
    if (!post) throw data({ error: "That post does not exist. It may have been deleted." }, { status: 404 });
    if (post.deletedAt) throw data({ error: "That post is in the trash. Restore it from Posts → Trash to edit it." }, { status: 404 });
  }
  const [variables, location, photos, locations, featuredPhoto, revisions, autosaved, townGroups] = await Promise.all([
    listContentVariables(db),
    firstLocation(db),
    listPhotos(db, { perPage: PICKER_FIRST_PAGE }),
    // The clone panel's towns, and Write with AI's.
    listLocationSummaries(db),
    post?.featuredPhotoId ? getPhoto(db, post.featuredPhotoId) : Promise.resolve(null),
    post ? listRevisions(db, post.id) : Promise.resolve([]),
    post ? pendingAutosave(db, post.id, post.version) : Promise.resolve(null),
    listTownGroups(db),
  ]);
  // The clone panel offers the AI localization for a post's existing clones.
  const clones = post ? await clonesOf(db, post.id) : [];
  const figures = post ? ((await postFigures(db, officeToday(clock(), OFFICE_TIME_ZONE), [post.id])).get(post.id) ?? null) : null;
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
          scheduledAt: post.scheduledAt ? instantToZonedTime(post.scheduledAt, OFFICE_TIME_ZONE) : null,
          scheduledLabel: post.scheduledAt ? officeTime(post.scheduledAt, "scheduled") : null,
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
    // The clone panel chooses towns by office, distance and saved group too.
    townArea: { offices: staffedOffices(context.get(businessContext)).map(({ id, name, city, latitude, longitude }) => ({ id, name, city, latitude, longitude })), groups: townGroups },
    today: new Date().toISOString(),
    isOwner: user.role === "owner",
    userId: user.id,
    figures,
    // Whether the AI controls work, or what to tell this staff member instead.
    ai: { text: aiStatusFor(ai.availability("text"), "text", user.role), image: aiStatusFor(ai.availability("image"), "image", user.role) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission: EditorSubmission = {
    user: requireStaff(context),
    services: context.get(servicesContext),
    business: context.get(businessContext),
    form: await request.formData(),
    editId: new URL(request.url).searchParams.get("edit"),
  };
  // A form sent without a button's intent (Enter in a field, no JavaScript) is a save.
  const intent = submission.form.get("intent") ?? "save";
  switch (intent) {
    case "schedule":
      return schedule(submission);
    case "unschedule":
      return unschedule(submission);
    case "save":
    case "publish":
    case "unpublish":
      return save(submission, intent);
    default:
      return data<ActionResult>(failed("Unknown action."), { status: 400 });
  }
}

export default function CreatePost({ loaderData }: Route.ComponentProps) {
  return <PostEditor key={loaderData.post?.id ?? "new"} {...loaderData} />;
}
