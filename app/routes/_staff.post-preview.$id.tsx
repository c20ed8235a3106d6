import { ArrowLeft, Pencil } from "lucide-react";
import { Link } from "~/components/ui/links";
import type { Route } from "./+types/_staff.post-preview.$id";
import { requireStaff } from "~/auth/guard.server";
import { renderPostHtml } from "~/domain/markdown.server";
import { buildValues, resolvePost, toPlaceholderLocation, withLocationPhone } from "~/domain/placeholders";
import { extractLocation } from "~/domain/location-extraction";
import { readTimeMinutes } from "~/domain/read-time";
import { listContentVariables } from "~/models/content-variables.server";
import { locationByName } from "~/models/locations.server";
import { getPost } from "~/models/posts/posts.server";
import { getPhoto } from "~/models/photos.server";
import { pictureSources } from "~/domain/photos";
import { Picture } from "~/components/ui/picture";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { buttonClass } from "~/components/ui/button";
import { idSchema } from "~/domain/input-rules";
import { officeTime } from "~/domain/office-time";

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: loaderData?.post ? `Preview “${loaderData.post.title}”` : "Post Not Found",
    description: "How a post reads with its placeholders filled in.",
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const id = idSchema().safeParse(params.id);
  const post = id.success ? await getPost(db, id.data) : null;
  if (!post) return { post: null };

  const locationName = extractLocation(post, { businessName: business.name, mainPhone: business.phones.main.display, homeCity: "Rocky Mount" });
  const location = locationName ? await locationByName(db, locationName) : null;
  const values = buildValues({
    business,
    location: location ? toPlaceholderLocation(location) : null,
    contentVariables: await listContentVariables(db),
    now: new Date(),
  });
  const resolved = resolvePost(post, withLocationPhone(values, business, post));
  const photo = post.featuredPhotoId ? await getPhoto(db, post.featuredPhotoId) : null;
  return {
    post: {
      id: post.id,
      status: post.status,
      title: resolved.title,
      author: resolved.author,
      excerpt: resolved.excerpt,
      html: renderPostHtml(resolved.content),
      readTime: readTimeMinutes(resolved.content),
      publishedDate: post.publishedDate?.toISOString() ?? null,
      featuredImage: post.featuredImage,
      picture: photo ? pictureSources(photo) : null,
      categories: resolved.categories ?? [],
      tags: resolved.tags ?? [],
      seoTitle: resolved.seoTitle,
      seoDescription: resolved.seoDescription,
      seoKeywords: resolved.seoKeywords ?? [],
      slug: post.slug,
    },
    locationName,
    locationReplaced: Boolean(location),
  };
}


export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const back = (
    <Link to="/posts" className={buttonClass("outline")}>
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to Posts
    </Link>
  );
  if (!loaderData.post) {
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-gray-200 bg-white p-10 text-center">
        <h1 className="text-2xl font-bold">Post Not Found</h1>
        <p className="mt-2 text-muted">The blog post you're looking for doesn't exist.</p>
        <div className="mt-6">{back}</div>
      </div>
    );
  }
  const { post, locationName, locationReplaced } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <Link to={`/create-post?edit=${post.id}`} className={buttonClass("secondary")}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Link>
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${post.status === "published" ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}>
          {post.status === "published" ? "Published" : "Draft"}
        </span>
        {locationName ? <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">Location: {locationName}</span> : null}
      </div>
      <p role="note" className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
        <strong>Preview Mode</strong>: business details and content variables are filled in as visitors will see them
        {locationReplaced ? `, and the location variables were replaced with ${locationName}'s details.` : "."}
      </p>
      <article className="mt-6 rounded-lg border border-gray-200 bg-white p-6 sm:p-10">
        {post.picture ? (
          <Picture sources={post.picture} sizes="(min-width: 1024px) 48rem, 100vw" priority className="mb-6 aspect-[1200/630] h-auto w-full rounded object-cover" />
        ) : post.featuredImage ? <img src={post.featuredImage} alt="" width={1200} height={630} className="mb-6 aspect-[1200/630] w-full rounded object-cover" /> : null}
        <h1 className="text-3xl font-bold md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-muted">
          By {post.author} · {post.publishedDate ? officeTime(post.publishedDate, "longDate") : "Not published"} · {post.readTime} min read
        </p>
        {post.excerpt ? <p className="mt-4 text-lg italic">{post.excerpt}</p> : null}
        <div className="prose-post mt-6" dangerouslySetInnerHTML={{ __html: post.html }} />
        {post.tags.length ? <p className="mt-6 text-sm text-brand-700">{post.tags.map((t) => `#${t}`).join(" ")}</p> : null}
      </article>
      {post.seoTitle || post.seoDescription || post.seoKeywords.length ? (
        <section aria-labelledby="seo-heading" className="mt-6 rounded-lg border border-gray-200 bg-white p-6">
          <h2 id="seo-heading" className="font-sans text-lg font-bold">
            SEO Information
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            {post.seoTitle ? (
              <div>
                <dt className="font-semibold">SEO title</dt>
                <dd>{post.seoTitle}</dd>
              </div>
            ) : null}
            {post.seoDescription ? (
              <div>
                <dt className="font-semibold">Meta description</dt>
                <dd>{post.seoDescription}</dd>
              </div>
            ) : null}
            {post.seoKeywords.length ? (
              <div>
                <dt className="font-semibold">Keywords</dt>
                <dd>{post.seoKeywords.join(", ")}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
