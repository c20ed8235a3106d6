import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/ui/links";
import { data } from "react-router";
import type { Route } from "./+types/_public.resources.$slug";
import { Breadcrumb } from "~/components/marketing/breadcrumb";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { GuideCard } from "~/components/resources/guide-card";
import { blockAnchor, blockHeading } from "~/components/blocks/article-section";
import { articleBlockComponents } from "~/components/blocks/article-blocks";
import { Blocks } from "~/components/blocks/blocks";
import { guideCrumbs, guideMeta } from "~/components/resources/guide-meta";
import { guideBySlug, relatedGuides } from "~/content/resources";
import { guideSummary } from "~/content/resources/guide";
import { resolveFacts } from "~/domain/business-facts";
import { businessContext } from "~/context.server";
import { staticPage } from "~/components/islands/hydration";

// The guide comes from the loader: the page ships the one guide it shows, not all twelve.

/** Static content: no React in the browser (app/components/islands/hydration.ts). */
export const handle = staticPage;

export function loader({ params, context }: Route.LoaderArgs) {
  const guide = guideBySlug(params.slug);
  if (!guide) throw data(null, { status: 404 });
  // Its title, summary and text state the company's figures from the business settings.
  const business = context.get(businessContext);
  return { guide: resolveFacts(guide, business), related: resolveFacts(relatedGuides(guide).map(guideSummary), business) };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  return guideMeta({ matches, pathname: location.pathname, guide: loaderData.guide });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, related } = loaderData;
  const toc = guide.blocks.flatMap((b) => {
    const heading = blockHeading(b);
    const id = blockAnchor(b);
    return heading && id ? [{ heading, id }] : [];
  });
  const reviewed = new Date(`${guide.updated}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

  return (
    <>
      <Breadcrumb items={guideCrumbs(guide)} />
      <PageHero
        eyebrow={guide.eyebrow}
        title={guide.title}
        intro={
          <>
            <p>{guide.intro}</p>
            <p className="mt-4 text-sm text-brand-100">Reviewed {reviewed} by our roofing team.</p>
          </>
        }
      />

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:py-16">
        {toc.length > 2 ? (
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <p className="text-sm font-semibold tracking-wider text-muted uppercase">On this page</p>
            <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {toc.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="block rounded-full border border-brand-100 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50 lg:rounded-md lg:border-0 lg:px-2 lg:py-1.5"
                  >
                    {item.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div aria-hidden="true" className="hidden lg:block" />
        )}
        <article className="max-w-4xl min-w-0">
          <Blocks blocks={guide.blocks} components={articleBlockComponents} />
        </article>
      </div>

      <section aria-labelledby="related-heading" className="bg-sand">
        <div className="container-page py-14">
          <h2 id="related-heading" className="text-2xl font-bold md:text-3xl">
            Keep reading
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {related.map((g) => (
              <GuideCard key={g.slug} guide={g} />
            ))}
          </ul>
          <p className="mt-8">
            <Link to="/resources" className="inline-flex items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-900">
              <ArrowLeft aria-hidden="true" className="size-4" /> All homeowner resources
            </Link>
          </p>
        </div>
      </section>

      <CallToAction title={guide.cta?.title} text={guide.cta?.text} />
    </>
  );
}
