import { Clock } from "lucide-react";
import { Link } from "react-router";
import type { PageBlock } from "~/content/blocks";
import { weekRows } from "~/domain/office-hours";
import { buttonClass } from "~/components/ui/button";
import { InlineText } from "./inline-text";
import { usePageOffice } from "./page-office";

/** A call to book, beside the page's office's week of hours (from the business settings). */
export function OfficeHoursBlock({ block }: { block: Extract<PageBlock, { type: "officeHours" }> }) {
  const office = usePageOffice();
  return (
    <section aria-labelledby={`${block.id}-title`} className="container-page grid gap-10 py-14 lg:grid-cols-2 lg:items-center">
      <div>
        <h2 id={`${block.id}-title`} className="text-3xl font-bold">
          {block.heading}
        </h2>
        <p className="mt-3 text-muted">
          <InlineText text={block.text} />
        </p>
        <Link to={block.action.href} className={buttonClass("primary", "sm", "mt-6 px-6 py-3")}>
          {block.action.label}
        </Link>
      </div>
      <div className="rounded-lg border border-gray-200 p-6">
        <h3 className="flex items-center gap-2 text-xl font-bold">
          <Clock aria-hidden="true" className="size-5 text-brand-600" /> {office.city} hours
        </h3>
        <dl className="mt-4 divide-y divide-gray-200">
          {weekRows(office.week).map((h) => (
            <div key={h.days} className="flex justify-between gap-4 py-2">
              <dt className="font-semibold">{h.days}</dt>
              <dd className="text-muted">{h.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
