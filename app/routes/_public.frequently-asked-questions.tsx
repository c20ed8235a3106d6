import { Link } from "react-router";
import type { Route } from "./+types/_public.frequently-asked-questions";
import { ExternalLink } from "~/components/ui/links";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { Accordion } from "~/components/ui/accordion";
import { useBusiness } from "~/components/use-business";
import { allFaqs, faqCategories, faqDisclaimer, industryResources, type FaqItem } from "~/content/company/faq";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, localBusinessJsonLd, officeForPath } from "~/seo/structured-data";
import { PhoneLink } from "~/components/ui/links";

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [localBusinessJsonLd(business, officeForPath(business, location.pathname)), faqJsonLd(allFaqs())],
  });
}

function Answer({ item }: { item: FaqItem }) {
  return (
    <>
      <p className="leading-relaxed">{item.answer}</p>
      {item.links?.length ? (
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {item.links.map((l) => (
            <li key={l.href + l.label}>
              <Link to={l.href} className="font-semibold text-brand-600 underline hover:text-brand-800">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export default function FrequentlyAskedQuestions() {
  const business = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Roofing FAQ"
        title="Frequently asked questions"
        intro={
          <p>
            Straight answers about roof costs, installation, insurance claims, storm damage and warranties, from a roofer that
            has worked on 5,000+ Eastern North Carolina roofs.
          </p>
        }
      />

      <nav aria-labelledby="faq-nav-heading" className="border-b border-brand-100 bg-white">
        <div className="container-page py-6">
          <h2 id="faq-nav-heading" className="font-sans text-sm font-bold tracking-wider text-muted uppercase">
            Jump to a topic
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {faqCategories.map((c) => (
              <li key={c.id}>
                <a
                  href={`#${c.id}`}
                  className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-100"
                >
                  {c.title}
                  <span className="rounded-full bg-white px-2 text-xs text-muted">
                    {c.items.length}
                    <span className="sr-only"> questions</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <div className="container-page space-y-14 py-14">
        {faqCategories.map((c) => (
          <section key={c.id} id={c.id} className="scroll-mt-28" aria-labelledby={`${c.id}-heading`}>
            <h2 id={`${c.id}-heading`} className="text-3xl font-bold">
              {c.title}
            </h2>
            <p className="mt-2 text-muted">{c.intro}</p>
            <div className="mt-6">
              <Accordion headingLevel={3} items={c.items.map((item) => ({ id: item.id, title: item.question, content: <Answer item={item} /> }))} />
            </div>
          </section>
        ))}

        <section aria-labelledby="still-heading" className="rounded-lg bg-sand p-8">
          <h2 id="still-heading" className="text-2xl font-bold">
            Still have a question?
          </h2>
          <p className="mt-2 text-muted">
            Call{" "}
            <PhoneLink phone={business.phones.main} className="font-semibold text-brand-700 underline" />
            , e-mail{" "}
            <a href={`mailto:${business.emails.info}`} className="font-semibold break-all text-brand-700 underline">
              {business.emails.info}
            </a>{" "}
            or browse our{" "}
            <Link to="/resources" className="font-semibold text-brand-700 underline">
              homeowner guides
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="resources-heading">
          <h2 id="resources-heading" className="text-2xl font-bold">
            Industry resources
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {industryResources.map((r) => (
              <li key={r.url} className="rounded-lg border border-brand-100 p-5">
                <ExternalLink href={r.url} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900">
                  {r.name}
                </ExternalLink>
                <p className="mt-1 text-sm text-muted">{r.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted">
            <strong className="font-semibold text-ink">Disclaimer:</strong> {faqDisclaimer}
          </p>
        </section>
      </div>

      <CallToAction title="Get answers about your own roof" />
    </>
  );
}
