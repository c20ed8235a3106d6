import { data } from "react-router";
import type { Route } from "./+types/_staff.create-post_.ai-draft";
import { streamDraft } from "~/ai/draft.server";
import { checkAiRateLimit } from "~/ai/generations.server";
import { requireStaff } from "~/auth/guard.server";
import { notConfiguredMessage } from "~/domain/ai";
import { ALL_TOWNS, draftBriefFromForm, draftPrompt, knownDraftPlaceholders, NO_TOWN } from "~/domain/ai-draft";
import { listContentVariables } from "~/models/content-variables.server";
import { locationsByIds } from "~/models/locations.server";
import { businessContext, servicesContext } from "~/context.server";

/** What the editor gets instead of a stream: why there is no draft. */
export interface AiDraftRefusal {
  message: string;
}

/**
 * Write with AI (docs/decisions/013-publishing.md): checks the brief and the staff member's hourly
 * allowance, then streams the draft (app/ai/draft.server.ts). Signed out, the guard answers 401
 * first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, ai, env } = context.get(servicesContext);
  const business = context.get(businessContext);
  const availability = ai.availability("text");
  if (!availability.ready) {
    return data<AiDraftRefusal>({ message: notConfiguredMessage("text", availability.missing, user.role) }, { status: 503 });
  }
  const form = await request.formData().catch(() => null);
  const brief = form ? draftBriefFromForm(form) : null;
  if (!brief?.success) return data<AiDraftRefusal>({ message: brief?.error.issues[0].message ?? "Fill in the brief first." }, { status: 400 });

  const [town] = brief.data.town === ALL_TOWNS || brief.data.town === NO_TOWN ? [] : await locationsByIds(db, [brief.data.town]);
  if (brief.data.town !== ALL_TOWNS && brief.data.town !== NO_TOWN && !town) {
    return data<AiDraftRefusal>({ message: "That town no longer exists. Choose another." }, { status: 400 });
  }

  const refusal = await checkAiRateLimit(db, user, env.ai.generationsPerHour);
  if (refusal) return data<AiDraftRefusal>({ message: refusal.message }, { status: refusal.status, headers: refusal.headers });

  const library = await listContentVariables(db);
  return streamDraft({
    db,
    ai,
    user,
    request: draftPrompt(brief.data, { businessName: business.name, town: town ?? null }),
    known: knownDraftPlaceholders(brief.data.town === ALL_TOWNS, library.map((v) => v.name)),
    signal: request.signal,
  });
}
