import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post";
import { requireStaff } from "~/auth/guard.server";
import { PostEditor, type CloneActionResult, type SaveActionResult } from "~/components/editor/post-editor";
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
import { snippetDuplicates } from "~/models/seo-duplicates.server";
import { duplicateWarnings } from "~/domain/seo-duplicates";
import { servicesContext } from "~/services.server";

const PREVIEW_VARIABLE_LIMIT = 10;
/** Thumbnails the featured-image picker shows before any search. */
const PICKER_FIRST_PAGE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const editId = new URL(request.url).searchParams.get("edit");
  let post = null;
  if (editId !== null) {
    const id = z.uuid().safeParse(editId);
    post = id.success ? await getPost(db, id.data) : null;
    if (!post) throw data({ error: "That post does not exist. It may have been deleted." }, { status: 404 });
  }
  const [variables, location, photos, locations, featuredPhoto] = await Promise.all([
    listContentVariables(db),
    firstLocation(db),
    listPhotos(db, { perPage: PICKER_FIRST_PAGE }),
    post ? listLocationSummaries(db) : Promise.resolve([]),
    post?.featuredPhotoId ? getPhoto(db, post.featuredPhotoId) : Promise.resolve(null),
  ]);
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
        }
      : null,
    variables: variables.slice(0, PREVIEW_VARIABLE_LIMIT).map((v) => ({ name: v.name, value: v.value, syntax: v.syntax })),
    previewLocation: location ? toPlaceholderLocation(location) : null,
    photos: photos.photos,
    locations,
    today: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
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
    const updated = id.success ? await updatePost(db, id.data, parsed.data) : null;
    if (!updated) return data<SaveActionResult>(failed(POST_MESSAGES.notFound, { errors: {} }), { status: 404 });
    const warnings = duplicateWarnings(await snippetDuplicates(db, updated));
    return data<SaveActionResult>({ ...succeeded(POST_MESSAGES.updated), mode: "update", id: updated.id, slug: updated.slug, warnings });
  }
  const created = await createPost(db, parsed.data);
  const warnings = duplicateWarnings(await snippetDuplicates(db, created));
  return data<SaveActionResult>({ ...succeeded(POST_MESSAGES.created), mode: "create", id: created.id, slug: created.slug, warnings });
}

export default function CreatePost({ loaderData }: Route.ComponentProps) {
  return <PostEditor key={loaderData.post?.id ?? "new"} {...loaderData} />;
}
