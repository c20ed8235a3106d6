import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post_.photos";
import { requireStaff } from "~/auth/guard.server";
import { autoPickForPost } from "~/models/featured-photos.server";
import { describePostPhoto, getPhoto, listPhotos } from "~/models/photos.server";
import { servicesContext } from "~/context.server";
import type { PickerResponse } from "~/domain/featured-photo";
import { idSchema } from "~/domain/input-rules";
import { failed, parseForm, succeeded, type ActionResult } from "~/domain/forms";
import { postPhotoSchema } from "~/domain/photo-form";
import { titleFromAlt } from "~/domain/photos";

/** Thumbnails the editor's picker shows per search. */
const PICKER_PAGE_SIZE = 24;

const autoQuery = z.object({
  post: idSchema().nullable(),
  location: idSchema().nullable(),
  tags: z.array(z.string().max(100)).max(50),
  categories: z.array(z.string().max(100)).max(50),
});

/**
 * The editor's photo look-ups (GET, so they never revalidate the editor): `?q=` searches the album
 * for the picker; `?id=` fetches one photo (just uploaded); `?auto=1&tag=…&category=…&location=…&post=…` runs the auto-pick rule.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  if (params.get("auto") === "1") {
    const parsed = autoQuery.safeParse({
      post: params.get("post") || null,
      location: params.get("location") || null,
      tags: params.getAll("tag"),
      categories: params.getAll("category"),
    });
    if (!parsed.success) return data({ error: "Bad auto-pick request." }, { status: 400 });
    const { post, location, tags, categories } = parsed.data;
    const pick = await autoPickForPost(db, { id: post, locationId: location, tags, categories });
    return { mode: "auto", pick } satisfies PickerResponse;
  }
  const id = idSchema().safeParse(params.get("id"));
  if (id.success) {
    const photo = await getPhoto(db, id.data);
    return { mode: "search", photos: photo ? [photo] : [], total: photo ? 1 : 0 } satisfies PickerResponse;
  }
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = await listPhotos(db, { q, perPage: PICKER_PAGE_SIZE });
  return { mode: "search", photos: page.photos, total: page.total } satisfies PickerResponse;
}

/**
 * POST: a photo just uploaded from a post (dropped or pasted into the text) described there: its alt
 * text names it in the album, and the public gallery shows it only when asked
 * (docs/decisions/019-visual-editor.md). 200 saved, 400 bad input, 404 no such photo.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const reply = (status: number, result: ActionResult) => data<ActionResult>(result, { status });
  const parsed = parseForm(postPhotoSchema, await request.formData());
  if (!parsed.ok) return reply(400, failed("Check the photo's description.", { errors: parsed.errors, values: parsed.values }));
  const { id, alt, showInGallery } = parsed.data;
  try {
    const saved = await describePostPhoto(db, id, { title: titleFromAlt(alt), altTag: alt, showInGallery });
    return saved ? reply(200, succeeded(`Named the photo “${titleFromAlt(alt)}” in the album.`)) : reply(404, failed("This photo is no longer in the album."));
  } catch (error) {
    console.error(`[photos] describing ${id} from a post by ${staff.email} failed:`, error);
    return reply(503, failed("The photo's description could not be saved. Please try again."));
  }
}
