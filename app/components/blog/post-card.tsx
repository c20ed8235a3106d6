import { CalendarDays, Clock, MapPin } from "lucide-react";
import { Link } from "~/components/ui/links";
import { formatPostDate, readTimeLabel } from "./format";
import { PostIllustration } from "./post-illustration";
import { buttonClass } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import type { BlogCardView } from "~/domain/blog-card";

/**
 * One post in a list (spec §2.8): picture, city badge if detected, first category, title, excerpt,
 * the post's read time and the published date. The title is the card's only link; it covers the
 * whole card so the card is clickable without repeating the link for screen readers.
 */
export function PostCard({ post, headingLevel = 3 }: { post: BlogCardView; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const date = formatPostDate(post.publishedIso);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-500">
      <div className="aspect-video overflow-hidden bg-brand-50">
        {post.picture ? (
          <Picture sources={post.picture} sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" className="aspect-video h-auto w-full object-cover" />
        ) : post.featuredImage ? (
          <img
            src={post.featuredImage}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="aspect-video w-full object-cover"
          />
        ) : (
          <PostIllustration topic={post.category ?? post.title} />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          {post.city ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-white">
              <MapPin aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Town: </span>
              {post.city}
            </span>
          ) : null}
          {post.category ? (
            <span className="rounded-full bg-accent-100 px-2.5 py-1 text-accent-700">
              <span className="sr-only">Category: </span>
              {post.category}
            </span>
          ) : null}
        </div>
        <Heading className="mt-3 font-display text-lg leading-snug font-bold text-brand-900 md:text-xl">
          <Link
            to={post.href}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-600 group-hover:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-muted">{post.excerpt}</p> : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {readTimeLabel(post.readMinutes)}
          </span>
          {date ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={post.publishedIso ?? undefined}>{date}</time>
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** Blog cards two to a row from the medium breakpoint. */
export function PostCardGrid({ posts, headingLevel = 3 }: { posts: readonly BlogCardView[]; headingLevel?: 3 | 4 }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What /blog says when a view has no article: nothing published yet, or nothing about this town —
 * then the way to every town's articles (the newest follow below).
 */
export function NoArticles({ town, allHref }: { town: string | null; allHref: string }) {
  return (
    <div className="mt-6 rounded-lg border border-dashed border-brand-200 bg-brand-50 p-8">
      <p className="text-xl font-bold text-brand-900">No articles found</p>
      <p className="mt-2 text-muted">
        {town === null
          ? "We have not published any articles yet. Check back soon, or call us with your question today."
          : `We have not written about ${town} yet. Try one of the towns above, or read our newest articles below — most storm and maintenance advice applies across Eastern North Carolina.`}
      </p>
      {town === null ? null : (
        <Link to={allHref} preventScrollReset className={buttonClass("secondary", "sm", "mt-5")}>
          Browse all articles
        </Link>
      )}
    </div>
  );
}
