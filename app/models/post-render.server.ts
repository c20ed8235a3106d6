/**
 * The one way a post's words reach the public (decisions point 3, docs/decisions/013-publishing.md):
 * every public page, feed, site map, social card and JSON-LD record that shows a post's title,
 * excerpt, tags or SEO fields passes the post through `resolveForRender`, which fills business
 * placeholders, {{current_date}} and content-library variables with the values of the moment. A
 * changed phone number or variable therefore shows everywhere at once, and no `{{…}}` reaches a
 * visitor. Location placeholders were baked in when the post was cloned and are not touched here.
 */
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { memoized } from "~/db/content-version.server";
import { currentDateValue, renderTimeValues, resolvePost, withLocationPhone, type PostFields } from "~/domain/placeholders";
import { listContentVariables } from "./content-variables.server";

const EMPTY_FIELDS: PostFields = {
  title: "",
  excerpt: null,
  content: "",
  author: "",
  categories: null,
  tags: null,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
};

/**
 * The posts with business placeholders, {{current_date}} and library variables replaced, ready to
 * render. Loads the content variables once for the whole batch. Works for cards (which lack the
 * body) and whole posts alike: only the fields a post has are returned.
 */
export async function resolveForRender<T extends Partial<PostFields>>(
  db: Database,
  business: Business,
  posts: readonly T[],
  now: Date = new Date(),
): Promise<T[]> {
  if (posts.length === 0) return [];
  const variables = await memoized(db, "content-variables", () => listContentVariables(db));
  const values = renderTimeValues(business, variables, now);
  return posts.map((post) => {
    const resolved = resolvePost({ ...EMPTY_FIELDS, ...post }, withLocationPhone(values, business, post));
    const out = { ...post };
    for (const key of Object.keys(EMPTY_FIELDS) as (keyof PostFields)[]) {
      if (key in post) (out as Record<string, unknown>)[key] = resolved[key];
    }
    return out;
  });
}

/**
 * `load`'s result kept for this content version and this day. What `resolveForRender` fills in
 * changes with the business settings and the library (each change a new content version) and with
 * the date ({{current_date}}) — nothing else — so a list every visitor sees (the blog's cards, a
 * town's posts) is resolved once a day per version instead of on every render.
 */
export function keptForToday<T>(db: Database, key: string, load: () => Promise<T>, now: Date = new Date()): Promise<T> {
  return memoized(db, `${key}@${currentDateValue(now)}`, load);
}
