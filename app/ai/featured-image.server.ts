/**
 * A featured image made by AI (docs/decisions/009-ai-media.md): the image model's picture goes
 * through the album's media pipeline like any upload (decoded, metadata stripped, responsive
 * variants), named and described from the prompt and marked AI-generated. The per-user AI rate
 * limit applies and the request is logged (kind "image").
 */
import type { StaffUser } from "~/auth/staff-user";
import type { AiSettings, MediaLimits } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { notConfiguredMessage } from "~/domain/ai";
import { generatedImageDetails, imageRequestPrompt } from "~/domain/ai-image";
import { done, refuse, type Outcome } from "~/domain/outcome";
import type { Photo } from "~/domain/photos";
import { uploadPhoto } from "~/media/photos.server";
import type { MediaStorage } from "~/media/storage.server";
import { checkAiRateLimit, startGeneration } from "./generations.server";
import { toAiError, type AiProvider } from "./provider.server";

/** The album photo made from the AI's picture (`created` false: the very same picture was there already). */
export type GenerateImageOutcome = Outcome<{ photo: Photo; created: boolean }>;

interface Deps {
  db: Database;
  media: MediaStorage;
  limits: MediaLimits;
  ai: AiProvider;
  settings: Pick<AiSettings, "generationsPerHour">;
}

export async function generateFeaturedImage(deps: Deps, user: StaffUser, prompt: string, signal?: AbortSignal): Promise<GenerateImageOutcome> {
  const { db, ai } = deps;
  const available = ai.availability("image");
  if (!available.ready) return refuse(503, notConfiguredMessage("image", available.missing, user.role));
  const refused = await checkAiRateLimit(db, user, deps.settings.generationsPerHour);
  if (refused) return refused;

  const log = startGeneration(db, { user, kind: "image", model: available.model });
  let image;
  try {
    image = await ai.generateImage({ prompt: imageRequestPrompt(prompt), signal });
  } catch (error) {
    await log.finish({ error });
    const failure = toAiError(error);
    return refuse(failure.kind === "stopped" ? 499 : 502, failure.message);
  }
  await log.finish({ images: 1 });

  const details = generatedImageDetails(prompt, image.model);
  const stored = await uploadPhoto({ db, media: deps.media, limits: deps.limits }, { bytes: image.bytes, name: "ai-image.png" }, { ...details, aiGenerated: true });
  if (!stored.ok) {
    console.error(`[ai] the image from ${image.model} was refused by the media pipeline: ${stored.message}`);
    return refuse(502, `The AI service sent back an image the album cannot take: ${stored.message}`);
  }
  const { photo, created } = stored.value;
  if (!created) return done(stored.value, `The AI made the same picture as “${photo.title}”, already in the album: it is now the featured image.`);
  return done(stored.value, "Image generated successfully! It is in the album, marked AI-generated, and is now the featured image.");
}
