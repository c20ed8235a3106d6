import { CalendarCheck, Clock, Mail, MapPin, Phone, Siren } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { LazyMap } from "~/components/embeds/lazy-map";
import { ScheduleLink } from "./buttons";
import { buttonClass } from "~/components/ui/button";
import { EmailAddress, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { formatAddress, headquarters } from "~/domain/business";
import { weekRows } from "~/domain/office-hours";

type ContactDetailsData = Extract<PageBlock, { type: "contactDetails" }>;

const iconClass = "mt-0.5 size-5 shrink-0 text-accent-600";
const valueClass = "font-semibold text-brand-700 underline";

/** The headquarters' lines, mailboxes, address, hours (its week in the business settings) and booking box beside a map of it. */
export function ContactDetailsBlock({ block }: { block: ContactDetailsData }) {
  const business = useBusiness();
  const hq = headquarters(business);
  const address = formatAddress(hq);
  return (
    <section id={block.id} className="container-page py-14" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`} className="text-3xl font-bold">
        {block.heading}
      </h2>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          <div>
            <h3 className="text-xl font-bold">{block.linesTitle}</h3>
            <ul className="mt-3 space-y-3">
              {block.lines.map((line) => (
                <ContactLines key={line.kind === "officeLines" ? line.kind : line.label} line={line} />
              ))}
            </ul>
          </div>

          <div>
            <h3 className="text-xl font-bold">{hq.name}</h3>
            <p className="mt-3 flex gap-3">
              <MapPin aria-hidden="true" className={iconClass} />
              <span>
                {hq.street}
                <br />
                {hq.city}, {hq.state} {hq.zip}
              </span>
            </p>
          </div>

          <div>
            <h3 className="text-xl font-bold">{block.hoursTitle}</h3>
            <dl className="mt-3 grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              {weekRows(hq.week).map((row, i) => (
                <HoursRow key={row.days} days={row.days} time={row.hours} first={i === 0} />
              ))}
            </dl>
            {block.hoursNote ? <p className="mt-3 text-sm text-muted">{block.hoursNote}</p> : null}
          </div>

          <div className="rounded-lg bg-sand p-6">
            <h3 className="text-xl font-bold">{block.booking.title}</h3>
            <p className="mt-2 text-muted">{block.booking.text}</p>
            <ScheduleLink className={buttonClass("secondary", "sm", "mt-4")}>
              <CalendarCheck aria-hidden="true" className="size-4" /> {block.booking.action}
            </ScheduleLink>
          </div>
        </div>

        <div>
          <h3 className="text-xl font-bold">{block.mapTitle}</h3>
          <p className="mt-2 text-muted">{address}</p>
          <div className="mt-4">
            <LazyMap address={hq.mapQuery} title={`Map of ${hq.name}, ${address}`} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** One phone line or mailbox; `officeLines` is one line per office with a number of its own. */
function ContactLines({ line }: { line: ContactDetailsData["lines"][number] }) {
  const business = useBusiness();
  if (line.kind === "officeLines") {
    return business.offices
      .filter((o) => o.ownLine)
      .map((office) => (
        <li key={office.id} className="flex gap-3">
          <Phone aria-hidden="true" className={iconClass} />
          <span>
            {office.city} office: <PhoneLink phone={office.phone} className={valueClass} />
          </span>
        </li>
      ));
  }
  if (line.kind === "phone") {
    const Icon = line.line === "emergency" ? Siren : Phone;
    const phone = business.phones[line.line];
    if (!phone) return null;
    return (
      <li className="flex gap-3">
        <Icon aria-hidden="true" className={iconClass} />
        <span>
          {line.label}: <PhoneLink phone={phone} className={valueClass} />
        </span>
      </li>
    );
  }
  const email = business.emails[line.mailbox];
  return (
    <li className="flex gap-3">
      <Mail aria-hidden="true" className={iconClass} />
      <span>
        {line.label}:{" "}
        <a href={`mailto:${email}`} className={valueClass}>
          <EmailAddress address={email} />
        </a>
      </span>
    </li>
  );
}

function HoursRow({ days, time, first }: { days: string; time: string; first: boolean }) {
  return (
    <>
      {first ? (
        <dt className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-5 text-accent-600" /> {days}
        </dt>
      ) : (
        <dt className="pl-7">{days}</dt>
      )}
      <dd className="font-semibold">{time}</dd>
    </>
  );
}
