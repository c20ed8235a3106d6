import { data } from "react-router";
import type { Route } from "./+types/_staff.create-post_.revisions";
import { requireStaff } from "~/auth/guard.server";
import { getRevision } from "~/models/post-revisions.server";
import { servicesContext } from "~/context.server";
import { idSchema } from "~/domain/input-rules";
import type { RevisionResponse } from "~/domain/staff-posts";

/** One revision's fields for the editor to compare or restore (`?post=…&id=…`; GET, so the editor is not revalidated). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const post = idSchema().safeParse(params.get("post"));
  const id = idSchema().safeParse(params.get("id"));
  const revision = post.success && id.success ? await getRevision(db, post.data, id.data) : null;
  if (!revision) return data<RevisionResponse>({ ok: false, message: "That revision no longer exists." }, { status: 404 });
  return data<RevisionResponse>({ ok: true, id: revision.id, fields: revision.fields });
}
