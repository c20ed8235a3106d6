import { Briefcase, Clock, HardHat, MapPin } from "lucide-react";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Link } from "react-router";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { useBusiness } from "~/components/use-business";
import { applySteps, benefits, cultureValues, openings } from "~/content/company/careers";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/links";

export default function Careers() {
  const business = useBusiness();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build roofs that protect Eastern North Carolina"
        intro={
          <p>
            {business.name} is hiring salespeople, craftsmen, roofers and a recruiter. Steady work close to home, real
            training and a team that does the job right.
          </p>
        }
        actions={
          <a href="#openings" className={buttonClass("primary", "lg")}>
            See open positions
          </a>
        }
      />

      <section className="container-page py-16" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-3xl font-bold">
          Why work with us
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-lg border border-brand-100 p-6">
              <h3 className="text-xl font-bold">{b.title}</h3>
              <p className="mt-2 text-muted">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-brand-50 py-16" aria-labelledby="values-heading">
        <div className="container-page">
          <h2 id="values-heading" className="text-3xl font-bold">
            How we work
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {cultureValues.map((v) => (
              <li key={v.title}>
                <h3 className="flex items-center gap-2 text-xl font-bold">
                  <HardHat aria-hidden="true" className="size-5 text-accent-600" /> {v.title}
                </h3>
                <p className="mt-2 text-muted">{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="openings" className="container-page scroll-mt-24 py-16" aria-labelledby="openings-heading">
        <h2 id="openings-heading" className="text-3xl font-bold">
          Open positions
        </h2>
        <ul className="mt-8 space-y-6">
          {openings.map((job) => (
            <li key={job.id}>
              <article aria-labelledby={`${job.id}-title`} className="rounded-lg border border-brand-100 bg-white p-6 shadow-sm md:p-8">
                <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                  <div>
                    <h3 id={`${job.id}-title`} className="text-2xl font-bold">
                      {job.title}
                    </h3>
                    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
                      {[
                        { label: "Type", value: job.type, Icon: Briefcase },
                        { label: "Location", value: job.location, Icon: MapPin },
                        { label: "Experience", value: job.experience, Icon: Clock },
                      ].map(({ label, value, Icon }) => (
                        <div key={label} className="flex items-center gap-1.5">
                          <dt className="flex items-center gap-1.5">
                            <Icon aria-hidden="true" className="size-4" />
                            <span className="sr-only">{label}</span>
                          </dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                  <Link to="/contact#contact-details" className={buttonClass("primary", "md", "shrink-0")}>
                    Apply<span className="sr-only"> for {job.title}</span>
                  </Link>
                </div>
                <p className="mt-4">{job.description}</p>
                <h4 className="mt-4 font-sans font-bold text-brand-900">Requirements</h4>
                <ul className="mt-2 list-disc space-y-1 pl-6 text-muted">
                  {job.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-sand py-16" aria-labelledby="apply-heading">
        <div className="container-page">
          <h2 id="apply-heading" className="text-3xl font-bold">
            How to apply
          </h2>
          <div className="mt-8">
            <ProcessSteps steps={applySteps.map((s) => ({ title: s.title, description: s.text }))} columns={3} />
          </div>
          <p className="mt-8 text-muted">
            Prefer e-mail? Send your résumé to{" "}
            <a href={`mailto:${business.emails.careers}`} className="font-semibold break-all text-brand-700 underline">
              {business.emails.careers}
            </a>{" "}
            or call{" "}
            <PhoneLink phone={business.phones.main} className="font-semibold text-brand-700 underline" />
            .
          </p>
        </div>
      </section>

      <CallToAction title="Questions about a position?" text="Call our office or send us a message and we will tell you more about the role and the team." />
    </>
  );
}
