/** Other posts sharing a post's meta title or description (the editor's warning). */
import { and, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { effectiveMetaDescription, effectiveMetaTitle, snippetKey, type SnippetDuplicate } from "~/domain/seo-duplicates";

const MAX_REPORTED = 5;

// The same rules as the domain functions, in SQL: SEO field else title/excerpt, spaces collapsed, lower case.
const titleKey = sql<string>`lower(btrim(regexp_replace(coalesce(nullif(btrim(${blogPosts.seoTitle}), ''), ${blogPosts.title}), '\\s+', ' ', 'g')))`;
const descriptionKey = sql<string>`lower(btrim(regexp_replace(coalesce(nullif(btrim(${blogPosts.seoDescription}), ''), nullif(btrim(${blogPosts.excerpt}), ''), ''), '\\s+', ' ', 'g')))`;

export async function snippetDuplicates(
  db: Database,
  post: { id: string; title: string; seoTitle: string | null; seoDescription: string | null; excerpt: string | null },
): Promise<SnippetDuplicate[]> {
  const title = snippetKey(effectiveMetaTitle(post));
  const description = snippetKey(effectiveMetaDescription(post));
  const rows = await db
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, titleKey, descriptionKey })
    .from(blogPosts)
    // Posts in the trash are off the site: their snippets compete with nothing.
    .where(and(ne(blogPosts.id, post.id), isNull(blogPosts.deletedAt), description ? or(sql`${titleKey} = ${title}`, sql`${descriptionKey} = ${description}`) : sql`${titleKey} = ${title}`))
    .limit(MAX_REPORTED);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    same: [...(r.titleKey === title ? ["title" as const] : []), ...(description && r.descriptionKey === description ? ["description" as const] : [])],
  }));
}
