/**
 * Featured images made by AI (docs/decisions/009-ai-media.md): the prompt staff send, and the album
 * details the image gets from it. Pure: no React, HTTP or network.
 */
import { z } from "zod";
import type { ActionResult } from "./forms";
import type { Photo } from "./photos";

export const IMAGE_PROMPT_MAX = 1000;
const TITLE_MAX = 80;
/** The album's alt-text limit (photo-form.ts). */
const ALT_MAX = 250;

export const IMAGE_PROMPT_MESSAGES = {
  // The spec's validation message (§5).
  required: "Please enter a prompt for image generation",
  tooLong: `Keep the prompt under ${IMAGE_PROMPT_MAX.toLocaleString("en-US")} characters.`,
} as const;

export const imagePromptSchema = z
  .string({ error: IMAGE_PROMPT_MESSAGES.required })
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, IMAGE_PROMPT_MESSAGES.required).max(IMAGE_PROMPT_MAX, IMAGE_PROMPT_MESSAGES.tooLong));

/** Cuts at a word boundary and marks the cut with "…". */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * What the album records for an image made from `prompt`: the prompt is what the picture shows, so
 * it is the alt text (shortened to the album's limit) and, shorter still, the name; the description
 * says it was generated and keeps the whole prompt.
 */
export function generatedImageDetails(prompt: string, model: string): { title: string; altTag: string; description: string } {
  const clean = prompt.replace(/\s+/g, " ").trim();
  const sentence = clean.charAt(0).toUpperCase() + clean.slice(1);
  return {
    title: shorten(sentence, TITLE_MAX),
    altTag: shorten(sentence, ALT_MAX),
    description: `AI-generated image (model ${model}) from the prompt: ${clean}`,
  };
}

/** The prompt the picker starts from: the post's title, placeholders left out (a template's image fits every town). */
export function defaultImagePrompt(title: string): string {
  return title
    .replace(/\{\{\s*[^{}]*?\s*\}\}/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/\b(in|for|near|of)\s*[,.]?\s*(NC)?\s*$/i, "")
    .trim()
    .replace(/[,;:-]+$/, "")
    .trim();
}

/**
 * What the image model is asked: the staff's words (which also become the alt text) and the house
 * style, kept out of the alt text because it says nothing about what the picture shows.
 */
export function imageRequestPrompt(prompt: string): string {
  return `${prompt.replace(/[.\s]+$/, "")}. Photo-realistic, natural light, no text, no logos, no watermarks.`;
}

/** What POST /create-post/generate-image answers: the album photo made from the AI's picture, or why not. */
export type GenerateImageResponse = ActionResult & ({ ok: true; photo: Photo } | { ok: false });
