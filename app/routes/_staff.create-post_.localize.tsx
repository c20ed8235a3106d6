import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post_.localize";
import { localizeClone } from "~/ai/localize.server";
import { requireStaff } from "~/auth/guard.server";
import { cloneDoorwayReports } from "~/models/posts/doorway.server";
import { businessContext, servicesContext } from "~/context.server";
import { answerWith } from "~/answer.server";
import { idSchema } from "~/domain/input-rules";
import { failed } from "~/domain/forms";
import type { LocalizeResponse, SimilarityResponse } from "~/domain/localize";

/** GET ?id=…&id=…: each clone's similarity to its closest sibling now (after a localization run). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const ids = z.array(idSchema()).min(1).max(500).safeParse(new URL(request.url).searchParams.getAll("id"));
  if (!ids.success) return data({ message: "Name the clones with id=… (at most 500)." }, { status: 400 });
  const reports = await cloneDoorwayReports(db, ids.data);
  return { similarity: Object.fromEntries(ids.data.map((id) => [id, reports[id]?.similarity ?? null])) } satisfies SimilarityResponse;
}

/**
 * POST postId=…: localizes one clone with AI (docs/decisions/009-ai-media.md) and answers JSON with
 * the similarity before and after. One clone per request, so the editor shows progress and can
 * cancel between clones; cancelling aborts the request under way, and with it the AI call.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, ai, env } = context.get(servicesContext);
  const business = context.get(businessContext);
  const postId = idSchema().safeParse((await request.formData()).get("postId"));
  if (!postId.success) return data<LocalizeResponse>(failed("Name the clone to localize."), { status: 400 });
  return answerWith(await localizeClone({ db, business, ai, settings: env.ai }, user, postId.data, request.signal));
}
