import { MapPin } from "lucide-react";
import { Link } from "~/components/ui/links";
import { formatPostDate } from "./format";
import type { BlogCardView } from "~/domain/blog-card";

/** The article's side panel (spec §2.8): three related articles. */
export function RelatedPosts({ posts }: { posts: BlogCardView[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="rounded-lg border border-gray-200 bg-white p-6">
      <h2 id="related-title" className="text-2xl font-bold">
        Related articles
      </h2>
      <ul className="mt-4 divide-y divide-gray-200">
        {posts.map((post) => {
          const date = formatPostDate(post.publishedIso);
          return (
            <li key={post.id} className="py-4 first:pt-0 last:pb-0">
              <h3 className="font-sans text-base leading-snug font-semibold">
                <Link to={post.href} className="text-brand-700 hover:text-brand-600 hover:underline">
                  {post.title}
                </Link>
              </h3>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted">
                {post.city ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {post.city}
                  </span>
                ) : null}
                {post.city && date ? <span aria-hidden="true">·</span> : null}
                {date ? <time dateTime={post.publishedIso ?? undefined}>{date}</time> : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
