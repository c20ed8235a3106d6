import { Link } from "~/components/ui/links";
import { redirect } from "react-router";
import type { Route } from "./+types/_public.blog._index";
import { BlogHelpCard } from "~/components/blog/help-card";
import { LocationButtons, LocationSearch } from "~/components/blog/location-browser";
import {
  ALL_LOCATIONS_VALUE,
  ALL_TOWNS,
  blogLocationHref,
  blogLocationParam,
  checkLocationParam,
  locationSearchView,
} from "~/domain/blog-locations";
import { withParam } from "~/domain/query-params";
import { townNameFromSlug } from "~/domain/slugs";
import { NoArticles, PostCardGrid } from "~/components/blog/post-card";
import { useBusiness } from "~/components/use-business";
import { townCountText } from "~/domain/business";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import type { BlogCardView } from "~/domain/blog-card";
import { publicLocationOptions, publishedPostCards } from "~/models/blog.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { PAGES } from "~/content/site-pages";
import { feedLinks } from "~/seo/feed-links";
import { pageBusinessJsonLd } from "~/seo/structured-data";
import { businessContext, servicesContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

/** How many of the newest articles fill an empty town (so the page never ends at a dead end). */
const LATEST_WHEN_EMPTY = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const url = new URL(request.url);
  const { all: towns, searchable } = await publicLocationOptions(db);
  // One page per town: another spelling of a town moves to its slug, a value naming no town to
  // /blog, so made-up values cost neither a render nor a cache entry each (docs/decisions/015-scale-and-memory.md).
  const check = checkLocationParam(url.searchParams.getAll("location"), towns);
  if (check.kind === "respell") throw redirect(withParam("/blog", url.searchParams, "location", check.value), 301);
  if (check.kind === "unknown") throw redirect(withParam("/blog", url.searchParams, "location", null), 302);
  const location = blogLocationParam(url.searchParams.get("location"));
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 60);

  const current =
    location === ALL_LOCATIONS_VALUE
      ? ALL_TOWNS
      : (towns.find((t) => t.value === location) ?? { value: location, label: townNameFromSlug(location) });

  // Spec §8: a list error shows an empty list (and is logged), never an error page.
  let posts: BlogCardView[] = [];
  let latest: BlogCardView[] = [];
  try {
    posts = await publishedPostCards(db, business, { location, locationName: current.label });
    if (posts.length === 0 && location !== ALL_LOCATIONS_VALUE) {
      latest = await publishedPostCards(db, business, { location: ALL_LOCATIONS_VALUE, limit: LATEST_WHEN_EMPTY });
    }
  } catch (error) {
    console.error("[blog] loading posts failed", { location }, error);
  }

  return {
    current,
    isTown: towns.some((t) => t.value === current.value),
    query,
    posts,
    latest,
    // The town search's options and counts, not the whole list: the page renders twenty towns.
    search: locationSearchView(towns, query, current),
    searchable,
  };
}

/**
 * The canonical link is /blog for every ?location= value: the town views are filtered copies of one
 * list, and the default view (every town) is the same page as /blog. Only the title names the town.
 */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  const pathname = "/blog";
  const town = loaderData?.current;
  const base = PAGES[pathname];
  const title =
    town && town.value !== ALL_LOCATIONS_VALUE
      ? `${town.label} Roofing Articles`
      : base?.title;
  return pageMeta({
    business,
    pathname,
    title,
    jsonLd: [pageBusinessJsonLd(business, pathname)],
    extra: feedLinks(business.siteUrl, business.name, town && loaderData.isTown ? { slug: town.value, name: town.label } : null),
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { current, query, posts, latest, search, searchable } = loaderData;
  const business = useBusiness();
  const isAll = current.value === ALL_LOCATIONS_VALUE;
  const heading = isAll ? "All articles" : `Articles for ${current.label}`;

  return (
    <>
      <PageHero
        eyebrow="Roofing Blog"
        title="Roofing advice for Eastern North Carolina, town by town"
        intro={
          <p>
            Hurricanes, wind-driven rain, summer humidity and pine needles all work on a roof differently in Wilson
            than they do in New Bern. Pick your town for local storm guides, replacement advice and insurance tips
            written by our local roofing team.
          </p>
        }
      />

      <section aria-labelledby="browse-title" className="border-b border-brand-100 bg-sand">
        <div className="container-page grid gap-8 py-10">
          <div>
            <h2 id="browse-title" className="text-2xl font-bold">
              Browse by location
            </h2>
            <p className="mt-1 text-sm text-muted">Start with one of these towns, or search for yours below.</p>
            <div className="mt-4">
              <LocationButtons current={current.value} />
            </div>
          </div>
          <div>
            <h2 className="text-xl font-bold">Find your town</h2>
            <p className="mt-1 mb-4 text-sm text-muted">
              Search the {townCountText(business)} towns we serve, then choose yours to see the articles written about it.
            </p>
            <LocationSearch key={`${current.value}:${query}`} view={search} searchable={searchable} current={current} initialQuery={query} />
          </div>
        </div>
      </section>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="posts-title">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="posts-title" className="text-3xl font-bold">
              {heading}
            </h2>
            <p className="text-sm text-muted" aria-live="polite">
              {posts.length} {posts.length === 1 ? "article" : "articles"}
              {isAll ? null : (
                <>
                  {" · "}
                  <Link to={blogLocationHref(ALL_LOCATIONS_VALUE)} preventScrollReset className="font-semibold text-brand-600 underline">
                    See articles for every town
                  </Link>
                </>
              )}
            </p>
          </div>

          {posts.length > 0 ? (
            <PostCardGrid posts={posts} />
          ) : (
            <NoArticles town={isAll ? null : current.label} allHref={blogLocationHref(ALL_LOCATIONS_VALUE)} />
          )}

          {latest.length > 0 ? (
            <section aria-labelledby="latest-title" className="mt-10">
              <h3 id="latest-title" className="text-2xl font-bold">
                Newest articles from across Eastern North Carolina
              </h3>
              <PostCardGrid posts={latest} headingLevel={4} />
            </section>
          ) : null}
        </section>

        <aside className="lg:sticky lg:top-24 lg:self-start" aria-label="Help with your roof">
          <BlogHelpCard />
        </aside>
      </div>

      <CallToAction
        title="Have a roof question an article can't answer?"
        text="Book a free inspection and we will show you, with photos, what your roof needs — or tell you honestly that it needs nothing yet."
      />
    </>
  );
}
