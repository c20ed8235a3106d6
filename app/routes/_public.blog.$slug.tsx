import { data } from "react-router";
import type { Route } from "./+types/_public.blog.$slug";
import { ArticleHeader, ArticleQuestions } from "~/components/blog/article-parts";
import { articleDescription, articleTitle, blogPostingJsonLd } from "~/components/blog/post-meta";
import { RelatedPosts } from "~/components/blog/related-posts";
import { ShareLinks } from "~/components/blog/share-links";
import { CallToAction } from "~/components/marketing/call-to-action";
import { safeUrl } from "~/domain/markdown";
import { withCallPings } from "~/domain/phone";
import { useBusiness } from "~/components/use-business";
import { jpegAtLeast, mediaUrl, photoAlt, pictureSources } from "~/domain/photos";
import { postCardPath, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from "~/domain/social-card";
import { Picture } from "~/components/ui/picture";
import { publicPostPath } from "~/domain/slugs";
import { displayTags } from "~/domain/tags";
import {
  articleBody,
  blogCards,
  getPublishedPostBySlug,
  relatedPosts,
  type BlogCardPost,
  type BlogPost,
} from "~/models/blog.server";
import { resolveForRender } from "~/models/post-render.server";
import { businessFromMatches, pageMeta, type SocialImage } from "~/seo/meta";
import { pageBusinessJsonLd } from "~/seo/structured-data";
import { feedLinks } from "~/seo/feed-links";
import { businessContext, servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** Open Graph's recommended image width. */
const OG_IMAGE_WIDTH = 1200;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);

  // Spec §8: a failed fetch is logged and treated as no post. Drafts and unknown slugs are 404s.
  let stored: BlogPost | null = null;
  let related: BlogCardPost[] = [];
  try {
    stored = await getPublishedPostBySlug(db, params.slug);
    if (stored) related = await relatedPosts(db, stored);
  } catch (error) {
    console.error("[blog] loading post failed", { slug: params.slug }, error);
  }
  if (!stored) throw data(null, { status: 404 });

  // One pass for the article and its related cards: content variables are read once.
  const [resolved, ...resolvedRelated] = await resolveForRender<BlogCardPost>(db, business, [stored, ...related]);
  const post = resolved as BlogPost;
  const body = articleBody(post.content, post.title);
  // An album photo wins over an outside address, and both over the card drawn from the title;
  // Open Graph and JSON-LD get the photo's ~1200 px JPEG.
  const ogVariant = post.featuredPhoto ? jpegAtLeast(post.featuredPhoto, OG_IMAGE_WIDTH) : null;
  const outside = safeUrl(post.featuredImage);
  const shareImage: SocialImage = ogVariant
    ? { url: mediaUrl(ogVariant.key), width: ogVariant.width, height: ogVariant.height, alt: photoAlt(post.featuredPhoto!) }
    : outside && /^(https?:\/\/|\/(?!\/))/i.test(outside)
      ? { url: outside, alt: post.title }
      : { url: postCardPath(post.slug), width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, alt: post.title };

  return {
    article: {
      slug: post.slug,
      url: `${business.siteUrl}${publicPostPath(post.slug)}`,
      title: post.title,
      excerpt: post.excerpt,
      author: post.author,
      categories: (post.categories ?? []).filter((c) => c.trim()),
      tags: displayTags(post.tags),
      publishedIso: post.publishedDate?.toISOString() ?? null,
      featuredImage: safeUrl(post.featuredImage),
      picture: post.featuredPhoto ? pictureSources(post.featuredPhoto) : null,
      html: body.html,
      readMinutes: body.readMinutes,
    },
    seo: {
      title: post.title,
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      excerpt: post.excerpt,
      plainText: body.textStart,
      author: post.author,
      publishedIso: post.publishedDate?.toISOString() ?? null,
      updatedIso: post.updatedAt.toISOString(),
      featuredImage: shareImage.url,
      categories: post.categories,
      keywords: post.seoKeywords?.length ? post.seoKeywords : post.tags,
      wordCount: body.wordCount,
    },
    related: await blogCards(db, resolvedRelated),
    shareImage,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const business = businessFromMatches(matches);
  const { seo, article, shareImage } = loaderData;
  return pageMeta({
    business,
    pathname: publicPostPath(article.slug),
    title: articleTitle(seo, business.name),
    description: articleDescription(seo),
    type: "article",
    image: shareImage,
    jsonLd: [
      blogPostingJsonLd(business, seo, article.url),
      pageBusinessJsonLd(business, location.pathname),
    ],
    extra: [
      ...(seo.publishedIso ? [{ property: "article:published_time", content: seo.publishedIso }] : []),
      { property: "article:modified_time", content: seo.updatedIso },
      ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
      ...feedLinks(business.siteUrl, business.name, null),
    ],
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  // A phone number written in the post reports its taps like every other (docs/decisions/022-visits-and-attribution.md).
  const business = useBusiness();
  return (
    <>
      <ArticleHeader article={article} />

      <div className="container-page grid gap-12 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0">
          {article.picture ? (
            <Picture
              sources={article.picture}
              sizes="(min-width: 1280px) 52rem, (min-width: 1024px) 60vw, 100vw"
              priority
              className="mb-8 aspect-[1200/630] h-auto w-full rounded-lg bg-brand-50 object-cover"
            />
          ) : article.featuredImage ? (
            <img
              src={article.featuredImage}
              alt={article.title}
              width={1200}
              height={630}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="mb-8 aspect-[1200/630] w-full rounded-lg bg-brand-50 object-cover"
            />
          ) : null}
          {article.excerpt ? (
            <p className="border-l-4 border-accent-500 pl-4 text-lg leading-relaxed text-ink md:text-xl">{article.excerpt}</p>
          ) : null}
          <div className="prose-post mt-6 max-w-3xl text-ink" dangerouslySetInnerHTML={{ __html: withCallPings(article.html, business.siteUrl) }} />

          {article.tags.length > 0 ? (
            <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-md bg-brand-50 px-2.5 py-1 text-sm font-medium text-brand-700">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}

          <section aria-labelledby="share-title" className="mt-10 border-t border-gray-200 pt-8">
            <h2 id="share-title" className="text-xl font-bold">
              Share this article
            </h2>
            <p className="mt-1 mb-4 text-sm text-muted">Know a neighbor dealing with the same roof problem? Send it their way.</p>
            <ShareLinks url={article.url} title={article.title} />
          </section>
        </article>

        <aside className="grid content-start gap-6 lg:sticky lg:top-24 lg:self-start" aria-label="More from the blog">
          <RelatedPosts posts={related} />
          <ArticleQuestions />
        </aside>
      </div>

      <CallToAction />
    </>
  );
}
