/**
 * Search-engine data of one article (decisions point 2): title, description and the BlogPosting
 * record. Pure functions of the resolved post and the business config.
 */
import type { BlogPosting, WithContext } from "schema-dts";
import type { Business } from "~/domain/business";
import { organizationRef } from "~/seo/structured-data";

export interface ArticleMetaInput {
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  excerpt: string | null;
  /** Plain text of the body, for a description when there is no excerpt. */
  plainText: string;
  author: string;
  publishedIso: string | null;
  updatedIso: string;
  featuredImage: string | null;
  categories: string[] | null;
  keywords: string[] | null;
  wordCount: number;
}

export const DESCRIPTION_LENGTH = 155;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The page title without the site name: the SEO title, else the title. A trailing "| {company}"
 * (the demo posts end their SEO titles that way) is dropped because pageMeta adds it.
 */
export function articleTitle(post: Pick<ArticleMetaInput, "title" | "seoTitle">, businessName: string): string {
  const chosen = post.seoTitle?.trim() || post.title;
  const suffix = new RegExp(`\\s*[|\\-–—]\\s*${escapeRegExp(businessName)}\\s*$`, "i");
  return chosen.replace(suffix, "").trim() || post.title;
}

/** Cut at a word boundary, at most `max` characters including the ellipsis. */
export function truncateWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** SEO description, else the excerpt, else the first 155 characters of the text. */
export function articleDescription(post: Pick<ArticleMetaInput, "seoDescription" | "excerpt" | "plainText">): string {
  const chosen = post.seoDescription?.trim() || post.excerpt?.trim();
  return chosen || truncateWords(post.plainText, DESCRIPTION_LENGTH);
}

function absoluteUrl(business: Business, url: string): string {
  return /^https?:/i.test(url) ? url : `${business.siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * schema.org BlogPosting. Author and publisher are the organization (same @id as the home page's
 * record): posts are written by the company, whatever the staff account's display name.
 */
export function blogPostingJsonLd(business: Business, post: ArticleMetaInput, url: string): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: truncateWords(post.title, 110),
    description: articleDescription(post),
    url,
    ...(post.publishedIso ? { datePublished: post.publishedIso } : {}),
    dateModified: post.updatedIso,
    author: organizationRef(business),
    publisher: organizationRef(business),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.featuredImage ? { image: absoluteUrl(business, post.featuredImage) } : {}),
    ...(post.categories?.[0] ? { articleSection: post.categories[0] } : {}),
    ...(post.keywords && post.keywords.length > 0 ? { keywords: post.keywords.join(", ") } : {}),
    wordCount: post.wordCount,
    inLanguage: "en-US",
  };
}
