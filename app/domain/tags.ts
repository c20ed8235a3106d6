/**
 * Post tags: how they are shown, how they are compared, and the tags a clone adds for its town.
 */
import { townRoofingTag, townSlug } from "./slugs";

/** Tags as a reader sees them: trimmed, without a leading "#", empty ones dropped. */
export function displayTags(tags: readonly string[] | null): string[] {
  return (tags ?? []).map((tag) => tag.trim().replace(/^#/, "")).filter(Boolean);
}

/** Tags as rules compare them: lower case, without "#"; tags still holding a placeholder are ignored. */
export function matchableTags(tags: readonly string[] | null): string[] {
  return displayTags(tags)
    .map((tag) => tag.toLowerCase())
    .filter((tag) => !tag.includes("{"));
}

/**
 * A clone adds the tags "{town}", "{county}" and "{town}-roofing", each a town slug ("rocky-mount",
 * "nash-county", "rocky-mount-roofing"). Existing tags stay first and untouched; a new tag is
 * skipped when the list already has it (compared case-insensitively).
 */
export function cloneTags(location: { name: string; county: string | null }, existing: string[] | null): string[] {
  const tags = [...(existing ?? [])];
  const seen = new Set(tags.map((tag) => tag.trim().toLowerCase()));
  const place = townSlug(location.name);
  const county = location.county ? townSlug(location.county) : "";
  const additions = [place, county, place ? townRoofingTag(place) : ""];
  for (const tag of additions) {
    if (!tag || seen.has(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}
