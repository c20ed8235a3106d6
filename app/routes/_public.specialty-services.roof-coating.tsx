import { Phone, Star } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/_public.specialty-services.roof-coating";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { CoatingProjectPanel } from "~/components/services/coating-project";
import { DataTable } from "~/components/services/data-table";
import { FaqAccordion } from "~/components/services/faq-accordion";
import { FeatureCards } from "~/components/services/feature-cards";
import { Figures } from "~/components/services/figures";
import { CoatingIllustration } from "~/components/services/illustrations/coating";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Section } from "~/components/services/section";
import { Tabs } from "~/components/ui/tabs";
import { useBusiness } from "~/components/use-business";
import {
  benefitCards,
  COATING_REVIEW_COUNT,
  coatingFaqs,
  coatingIntro,
  coatingProcess,
  coatingProjects,
  coatingServices,
  comparisonTable,
  heroClaims,
} from "~/content/services/roof-coating";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, localBusinessJsonLd, officeForPath } from "~/seo/structured-data";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [localBusinessJsonLd(business, officeForPath(business, location.pathname)), faqJsonLd(coatingFaqs)],
  });
}

export default function RoofCoatingPage() {
  const b = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Specialty services · Roof coatings"
        title="Roof coatings that add years and cut cooling bills"
        intro={
          <>
            <p>
              A seamless, reflective membrane over your existing low-slope or metal roof: leaks sealed, summer heat reflected
              and no tear-off.
            </p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-700 px-3 py-1 text-sm text-white">
              <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
              Rated {b.rating.value}/5 by {COATING_REVIEW_COUNT} coating customers
            </p>
          </>
        }
        actions={
          <>
            <Link to="/contact" className={buttonClass("primary", "lg")}>
              Get a Coating Estimate
            </Link>
            <PhoneLink phone={b.phones.main} className={buttonClass("onDark", "lg")}>
              <Phone aria-hidden="true" className="size-4" /> Call {b.phones.main.display}
            </PhoneLink>
          </>
        }
        aside={<CoatingIllustration />}
      />
      <div className="bg-brand-900 py-8">
        <div className="container-page">
          <Figures figures={heroClaims} dark />
        </div>
      </div>

      <Section id="introduction" eyebrow="What a coating is" title="Restore the roof you have instead of replacing it">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {coatingIntro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section
        id="benefits"
        tone="sand"
        eyebrow="Benefits"
        title="Why a premium coating system pays off"
        intro="Most coating failures come from shortcuts: skipped cleaning, unrepaired seams and film too thin to last. Here is the difference."
      >
        <DataTable {...comparisonTable} />
        <div className="mt-12">
          <FeatureCards cards={benefitCards} />
        </div>
      </Section>

      <Section
        id="coating-services"
        eyebrow="Coating services"
        title="Six coating services for every kind of roof"
        intro="Each system is matched to your roof's material, drainage and use."
      >
        <FeatureCards
          cards={coatingServices}
          footer={(card) => (
            <Link to="/contact" className="font-semibold text-brand-600 underline">
              Ask about {card.title.toLowerCase()}
            </Link>
          )}
        />
      </Section>

      <Section
        id="process"
        tone="brand"
        eyebrow="Our process"
        title="Seven steps to a coating that lasts"
        intro="Preparation is most of the work, and most of the reason our coatings last 10-15 years."
      >
        <ProcessSteps steps={coatingProcess} columns={4} />
      </Section>

      <Section
        id="projects"
        eyebrow="Projects"
        title="What a coating project looks like"
        intro="Typical scopes and price ranges for the three kinds of roofs we coat most."
      >
        <Tabs
          label="Coating project types"
          defaultId="residential"
          items={coatingProjects.map((project) => ({
            id: project.id,
            label: project.label,
            content: <CoatingProjectPanel project={project} />,
          }))}
        />
      </Section>

      <Section id="faq" tone="sand" eyebrow="Questions" title="Roof coating FAQ">
        <div className="max-w-4xl">
          <FaqAccordion faqs={coatingFaqs} />
        </div>
      </Section>

      <CallToAction
        title="Find out if your roof can be coated"
        text="We'll check it for trapped moisture and damage and tell you honestly whether a coating, a repair or a replacement makes sense."
      />
    </>
  );
}
