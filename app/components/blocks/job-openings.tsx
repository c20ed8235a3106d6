import { Briefcase, Clock, MapPin } from "lucide-react";
import { Link } from "~/components/ui/links";
import type { JobOpening, PageBlock } from "~/content/blocks";
import { buttonClass } from "~/components/ui/button";

/** The open positions, one article each, with an apply link that names the job for screen readers. */
export function JobOpeningsBlock({ block }: { block: Extract<PageBlock, { type: "jobOpenings" }> }) {
  return (
    <section id={block.id} className="container-page py-16" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`} className="text-3xl font-bold">
        {block.heading}
      </h2>
      <ul className="mt-8 space-y-6">
        {block.jobs.map((job) => (
          <li key={job.id}>
            <JobArticle job={job} applyHref={block.applyHref} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function JobArticle({ job, applyHref }: { job: JobOpening; applyHref: string }) {
  // The owner may leave the experience out (business settings): a fact without a value is not listed.
  const facts = [
    { label: "Type", value: job.type, Icon: Briefcase },
    { label: "Location", value: job.location, Icon: MapPin },
    { label: "Experience", value: job.experience, Icon: Clock },
  ].filter((f) => f.value);
  return (
    <article aria-labelledby={`${job.id}-title`} className="rounded-lg border border-brand-100 bg-white p-6 shadow-sm md:p-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <h3 id={`${job.id}-title`} className="text-2xl font-bold">
            {job.title}
          </h3>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            {facts.map(({ label, value, Icon }) => (
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
        <Link to={applyHref} className={buttonClass("primary", "md", "shrink-0")}>
          Apply<span className="sr-only"> for {job.title}</span>
        </Link>
      </div>
      <p className="mt-4">{job.description}</p>
      {job.requirements.length ? (
        <>
          <h4 className="mt-4 font-sans font-bold text-brand-900">Requirements</h4>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-muted">
            {job.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
