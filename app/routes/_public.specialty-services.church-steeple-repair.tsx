import { ArrowRight, Siren } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/_public.specialty-services.church-steeple-repair";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { DataTable } from "~/components/services/data-table";
import { FaqAccordion } from "~/components/services/faq-accordion";
import { Figures } from "~/components/services/figures";
import { SteepleIllustration } from "~/components/services/illustrations/steeple";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Section } from "~/components/services/section";
import { useBusiness } from "~/components/use-business";
import { commonIssues, steepleFaqs, steepleFigures, steepleIntro, steepleProcess, steepleServices } from "~/content/services/steeple";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { faqJsonLd, localBusinessJsonLd, officeForPath } from "~/seo/structured-data";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";
import { Icon } from "~/components/blocks/icons";

export function meta({ matches, location }: Route.MetaArgs) {
  const business = businessFromMatches(matches);
  return pageMeta({
    business,
    pathname: location.pathname,
    jsonLd: [localBusinessJsonLd(business, officeForPath(business, location.pathname)), faqJsonLd(steepleFaqs)],
  });
}

export default function ChurchSteepleRepairPage() {
  const b = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Specialty services · Churches"
        title="Church steeple repair and restoration"
        intro={
          <p>
            Leaks at the tower, rotted trim, storm-torn spires: we inspect, repair and restore steeples and bell towers across
            Eastern North Carolina, and plan every job around your worship schedule.
          </p>
        }
        actions={
          <>
            <PhoneLink phone={b.phones.emergency} className={buttonClass("primary", "lg")}>
              <Siren aria-hidden="true" className="size-4" /> 24/7 Emergency Line: {b.phones.emergency.display}
            </PhoneLink>
            <Link to="/contact" className={buttonClass("onDark", "lg")}>
              Request a Free Steeple Inspection
            </Link>
          </>
        }
        aside={<SteepleIllustration />}
      />
      <div className="bg-brand-900 py-8">
        <div className="container-page">
          <Figures figures={steepleFigures} dark />
        </div>
      </div>

      <Section id="introduction" eyebrow="Why steeples need specialists" title="The most exposed part of your church">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            {steepleIntro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <aside aria-labelledby="raleigh-callout-title" className="self-start rounded-lg border-l-4 border-accent-500 bg-sand p-6">
            <h3 id="raleigh-callout-title" className="text-xl font-bold">
              Serving a church in Raleigh?
            </h3>
            <p className="mt-2 text-muted">
              Read how Raleigh's storms and humidity affect steeples, what repairs cost and how quickly we reach Wake County
              churches.
            </p>
            <Link
              to="/specialty-services/church-steeple-repair/raleigh-nc"
              className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-600 underline"
            >
              Church steeple repair in Raleigh, NC <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </aside>
        </div>
      </Section>

      <Section
        id="services"
        tone="sand"
        eyebrow="Our steeple services"
        title="Six ways we keep steeples sound"
        intro="From a single failed flashing seam to a full spire restoration, done safely at height by crews who do this work regularly."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {steepleServices.map((s) => (
            <li key={s.title} className="rounded-lg bg-white p-6 shadow-sm">
              <Icon name={s.icon} className="size-7 text-accent-700" />
              <h3 className="mt-3 text-xl font-bold">{s.title}</h3>
              <p className="mt-2 text-muted">{s.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="process"
        eyebrow="Our process"
        title="From first call to final walk-through"
        intro="Six steps, with your church leadership informed at each one."
      >
        <ProcessSteps steps={steepleProcess} />
      </Section>

      <Section
        id="common-issues"
        tone="brand"
        eyebrow="Know the signs"
        title="Common steeple problems and how we fix them"
        intro="If you recognize any of these warning signs, call before the next storm season."
      >
        <DataTable {...commonIssues} />
      </Section>

      <Section id="faq" eyebrow="Questions" title="Steeple repair FAQ">
        <div className="max-w-4xl">
          <FaqAccordion faqs={steepleFaqs} />
        </div>
      </Section>

      <section aria-labelledby="free-inspection-title" className="bg-brand-800 py-12 text-white">
        <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="free-inspection-title" className="text-3xl font-bold text-white">
              Schedule a free steeple inspection
            </h2>
            <p className="mt-2 text-brand-100">
              We'll look at your steeple from the ground and the roof, photograph what we see and tell you honestly whether it
              needs attention now, later or not at all.
            </p>
          </div>
          <Link to="/contact" className={buttonClass("primary", "lg", "shrink-0")}>
            Request Your Free Inspection
          </Link>
        </div>
      </section>

      <CallToAction
        title="Protect your sanctuary from the top down"
        text="Call our office or request an estimate online. For an active leak or storm damage, use the 24/7 emergency line."
      />
    </>
  );
}
