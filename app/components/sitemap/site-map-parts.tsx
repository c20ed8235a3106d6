import { ChevronLeft, ChevronRight, FileCode2, MapPin } from "lucide-react";
import { Link } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/button";
import { useBusiness } from "~/components/use-business";
import { formatAddress } from "~/domain/business";
import { siteMapPagePath, type SectionPriority, type SiteMapPageSection } from "~/domain/site-map";

const badge: Record<SectionPriority, string> = {
  high: "bg-brand-700 text-white",
  medium: "bg-brand-100 text-brand-800",
  low: "bg-sand text-ink border border-brand-100",
};

/** A number of pages as the site map writes it: 1,078. */
export const count = (n: number) => n.toLocaleString("en-US");

/** The sections of one page of the site map (or of a search), each with its groups of links. */
export function SiteMapSections({ sections }: { sections: readonly SiteMapPageSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="mt-12">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={`sitemap-${section.id}`} className="text-2xl font-bold text-ink">
              {section.title}
              {section.continued ? <span className="font-normal text-muted"> (continued)</span> : null}
            </h2>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[section.priority]}`}>{section.priority} priority</span>
            <span className="text-sm text-muted">{count(section.total)} pages</span>
          </div>
          {section.continued ? null : <p className="mt-1 text-muted">{section.description}</p>}
          <div className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {section.groups.map((group) => (
              <div key={group.title}>
                <h3 className="font-semibold text-ink">
                  {group.title}
                  {group.continued ? " (continued)" : null} <span className="text-sm font-normal text-muted">({count(group.total)})</span>
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
    </>
  );
}

/** The company's offices, and the XML sitemap for search engines. */
export function SiteMapOffices() {
  const business = useBusiness();
  return (
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
  );
}

/** The pages of the site map, each named by what it holds; the one shown is marked. */
export function SiteMapContents({ contents, current }: { contents: { number: number; label: string }[]; current: number }) {
  return (
    <nav aria-labelledby="sitemap-pages" className="mt-8 rounded-lg border border-brand-100 bg-white p-5">
      <h2 id="sitemap-pages" className="text-lg font-bold text-ink">
        Pages of the site map
      </h2>
      <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {contents.map(({ number, label }) => (
          <li key={number}>
            <Link
              to={siteMapPagePath(number)}
              aria-current={number === current ? "page" : undefined}
              className={number === current ? "font-semibold text-ink" : "text-brand-700 underline-offset-2 hover:underline"}
            >
              {number}. {label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Previous / next page of the site map. */
export function PageSteps({ current, last }: { current: number; last: number }) {
  return (
    <nav aria-label="Site map pages" className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {current > 1 ? (
        <Link to={siteMapPagePath(current - 1)} className={buttonClass("outline", "sm", "gap-1")}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Page {current - 1}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {current} of {last}
      </span>
      {current < last ? (
        <Link to={siteMapPagePath(current + 1)} className={buttonClass("outline", "sm", "gap-1")}>
          Page {current + 1} <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
