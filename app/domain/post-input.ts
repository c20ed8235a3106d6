/**
 * What the post editor may send (spec §5 "Post save"), checked the same way in the browser and at
 * the server boundary. Empty optional fields become null; chips are trimmed, non-blank and unique.
 */
import { z } from "zod";
import { parseId } from "./input-rules";

export const POST_MESSAGES = {
  required: "Please fill in title and content",
  created: "Blog post saved as draft",
  updated: "Blog post updated successfully",
  updatedLive: "Blog post updated: the live page shows the new text",
  published: "Post published",
  switchedToDraft: "Post switched to draft: it is no longer on the public site",
  stillLive: "Not updated: the live page stays as it was.",
  savedNotPublished: "Saved as a draft, not published:",
  saveFailed: "Failed to save blog post",
  contentTooLong: "The content is too long: keep a post under 200,000 characters (about 30,000 words).",
  titleTooLong: "The title is too long: keep it under 300 characters.",
  notFound: "That post does not exist (it may have been deleted).",
  photoMissing: "That photo is no longer in the album: pick another or clear the featured image.",
} as const;

export const MAX_CONTENT_LENGTH = 200_000;
export const META_DESCRIPTION_TARGET = 160;
export const DEFAULT_AUTHOR = "Admin";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} is too long: keep it under ${max} characters.`)
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : null));

const chipList = (label: string) =>
  z
    .array(z.string().max(100, `Each ${label} must be under 100 characters.`))
    .max(50, `Use at most 50 ${label}s.`)
    .optional()
    .transform((items) => {
      const out = normalizeChips(items ?? []);
      return out.length ? out : null;
    });

/** Trims, drops blanks and duplicates (case-insensitive), keeping the first spelling. */
export function normalizeChips(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Whether a chip may be added to a list: non-blank after trimming and not already there. */
export function canAddChip(list: readonly string[], value: string): boolean {
  const v = value.trim().toLowerCase();
  return v.length > 0 && !list.some((item) => item.toLowerCase() === v);
}

const imageUrl = z
  .string()
  .max(2000, "The image address is too long.")
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : null))
  .refine((v) => v === null || /^(https?:\/\/|\/(?!\/))/i.test(v), "Use an image address starting with https:// or /.");

export const postInputSchema = z
  .object({
  title: z.string({ error: POST_MESSAGES.required }).trim().min(1, POST_MESSAGES.required).max(300, POST_MESSAGES.titleTooLong),
  content: z
    .string({ error: POST_MESSAGES.required })
    .max(MAX_CONTENT_LENGTH, POST_MESSAGES.contentTooLong)
    .refine((v) => v.trim().length > 0, POST_MESSAGES.required),
  author: z
    .string()
    .max(100, "The author name is too long.")
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : DEFAULT_AUTHOR)),
  excerpt: optionalText(1000, "The excerpt"),
  seoTitle: optionalText(300, "The SEO title"),
  seoDescription: optionalText(1000, "The meta description"),
  seoKeywords: chipList("keyword"),
  categories: chipList("category"),
  tags: chipList("tag"),
  featuredImage: imageUrl,
  /** An album photo; when set it is the featured image and the address above is dropped. */
  featuredPhotoId: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : null))
    .refine((v) => v === null || parseId(v) !== null, POST_MESSAGES.photoMissing),
  })
  .transform((input) => (input.featuredPhotoId ? { ...input, featuredImage: null } : input));

export type PostInput = z.output<typeof postInputSchema>;

/** Reads the editor's form fields (chips arrive as repeated fields). */
export function postInputFromForm(form: FormData) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  const list = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  return postInputSchema.safeParse({
    title: text("title") ?? "",
    content: text("content") ?? "",
    author: text("author"),
    excerpt: text("excerpt"),
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    seoKeywords: list("seoKeywords"),
    categories: list("categories"),
    tags: list("tags"),
    featuredImage: text("featuredImage"),
    featuredPhotoId: text("featuredPhotoId"),
  });
}
