import { Search } from "lucide-react";
import { Link } from "~/components/ui/links";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/_public.sitemap";
import { PageHero } from "~/components/marketing/page-hero";
import { count, PageSteps, SiteMapContents, SiteMapOffices, SiteMapSections } from "~/components/sitemap/site-map-parts";
import { buttonClass } from "~/components/ui/button";
import { pageNumber, withParam } from "~/domain/query-params";
import { filterSections, firstLinks, linkCount } from "~/domain/site-map-search";
import { SITE_MAP_PAGE_SIZE, siteMapPagePath, type SiteMapPageSection } from "~/domain/site-map";
import { publicSiteMap, type SiteMap } from "~/models/sitemap.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { PAGES } from "~/content/site-pages";
import { pageBusinessJsonLd } from "~/seo/structured-data";
import { businessContext, servicesContext } from "~/context.server";

const MAX_QUERY = 100;

/**
 * /sitemap (spec §2.9): every public page for people, in pages of at most SITE_MAP_PAGE_SIZE links
 * (docs/decisions/015-scale-and-memory.md) so each stays small enough to send fast and to keep in
 * the page cache, with a list of the pages and a search over all of them that works without
 * JavaScript (a GET form; the first SITE_MAP_PAGE_SIZE matches are shown).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  // Spec §8: a failed fetch is logged and the page shows empty lists, never an error page.
  let map: SiteMap = { sections: [], pages: [{ number: 1, label: "", sections: [] }] };
  try {
    map = await publicSiteMap(db, business);
  } catch (error) {
    console.error("[sitemap] loading the site map failed", error);
  }

  // One address per page: /sitemap for the first, a page past the last goes to the last, and a
  // search shows its matches from every page.
  const requested = url.searchParams.get("page");
  const number = query ? 1 : pageNumber(requested, map.pages.length);
  const canonical = number > 1 ? String(number) : null;
  if (requested !== null && requested !== canonical) throw redirect(withParam("/sitemap", url.searchParams, "page", canonical), 302);

  const total = linkCount(map.sections);
  const contents = map.pages.map(({ number, label }) => ({ number, label }));
  if (query) {
    const matches = filterSections(map.sections, query);
    const shown = firstLinks(matches, SITE_MAP_PAGE_SIZE);
    const sections: SiteMapPageSection[] = shown.map((s) => ({
      ...s,
      total: s.groups.reduce((n, g) => n + g.links.length, 0),
      continued: false,
      groups: s.groups.map((g) => ({ ...g, total: g.links.length, continued: false })),
    }));
    return { query, page: null, contents, sections, matched: linkCount(matches), shown: linkCount(shown), total };
  }
  const page = map.pages[number - 1];
  return { query, page: page.number, contents, sections: page.sections, matched: null, shown: null, total };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const base = PAGES["/sitemap"];
  const page = loaderData?.page ?? 1;
  // Each page lists other links: its own address is its canonical one.
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: siteMapPagePath(page),
    jsonLd: [pageBusinessJsonLd(business, siteMapPagePath(page))],
    title: page > 1 ? `${base.title} (page ${page} of ${loaderData!.contents.length})` : base.title,
    description: page > 1 ? `${loaderData!.contents[page - 1].label}: page ${page} of our site map.` : base.description,
  });
}

/** /sitemap: every public page for people, grouped and paged, with a search that works without JavaScript (a GET form). */
export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  const { query, page, contents, sections, matched, shown, total } = loaderData;
  const paged = contents.length > 1;
  return (
    <>
      <PageHero
        eyebrow="Site map"
        title="Every page on our site"
        intro={<p>{count(total)} pages: our services, offices, the towns we serve by region, homeowner guides and blog articles by town.</p>}
      />
      <div className="container-page py-12">
        <Form method="get" role="search" className="flex max-w-xl flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="sitemap-q" className="mb-1 block text-sm font-semibold text-ink">
              Search the site map
            </label>
            <input id="sitemap-q" name="q" type="search" defaultValue={query} maxLength={MAX_QUERY} className="field-input" />
          </div>
          <button type="submit" className={buttonClass("primary", "md", "gap-2")}>
            <Search aria-hidden="true" className="size-4" /> Search
          </button>
        </Form>
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          {query ? (
            <>
              {count(matched!)} of {count(total)} pages match “{query}”
              {shown! < matched! ? `; the first ${count(shown!)} are listed here, add a word to narrow the search` : ""}.{" "}
              <Link to="/sitemap" className="underline">
                Show all
              </Link>
            </>
          ) : (
            <>
              {count(total)} pages{paged ? ` on ${contents.length} pages of this site map; this is page ${page}` : ""}. Search engines read the
              same list as <a href="/sitemap.xml" className="underline">/sitemap.xml</a>.
            </>
          )}
        </p>

        {paged && !query ? <SiteMapContents contents={contents} current={page!} /> : null}

        {sections.length === 0 ? <p className="mt-8 text-lg">{query ? "No pages match your search." : "No pages to list."}</p> : null}
        <SiteMapSections sections={sections} />

        {paged && !query ? <PageSteps current={page!} last={contents.length} /> : null}

        <SiteMapOffices />
      </div>
    </>
  );
}
