/**
 * The AI localization of one location clone (docs/decisions/009-ai-media.md): the town's facts from
 * the database, the prompt and answer checks of ~/domain/localize, one non-streamed completion, a
 * draft save through the editor's update path (revision kept, refused if someone saved meanwhile),
 * and the doorway similarity before and after. Every request to the provider is logged (kind
 * "localize").
 */
import type { StaffUser } from "~/auth/staff-user";
import type { Business } from "~/domain/business";
import type { AiSettings } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { notConfiguredMessage } from "~/domain/ai";
import { buildLocalizePrompt, mergeLocalizedAnswer } from "~/domain/localize";
import { done, refuse, type Outcome } from "~/domain/outcome";
import { cloneTown, saveInputWithContent } from "~/models/localize.server";
import { cloneDoorwayReports } from "~/models/posts/doorway.server";
import { getPost, publishValues } from "~/models/posts/posts.server";
import { updatePost } from "~/models/posts/save.server";
import { checkAiRateLimit, startGeneration } from "./generations.server";
import { AiError, toAiError, type AiProvider } from "./provider.server";

/** The clone rewritten and saved as a draft, with its similarity to its closest sibling before and after. */
export type LocalizeOutcome = Outcome<{ postId: string; locationName: string; before: number | null; after: number | null }>;

interface Deps {
  db: Database;
  business: Business;
  ai: AiProvider;
  settings: Pick<AiSettings, "generationsPerHour">;
}

async function similarityOf(db: Database, postId: string): Promise<number | null> {
  return (await cloneDoorwayReports(db, [postId]))[postId]?.similarity ?? null;
}

export async function localizeClone(deps: Deps, user: StaffUser, postId: string, signal?: AbortSignal): Promise<LocalizeOutcome> {
  const { db, ai } = deps;
  const available = ai.availability("text");
  if (!available.ready) return refuse(503, notConfiguredMessage("text", available.missing, user.role));

  const post = await getPost(db, postId);
  if (!post || post.deletedAt) return refuse(404, "This clone no longer exists (it may have been deleted).");
  if (!post.locationId) return refuse(409, "This post was not cloned for a town, so there is nothing to localize.");
  const town = await cloneTown(db, deps.business, post.locationId);
  if (!town) return refuse(409, "The town of this clone is no longer in the service locations.");
  const locationName = town.facts.town;
  // AI writes drafts only (decisions point 14): saving would take a published clone off the site.
  if (post.status === "published") {
    return refuse(409, "It is published: unpublish it first if you want it rewritten.");
  }
  const prompt = buildLocalizePrompt({ title: post.title, content: post.content, facts: town.facts, markers: town.markers });
  if (!prompt) return refuse(422, `No paragraph speaks of ${locationName}, so there is nothing to rewrite.`);

  const refused = await checkAiRateLimit(db, user, deps.settings.generationsPerHour);
  if (refused) return refused;

  const before = await similarityOf(db, postId);
  const log = startGeneration(db, { user, kind: "localize", model: available.model });
  let answer;
  try {
    answer = await ai.completeText({ system: prompt.system, prompt: prompt.user, signal });
  } catch (error) {
    await log.finish({ error });
    const failure = toAiError(error);
    return refuse(failure.kind === "stopped" ? 499 : 502, failure.message);
  }
  const merged = mergeLocalizedAnswer(prompt, answer.text, { originalContent: post.content, otherTowns: town.otherTowns });
  if (!merged.ok) {
    await log.finish({ usage: answer.usage, error: new AiError("unknown", merged.reason) });
    return refuse(422, merged.reason);
  }
  await log.finish({ usage: answer.usage });

  const saved = await updatePost(db, postId, saveInputWithContent(post, merged.content), {
    by: user,
    baseVersion: post.version,
    values: await publishValues(db, deps.business),
    draftOnly: true,
  });
  if (!saved.ok) {
    if (saved.reason === "missing") return refuse(404, "This clone was deleted while the AI was writing.");
    if (saved.reason === "conflict") {
      return refuse(409, `${saved.savedBy ?? "Someone"} saved this clone while the AI was writing, so the rewrite was not saved. Run it again.`);
    }
    return refuse(409, "It was published while the AI was writing, so the rewrite was not saved: unpublish it first if you want it rewritten.");
  }
  const after = await similarityOf(db, postId);
  return done({ postId, locationName, before, after }, `Rewrote ${merged.rewritten} paragraph(s) about ${locationName}.`);
}
