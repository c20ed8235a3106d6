import { data } from "react-router";
import type { Route } from "./+types/_staff.create-post_.generate-image";
import { generateFeaturedImage } from "~/ai/featured-image.server";
import { requireStaff } from "~/auth/guard.server";
import { imagePromptSchema, type GenerateImageResponse } from "~/domain/ai-image";
import { failed } from "~/domain/forms";
import { servicesContext } from "~/context.server";
import { answerWith } from "~/answer.server";

/**
 * POST prompt=…: the editor's "Generate an image" (docs/decisions/009-ai-media.md). Answers JSON:
 * the album photo made from the AI's picture (201; 200 when the very same picture was already
 * there), or why not (400 prompt, 429 rate limit, 502 the AI service, 503 not configured).
 * Cancelling in the editor aborts the request, and with it the call to the AI service.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db, media, env, ai } = context.get(servicesContext);
  const prompt = imagePromptSchema.safeParse((await request.formData()).get("prompt") ?? "");
  if (!prompt.success) return data<GenerateImageResponse>(failed(prompt.error.issues[0].message), { status: 400 });
  const outcome = await generateFeaturedImage({ db, media, limits: env.media, ai, settings: env.ai }, user, prompt.data, request.signal);
  return answerWith(outcome, outcome.ok && outcome.value.created ? 201 : 200);
}
