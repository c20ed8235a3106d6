import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post_.autosave";
import { requireStaff } from "~/auth/guard.server";
import { failed, succeeded } from "~/domain/forms";
import { postInputFromForm } from "~/domain/post-input";
import type { AutosaveResponse } from "~/domain/staff-posts";
import { autosave } from "~/models/post-revisions.server";
import { servicesContext } from "~/context.server";
import { idSchema } from "~/domain/input-rules";

/**
 * The editor's autosave (docs/decisions/007-editor.md): a few seconds after typing stops, and with
 * `keepalive` when the page is left. Keeps the fields as an autosave revision; the post itself is
 * untouched. Signed out, the guard answers 401 and the editor keeps the text in the browser
 * instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  const postId = idSchema().safeParse(form.get("postId"));
  const baseVersion = z.coerce.number().int().positive().safeParse(form.get("baseVersion"));
  if (!postId.success || !baseVersion.success) return data<AutosaveResponse>(failed("Autosave needs a saved post."), { status: 400 });
  const parsed = postInputFromForm(form);
  if (!parsed.success) return data<AutosaveResponse>(failed(parsed.error.issues[0].message), { status: 400 });
  const { featuredPhotoId, ...rest } = parsed.data;
  const outcome = await autosave(db, postId.data, { ...rest, featuredPhotoId }, { authorEmail: user.email, baseVersion: baseVersion.data });
  if (!outcome.ok) return data<AutosaveResponse>(failed("That post no longer exists or is in the trash."), { status: 404 });
  return data<AutosaveResponse>({ ...succeeded("Autosaved."), savedAt: outcome.savedAt.toISOString(), version: outcome.version, newerSaveBy: outcome.newerSaveBy });
}
