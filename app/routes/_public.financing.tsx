import { ArrowRight, CreditCard, Landmark } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/_public.financing";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { ExternalLink } from "~/components/ui/links";
import { FaqAccordion } from "~/components/services/faq-accordion";
import { Figures } from "~/components/services/figures";
import { FinancingIllustration } from "~/components/services/illustrations/financing";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Section } from "~/components/services/section";
import { useBusiness } from "~/components/use-business";
import { financingFaqs, financingSteps, financingTerms, TERMS_NOTE, whyFinance } from "~/content/services/financing";
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
    jsonLd: [localBusinessJsonLd(business, officeForPath(business, location.pathname)), faqJsonLd(financingFaqs)],
  });
}

export default function FinancingPage() {
  const b = useBusiness();
  const { dealerNumber, applyUrl, lenderName } = b.financing;
  return (
    <>
      <PageHero
        eyebrow="Roof financing"
        title="A new roof now, affordable monthly payments"
        intro={
          <>
            <p>
              Rates as low as 5.99% APR, terms up to 12 years and up to 100% of your project financed through {lenderName}.
              Subject to credit approval.
            </p>
            <DealerNumber dealerNumber={dealerNumber} />
          </>
        }
        actions={
          <>
            <ExternalLink href={applyUrl} className={buttonClass("primary", "lg")}>
              Apply Now
            </ExternalLink>
            <Link to="/contact" className={buttonClass("onDark", "lg")}>
              Ask a Question
            </Link>
          </>
        }
        aside={<FinancingIllustration />}
      />
      <div className="bg-brand-900 py-8">
        <div className="container-page">
          <Figures figures={financingTerms} dark />
          <p className="mt-4 text-sm text-brand-100">{TERMS_NOTE}</p>
        </div>
      </div>

      <Section id="options" eyebrow="Payment options" title="Two ways to pay for your roof">
        <ul className="grid gap-6 lg:grid-cols-2">
          <li className="flex flex-col rounded-2xl border-2 border-accent-500 bg-accent-50 p-8">
            <CreditCard aria-hidden="true" className="size-8 text-accent-700" />
            <h3 className="mt-4 text-2xl font-bold">Personal financing</h3>
            <p className="mt-2 text-ink">
              A loan through {lenderName}, applied for online: rates from 5.99% APR, terms up to 12 years and up to 100% of
              the project financed.
            </p>
            <p className="mt-4 text-sm text-muted">Enter dealer number {dealerNumber} on the application.</p>
            <div className="mt-auto pt-6">
              <ExternalLink href={applyUrl} className={buttonClass("secondary", "md")}>
                Apply for personal financing
              </ExternalLink>
            </div>
          </li>
          <li className="flex flex-col rounded-2xl border-2 border-brand-100 bg-white p-8">
            <Landmark aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-2xl font-bold">Traditional payment</h3>
            <p className="mt-2 text-ink">
              Pay by check or card, use your own bank or credit union, or combine insurance proceeds with your deductible. We'll
              walk you through the payment schedule.
            </p>
            <div className="mt-auto pt-6">
              <Link to="/contact" className={buttonClass("outline", "md", "inline-flex")}>
                Contact us about payment <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </li>
        </ul>
      </Section>

      <Section id="why-finance" tone="sand" eyebrow="Why finance" title="Why homeowners finance their roofs">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyFinance.map((w) => (
            <li key={w.title} className="rounded-lg bg-white p-6 shadow-sm">
              <Icon name={w.icon} className="size-7 text-accent-700" />
              <h3 className="mt-3 text-lg font-bold">{w.title}</h3>
              <p className="mt-2 text-sm text-muted">{w.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" eyebrow="How it works" title="Financing in three steps">
        <ProcessSteps steps={financingSteps} />
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ExternalLink href={applyUrl} className={buttonClass("primary", "lg")}>
            Start your application
          </ExternalLink>
          <DealerNumber dealerNumber={dealerNumber} light />
        </div>
      </Section>

      <Section id="faq" tone="sand" eyebrow="Questions" title="Financing FAQ">
        <div className="max-w-4xl">
          <FaqAccordion faqs={financingFaqs} />
          <p className="mt-6 text-sm text-muted">
            {TERMS_NOTE} Questions? Call{" "}
            <PhoneLink phone={b.phones.main} className="font-semibold text-brand-600 underline" />
            .
          </p>
        </div>
      </Section>

      <CallToAction
        title="Start with a free inspection and a written price"
        text="Know exactly what your roof needs and what it costs, then choose how you'd like to pay."
      />
    </>
  );
}

/** The dealer number applicants must enter on the lender's form. */
function DealerNumber({ dealerNumber, light = false }: { dealerNumber: string; light?: boolean }) {
  return (
    <p
      className={`mt-6 inline-flex flex-wrap items-center gap-3 rounded-lg px-4 py-3 ${light ? "mt-0 bg-brand-50 text-ink" : "bg-brand-700 text-white ring-1 ring-brand-500"}`}
    >
      <span className="text-sm font-semibold tracking-wide uppercase">Dealer number</span>
      <span className={`font-mono text-2xl font-bold ${light ? "text-brand-700" : "text-white"}`}>{dealerNumber}</span>
    </p>
  );
}
