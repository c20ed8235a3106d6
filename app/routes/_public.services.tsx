import { ArrowRight, CircleDollarSign, Leaf, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/_public.services";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { CheckList } from "~/components/services/check-list";
import { ContactStrip } from "~/components/services/contact-strip";
import { ExternalLink } from "~/components/ui/links";
import { FaqAccordion } from "~/components/services/faq-accordion";
import { HomeRoofIllustration } from "~/components/services/illustrations";
import { Section } from "~/components/services/section";
import { TrustBadges } from "~/components/services/trust-badges";
import { Accordion } from "~/components/ui/accordion";
import { useBusiness } from "~/components/use-business";
import {
  authorityLinks,
  ecoPoints,
  financingTeaser,
  regionCards,
  serviceCards,
  servicesFaqs,
  trustBadges,
  whyChoose,
} from "~/content/services/overview";
import { slugify } from "~/domain/slugs";
import { listServicesByCategory } from "~/models/services.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, localBusinessJsonLd, officeForPath } from "~/seo/structured-data";
import { servicesContext } from "~/services.server";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";
import { Icon } from "~/components/blocks/icons";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { groups: await listServicesByCategory(db) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [localBusinessJsonLd(business, officeForPath(business, location.pathname)), faqJsonLd(servicesFaqs)],
  });
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const b = useBusiness();
  return (
    <>
      <PageHero
        eyebrow={`${b.name} · Since ${b.foundingYear}`}
        title="Roofing services for Eastern North Carolina homes, businesses and churches"
        intro={
          <p>
            Hurricanes, wind-driven rain, summer humidity and pine debris all work against a roof here. We replace, repair,
            restore and inspect roofs across 70+ towns, and we put every recommendation in writing, with photos.
          </p>
        }
        actions={
          <>
            <Link to="/contact" className={buttonClass("primary", "lg")}>
              Get a Free Estimate
            </Link>
            <PhoneLink phone={b.phones.main} className={buttonClass("onDark", "lg")}>
              <Phone aria-hidden="true" className="size-4" /> Call {b.phones.main.display}
            </PhoneLink>
          </>
        }
        aside={<HomeRoofIllustration />}
      />
      <div className="bg-brand-900 py-5">
        <div className="container-page">
          <TrustBadges badges={trustBadges} label="Why homeowners trust us" />
        </div>
      </div>

      <Section
        id="core-services"
        eyebrow="What we do"
        title="Four ways we protect what's under your roof"
        intro="Start with the service that fits your building. Every one begins with a free inspection and a written recommendation."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCards.map((card) => (
            <li key={card.href} className="flex flex-col rounded-lg border border-brand-100 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-md bg-accent-50">
                <Icon name={card.icon} className="size-6 text-accent-700" />
              </span>
              <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
              <p className="mt-2 text-muted">{card.text}</p>
              <ul className="mt-4 space-y-1 text-sm">
                {card.points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                    {p}
                  </li>
                ))}
              </ul>
              <Link to={card.href} className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-600 underline">
                {card.linkLabel} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="all-services"
        tone="sand"
        eyebrow="Complete service list"
        title="Everything we do, by category"
        intro="Open a category to see each service. Not sure which one you need? Describe the problem when you call and we will tell you."
      >
        <div className="max-w-4xl">
          <Accordion
            headingLevel={3}
            items={loaderData.groups.map((group) => ({
              id: slugify(group.category),
              title: (
                <span className="flex flex-wrap items-baseline gap-x-3">
                  {group.category}
                  <span className="text-sm font-normal text-muted">
                    {group.services.length} {group.services.length === 1 ? "service" : "services"}
                  </span>
                </span>
              ),
              content:
                group.services.length > 0 ? (
                  <ul className="grid gap-4 md:grid-cols-2">
                    {group.services.map((s) => (
                      <li key={s.id} className="rounded-md border border-brand-100 bg-brand-50 p-4">
                        <h4 className="font-semibold text-brand-900">{s.serviceName}</h4>
                        <p className="mt-1 text-sm text-muted">{s.description}</p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted">
                    Call us at <PhoneLink phone={b.phones.main} className="font-semibold text-brand-600 underline" />{" "}
                    to talk through this category.
                  </p>
                ),
            }))}
          />
        </div>
      </Section>

      <section id="financing" aria-labelledby="financing-title" className="bg-accent-50 py-12">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <CircleDollarSign aria-hidden="true" className="mt-1 size-10 shrink-0 text-accent-700" />
            <div>
              <h2 id="financing-title" className="text-3xl font-bold">
                {financingTeaser.title}
              </h2>
              <p className="mt-2 max-w-2xl text-ink">{financingTeaser.text}</p>
            </div>
          </div>
          <Link to="/financing" className={buttonClass("secondary", "lg", "shrink-0")}>
            See financing options
          </Link>
        </div>
      </section>

      <Section
        id="regions"
        eyebrow="Where we work"
        title="Local crews across five regions"
        intro="Roofs in Raleigh and roofs in New Bern fail for different reasons. Our crews know the difference."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {regionCards.map((r) => (
            <li key={r.city} className="flex flex-col rounded-lg border-t-4 border-accent-500 bg-brand-50 p-5">
              <h3 className="text-xl font-bold">{r.city}</h3>
              <p className="mt-1 flex items-start gap-1 text-sm font-semibold text-brand-700">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {r.zone}
              </p>
              <p className="mt-3 text-sm text-muted">{r.summary}</p>
              <ul className="mt-4 space-y-1.5 text-sm">
                {r.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                    {f}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-muted">
          Don't see your town?{" "}
          <Link to="/service-areas" className="font-semibold text-brand-600 underline">
            Browse all 70+ communities we serve
          </Link>
          .
        </p>
      </Section>

      <Section
        id="eco-solar"
        tone="brand"
        eyebrow="Energy & environment"
        title="Greener roofs, lower cooling bills, solar-ready"
        intro="A roof is the biggest surface your building turns toward the Carolina sun. Used well, it saves energy for decades."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {ecoPoints.map((p) => (
            <li key={p.title} className="rounded-lg bg-white p-6 shadow-sm">
              <Leaf aria-hidden="true" className="size-6 text-accent-700" />
              <h3 className="mt-3 text-lg font-bold">{p.title}</h3>
              <p className="mt-2 text-sm text-muted">{p.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/specialty-services/roof-coating" className="font-semibold text-brand-600 underline">
            Learn how reflective roof coatings work
          </Link>
        </p>
      </Section>

      <Section id="why-choose" title={`Why property owners choose ${b.name}`}>
        <CheckList items={whyChoose} columns={2} />
      </Section>

      <Section
        id="faq"
        tone="sand"
        eyebrow="Questions"
        title="Roofing services FAQ"
        intro={
          <>
            Straight answers to what people ask us most. More in our{" "}
            <Link to="/frequently-asked-questions" className="font-semibold text-brand-600 underline">
              full roofing FAQ
            </Link>
            .
          </>
        }
      >
        <div className="max-w-4xl">
          <FaqAccordion faqs={servicesFaqs} />
        </div>
      </Section>

      <Section
        id="industry-resources"
        title="Industry authorities we rely on"
        intro="Independent organizations whose standards, research and forecasts shape how we build. Worth a read before you hire any roofer."
      >
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {authorityLinks.map((link) => (
            <li key={link.href} className="rounded-lg border border-brand-100 p-5">
              <ExternalLink href={link.href} className="inline-flex items-start gap-2 font-semibold text-brand-600 underline">
                {link.name}
              </ExternalLink>
              <p className="mt-2 text-sm text-muted">{link.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ContactStrip title="Call, e-mail or send us your claim" />
      <CallToAction />
    </>
  );
}
