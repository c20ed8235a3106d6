import { CalendarCheck, Phone, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { CheckList } from "~/components/services/check-list";
import { ExternalLink } from "~/components/ui/links";
import { ReportIllustration } from "~/components/services/illustrations/report";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Section } from "~/components/services/section";
import { useBusiness } from "~/components/use-business";
import {
  REPORT_FEE,
  reportAudiences,
  reportDisclaimers,
  reportIncludes,
  reportReferences,
  reportSteps,
} from "~/content/services/life-expectancy-report";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

export default function RoofLifeExpectancyReportPage() {
  const b = useBusiness();
  const actions = (
    <>
      <PhoneLink phone={b.phones.main} className={buttonClass("primary", "lg")}>
        <Phone aria-hidden="true" className="size-4" /> Call {b.phones.main.display}
      </PhoneLink>
      <ExternalLink href={b.external.schedulingUrl} icon={false} className={buttonClass("secondary", "lg")}>
        <CalendarCheck aria-hidden="true" className="size-4" /> Schedule Online
      </ExternalLink>
    </>
  );
  return (
    <>
      <PageHero
        eyebrow="Paid assessment service"
        title="Roof Life Expectancy Report"
        intro={
          <p>
            How many good years does this roof have left? An independent, documented answer, with photos and a signed written
            report, for a flat fee of {REPORT_FEE}.
          </p>
        }
        actions={
          <>
            <PhoneLink phone={b.phones.main} className={buttonClass("primary", "lg")}>
              <Phone aria-hidden="true" className="size-4" /> Call {b.phones.main.display}
            </PhoneLink>
            <ExternalLink href={b.external.schedulingUrl} icon={false} className={buttonClass("onDark", "lg")}>
              <CalendarCheck aria-hidden="true" className="size-4" /> Schedule Online
            </ExternalLink>
          </>
        }
        aside={<ReportIllustration />}
      />

      <Section id="pricing" eyebrow="Flat fee" title={`One price: ${REPORT_FEE}, whatever the roof's condition`}>
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
          <div className="rounded-2xl bg-brand-800 p-8 text-white">
            <p className="text-sm font-semibold tracking-wider text-accent-100 uppercase">Roof Life Expectancy Report</p>
            <p className="mt-3 font-display text-6xl font-bold text-white">{REPORT_FEE}</p>
            <p className="mt-2 text-brand-100">Flat fee, due regardless of outcome. No upsell, no obligation.</p>
          </div>
          <div>
            <p className="text-lg">
              This is a paid, stand-alone assessment, separate from our free inspections. You pay for an honest, documented
              opinion, and that fee is the same whether the report finds twenty good years or none.
            </p>
            <h3 className="mt-6 text-xl font-bold">What's included</h3>
            <div className="mt-4">
              <CheckList items={reportIncludes} />
            </div>
          </div>
        </div>
      </Section>

      <Section id="who-its-for" tone="sand" eyebrow="Who it's for" title="When a documented answer matters">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reportAudiences.map((a) => (
            <li key={a.title} className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold">{a.title}</h3>
              <p className="mt-2 text-sm text-muted">{a.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" eyebrow="How it works" title="Three steps to your report">
        <ProcessSteps steps={reportSteps} />
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </Section>

      <Section id="disclaimers" tone="brand" eyebrow="Please read" title="What the report is, and what it isn't">
        <div className="flex gap-3 rounded-lg border border-accent-500 bg-white p-6">
          <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
          <ul className="list-disc space-y-2 pl-5 text-ink">
            {reportDisclaimers.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
        <p className="mt-6 text-muted">
          Just want to know whether you need repairs? Our{" "}
          <Link to="/book-inspection" className="font-semibold text-brand-600 underline">
            free roof inspection
          </Link>{" "}
          may be all you need.
        </p>
      </Section>

      <Section id="references" title="References" intro="Independent sources on roof condition, service life and storm resistance.">
        <ul className="grid gap-4 md:grid-cols-2">
          {reportReferences.map((r) => (
            <li key={r.href} className="rounded-lg border border-brand-100 p-5">
              <ExternalLink href={r.href} className="inline-flex items-start gap-2 font-semibold text-brand-600 underline">
                {r.name}
              </ExternalLink>
              <p className="mt-2 text-sm text-muted">{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Order your Roof Life Expectancy Report"
        text={`Call us or request it online. One flat fee of ${REPORT_FEE}, a roofer on your roof and a signed report you can share.`}
      />
    </>
  );
}
