/**
 * Duplicate search snippets: two posts whose meta title or description is the
 * same compete for the same search result, and search engines show one. The editor warns.
 */

/** How titles and descriptions are compared: case, surrounding and repeated spaces do not count. */
export function snippetKey(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim().toLowerCase();
}

/** A post's meta title as pages use it: the SEO title, else the title. */
export function effectiveMetaTitle(post: { title: string; seoTitle: string | null }): string {
  return post.seoTitle?.trim() || post.title;
}

/** A post's meta description when it has one of its own: the SEO description, else the excerpt. */
export function effectiveMetaDescription(post: { seoDescription: string | null; excerpt: string | null }): string | null {
  return post.seoDescription?.trim() || post.excerpt?.trim() || null;
}

export interface SnippetDuplicate {
  id: string;
  title: string;
  slug: string;
  same: ("title" | "description")[];
}

/** The editor's warning lines for the duplicates found. */
export function duplicateWarnings(duplicates: readonly SnippetDuplicate[]): string[] {
  return duplicates.map((d) => {
    const what = d.same.length === 2 ? "meta title and description" : d.same[0] === "title" ? "meta title" : "meta description";
    return `“${d.title}” (/blog/${d.slug}) has the same ${what}: search engines may show only one of the two.`;
  });
}
