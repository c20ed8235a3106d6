import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { TeamGrid } from "~/components/company/team-grid";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { milestones, storyParagraphs, team, values } from "~/content/company/about";
import { buttonClass } from "~/components/ui/button";

export default function About() {
  const business = useBusiness();
  return (
    <>
      <PageHero
        eyebrow={`Locally owned since ${business.foundingYear}`}
        title={`About ${business.name}`}
        intro={
          <p>
            A Rocky Mount roofing company that has grown into three locations and 5,000+ roofs across Eastern North Carolina,
            without forgetting that every one of them sits over somebody's family, congregation or business.
          </p>
        }
        actions={
          <>
            <Link to="/book-inspection" className={buttonClass("primary", "lg")}>
              Book Free Inspection
            </Link>
            <Link to="/locations" className={buttonClass("onDark", "lg")}>
              Visit our offices
            </Link>
          </>
        }
      />

      <section className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr]" aria-labelledby="story-heading">
        <div>
          <h2 id="story-heading" className="text-3xl font-bold">
            Our Story
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
            {storyParagraphs(business.foundingYear, business.name).map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {milestones.map((m) => (
            <div key={m.label} className="flex flex-col rounded-lg bg-brand-50 p-5">
              <dt className="text-sm text-muted">{m.label}</dt>
              <dd className="order-first font-display text-4xl font-bold text-brand-700">{m.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="bg-sand py-16" aria-labelledby="team-heading">
        <div className="container-page">
          <h2 id="team-heading" className="text-3xl font-bold">
            Meet the team
          </h2>
          <p className="mt-3 max-w-2xl text-muted">
            The people who answer your call, walk your roof, handle your paperwork and make sure the job is finished right.
          </p>
          <div className="mt-8">
            <TeamGrid members={team} />
          </div>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="values-heading">
        <h2 id="values-heading" className="text-3xl font-bold">
          What we stand for
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {values.map((v) => (
            <li key={v.title} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-600" />
              <div>
                <h3 className="text-xl font-bold">{v.title}</h3>
                <p className="mt-1 text-muted">{v.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-muted">
          Want to build roofs with us?{" "}
          <Link to="/careers" className="font-semibold text-brand-600 underline">
            See our open positions
          </Link>
          .
        </p>
      </section>

      <CallToAction
        title="Talk to a local roofer today"
        text={`Call our Rocky Mount headquarters, stop by our Greenville office, or request a free estimate online. We will walk you through every option.`}
      />
    </>
  );
}
