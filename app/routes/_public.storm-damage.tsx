import { Mail, Phone, Siren, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { CheckList } from "~/components/services/check-list";
import { ContactStrip } from "~/components/services/contact-strip";
import { HeroPoints } from "~/components/services/hero-points";
import { StormIllustration } from "~/components/services/illustrations";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Section } from "~/components/services/section";
import { useBusiness } from "~/components/use-business";
import {
  claimStance,
  claimSupport,
  damageTypes,
  documentationTimeline,
  responseAreas,
  warningSigns,
  afterTheStormSteps,
  windThresholds,
} from "~/content/services/storm";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";
import { Icon } from "~/components/blocks/icons";

export default function StormDamagePage() {
  const b = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Storm damage · 24/7 emergency service"
        title="Storm damage? We'll secure your roof tonight."
        intro={
          <>
            <p>
              When a hurricane, nor'easter or summer squall tears into your roof, call our emergency line any hour of any day.
              We tarp the damage, document it for your insurance claim and rebuild the roof right.
            </p>
            <HeroPoints
              label="Storm service highlights"
              points={["24/7 emergency tarping", "Photo documentation for your claim", "We meet your adjuster", "Roof rebuilt to manufacturer spec"]}
            />
          </>
        }
        actions={
          <>
            <PhoneLink phone={b.phones.emergency} className={buttonClass("primary", "lg")}>
              <Siren aria-hidden="true" className="size-4" /> 24/7 Emergency: {b.phones.emergency.display}
            </PhoneLink>
            <Link to="/book-inspection" className={buttonClass("onDark", "lg")}>
              Book a Free Storm Inspection
            </Link>
          </>
        }
        aside={<StormIllustration />}
      />

      <Section
        id="damage-types"
        eyebrow="Types of damage"
        title="What storms do to roofs in Eastern North Carolina"
        intro="Some storm damage is obvious from the driveway. Most of it isn't, and it keeps getting worse until it's found."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {damageTypes.map((d) => (
            <li key={d.title} className="rounded-lg border border-brand-100 p-6">
              <Icon name={d.icon} className="size-7 text-accent-700" />
              <h3 className="mt-3 text-xl font-bold">{d.title}</h3>
              <p className="mt-2 text-muted">{d.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-lg bg-brand-50 p-6">
          <h3 className="text-xl font-bold">How much wind is too much?</h3>
          <dl className="mt-4 grid gap-4 md:grid-cols-3">
            {windThresholds.map((w) => (
              <div key={w.mph}>
                <dt className="font-display text-3xl font-bold text-brand-700">{w.mph}</dt>
                <dd className="mt-1 text-sm text-muted">{w.meaning}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section
        id="what-to-do"
        tone="sand"
        eyebrow="After the storm"
        title="What to do after storm damage: four steps"
        intro="The first 48 hours decide how much damage spreads and how smoothly your claim goes."
      >
        <ProcessSteps steps={afterTheStormSteps} columns={4} />
      </Section>

      <Section
        id="claim-support"
        eyebrow="Insurance claim support"
        title="Your Contractor of Record, from first photo to final shingle"
        intro={claimStance}
      >
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {claimSupport.map((c, i) => (
            <li key={c.title} className="rounded-lg border-t-4 border-accent-500 bg-brand-50 p-6">
              <p className="text-sm font-semibold text-brand-700">Step {i + 1}</p>
              <h3 className="mt-1 text-lg font-bold">{c.title}</h3>
              <p className="mt-2 text-sm text-muted">{c.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold">Documentation timeline</h3>
            <dl className="mt-4 space-y-4">
              {documentationTimeline.map((t) => (
                <div key={t.when} className="border-l-4 border-brand-200 pl-4">
                  <dt className="font-semibold">{t.when}</dt>
                  <dd className="text-muted">{t.what}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-lg bg-sand p-6">
            <h3 className="text-xl font-bold">Send us your claim details</h3>
            <p className="mt-2 text-muted">
              E-mail your claim number, adjuster's name and any photos you took. We'll add them to your file before the
              inspection.
            </p>
            <a href={`mailto:${b.emails.claims}`} className={buttonClass("secondary", "md", "mt-4")}>
              <Mail aria-hidden="true" className="size-4" /> {b.emails.claims}
            </a>
            <p className="mt-4 text-sm text-muted">
              New to the process? Read our guides to the{" "}
              <Link to="/resources" className="font-semibold text-brand-600 underline">
                insurance claim process and working with adjusters
              </Link>
              .
            </p>
          </div>
        </div>
      </Section>

      <Section
        id="warning-signs"
        tone="brand"
        eyebrow="Warning signs"
        title="Signs your roof took more damage than you think"
        intro="Check from the ground and from inside. If you see any of these, schedule an inspection before the next rain."
      >
        <div className="flex items-start gap-3 rounded-md border border-accent-500 bg-white p-4 text-ink">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <p>Please don't climb onto a storm-damaged roof. Wet, torn shingles and weakened decking cause serious falls.</p>
        </div>
        <div className="mt-6">
          <CheckList items={warningSigns} columns={2} />
        </div>
      </Section>

      <Section
        id="response-areas"
        eyebrow="Response areas"
        title="Where our storm crews respond"
        intro="Our crews are based in Rocky Mount and Greenville, so we reach most of Eastern North Carolina within hours of a storm."
      >
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {responseAreas.map((r) => (
            <li key={r.area} className="rounded-lg border border-brand-100 p-5">
              <h3 className="text-lg font-bold">{r.area}</h3>
              <p className="mt-1 text-sm text-muted">{r.towns}</p>
            </li>
          ))}
          <li className="flex flex-col justify-center rounded-lg bg-brand-700 p-5 text-white">
            <p className="font-semibold">Outside these areas?</p>
            <PhoneLink phone={b.phones.emergency} className="mt-2 inline-flex items-center gap-2 font-bold text-white underline">
              <Phone aria-hidden="true" className="size-4" /> Call {b.phones.emergency.display}
            </PhoneLink>
          </li>
        </ul>
      </Section>

      <ContactStrip title="Emergency? Call now, day or night." />
      <CallToAction
        title="Get your storm inspection on the calendar"
        text="A free inspection with roof-level photos and a written report, ready before your adjuster visits."
      />
    </>
  );
}
