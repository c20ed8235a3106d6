import { FileCode2, MapPin, Search } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/_public.sitemap";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { buttonClass } from "~/components/ui/button";
import { formatAddress } from "~/config/business";
import { filterSections, linkCount } from "~/domain/site-map-search";
import type { SectionPriority } from "~/domain/site-map";
import { siteMapSections } from "~/models/sitemap.server";
import { businessContext, servicesContext } from "~/services.server";

const MAX_QUERY = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  // Spec §8: a failed fetch is logged and the page shows empty lists, never an error page.
  let all: Awaited<ReturnType<typeof siteMapSections>> = [];
  try {
    all = await siteMapSections(db, business);
  } catch (error) {
    console.error("[sitemap] loading the site map failed", error);
  }
  const sections = filterSections(all, query);
  return { query, sections, shown: linkCount(sections), total: linkCount(all) };
}

const badge: Record<SectionPriority, string> = {
  high: "bg-brand-700 text-white",
  medium: "bg-brand-100 text-brand-800",
  low: "bg-sand text-ink border border-brand-100",
};

/** /sitemap: every public page for people, grouped, with a search that works without JavaScript (a GET form). */
export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  const { query, sections, shown, total } = loaderData;
  const business = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Site map"
        title="Every page on our site"
        intro={<p>{total} pages: our services, offices, the towns we serve by region, homeowner guides and blog articles by town.</p>}
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
              {shown} of {total} pages match “{query}”. <Link to="/sitemap" className="underline">Show all</Link>
            </>
          ) : (
            <>
              {total} pages. Search engines read the same list as <a href="/sitemap.xml" className="underline">/sitemap.xml</a>.
            </>
          )}
        </p>

        {sections.length === 0 ? <p className="mt-8 text-lg">No pages match your search.</p> : null}
        {sections.map((section) => (
          <section key={section.id} className="mt-12">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id={`sitemap-${section.id}`} className="text-2xl font-bold text-ink">
                {section.title}
              </h2>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[section.priority]}`}>{section.priority} priority</span>
              <span className="text-sm text-muted">
                {section.groups.reduce((n, g) => n + g.links.length, 0)} pages
              </span>
            </div>
            <p className="mt-1 text-muted">{section.description}</p>
            <div className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {section.groups.map((group) => (
                <div key={group.title}>
                  <h3 className="font-semibold text-ink">
                    {group.title} <span className="text-sm font-normal text-muted">({group.links.length})</span>
                  </h3>
                  <ul className="mt-2 space-y-2">
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <Link to={link.path} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                          {link.name}
                        </Link>
                        {link.description ? <p className="text-sm text-muted">{link.description}</p> : null}
                        {link.lastmod ? <p className="text-xs text-muted">Updated {link.lastmod}</p> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ))}

        <section className="mt-16 rounded-lg bg-brand-50 p-6">
          <h2 id="sitemap-offices" className="text-xl font-bold text-ink">
            Our offices
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {business.offices.map((office) => (
              <li key={office.id} className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                <span>
                  <strong className="block">{office.name}</strong>
                  {formatAddress(office)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-center gap-2 text-sm">
            <FileCode2 aria-hidden="true" className="size-4" />
            <a href="/sitemap.xml" className="underline">
              XML sitemap for search engines
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
