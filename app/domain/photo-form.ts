/**
 * What staff type about a photo, validated: kept apart from the photo view types (domain/photos.ts)
 * so public pages that show photos never pull zod into their JavaScript.
 */
import { z } from "zod";
import { normalizeTags } from "./photos";
import { idSchema } from "./input-rules";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .transform((v) => v || null);

/**
 * What staff type about a photo (album edit dialog, single and bulk upload). The title may be left
 * empty on upload (the file name is used); the edit dialog requires it.
 */
export const photoDetailsSchema = z.object({
  title: z.string().trim().max(120, "The name is at most 120 characters."),
  altTag: optionalText(250, "The alt text"),
  description: optionalText(2000, "The description"),
  category: optionalText(60, "The category"),
  locationId: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(idSchema("Choose a town from the list.").nullable()),
  tags: z
    .string()
    .max(1000, "Tags are at most 1,000 characters.")
    .transform((v) => normalizeTags(v)),
  /** "off" keeps an upload out of the public gallery (a logo); empty or absent, an upload is a gallery photo. */
  showInGallery: z
    .enum(["on", "off", ""])
    .optional()
    .transform((v) => (v ? v === "on" : undefined)),
});
export type PhotoDetailsInput = z.output<typeof photoDetailsSchema>;

const requiredTitle = z.string().trim().min(1, "Give the photo a name.").max(120, "The name is at most 120 characters.");

export const photoEditSchema = photoDetailsSchema.extend({
  title: requiredTitle,
  /** The "Show in public gallery" box: a ticked checkbox sends "on", an unticked one nothing. */
  showInGallery: z.string().optional().transform((v) => v === "on"),
});

/**
 * A photo just uploaded from a post, described there (docs/decisions/019-visual-editor.md): its alt
 * text, which also names it in the album, and whether the public gallery shows it (a ticked box
 * sends "on"; unticked, it does not).
 */
export const postPhotoSchema = z.object({
  id: idSchema("No photo was chosen."),
  alt: z.string().trim().min(1, "Describe the photo: the alt text is required.").max(250, "The alt text is at most 250 characters."),
  showInGallery: z.string().optional().transform((v) => v === "on"),
});

/** Photos described on one screen at most (a bulk upload's batch, or the newest without alt text). */
export const DESCRIBE_LIMIT = 100;

/** One photo of the describe screen: name, alt text, town and tags (docs/decisions/013-publishing.md). */
export const describeRowSchema = photoDetailsSchema.pick({ altTag: true, locationId: true, tags: true }).extend({ title: requiredTitle });

/** A photo placed in a town that is not in the list (deleted since the form was opened). */
export const UNKNOWN_TOWN = "That town is no longer in the list: choose another, or none.";
