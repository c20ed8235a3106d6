import { Mail, Phone, Siren } from "lucide-react";
import type { PageBlock } from "~/content/blocks";
import { CallToAction } from "~/components/marketing/call-to-action";
import { buttonClass } from "~/components/ui/button";
import { EmailAddress, Link } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import { callPingUrl } from "~/domain/phone";
import { ButtonRow } from "./buttons";
import { Icon } from "./icons";

type BannerData = Extract<PageBlock, { type: "banner" }>;
type OfferData = Exclude<BannerData, { look: "closing" | "contact" }>;

const looks = {
  dark: { band: "bg-brand-800 py-12 text-white", text: "max-w-2xl", heading: "text-3xl font-bold text-white", line: "mt-2 text-brand-100", button: "primary" },
  accent: { band: "bg-accent-50 py-12", text: undefined, heading: "text-3xl font-bold", line: "mt-2 max-w-2xl text-ink", button: "secondary" },
} as const;

/**
 * A band that asks the visitor to act: one offer and its button (or a row of actions) on the dark
 * or the accent band, the page's closing call to action, or the direct ways to reach a person.
 */
export function BannerBlock({ block }: { block: BannerData }) {
  switch (block.look) {
    case "closing":
      return <CallToAction title={block.title} text={block.text} instantText={block.instantText} />;
    case "contact":
      return <ContactStrip title={block.title} />;
    default:
      return <Offer block={block} />;
  }
}

/** One offer and its button (or a row of actions), on the dark or the accent band. */
function Offer({ block }: { block: OfferData }) {
  const look = looks[block.look ?? "dark"];
  const text = (
    <div className={look.text}>
      <h2 id={`${block.id}-title`} className={look.heading}>
        {block.title}
      </h2>
      <p className={look.line}>{block.text}</p>
    </div>
  );
  return (
    <section id={block.id} aria-labelledby={`${block.id}-title`} className={look.band}>
      <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        {block.icon ? (
          <div className="flex gap-4">
            <Icon name={block.icon} className="mt-1 size-10 shrink-0 text-accent-700" />
            {text}
          </div>
        ) : (
          text
        )}
        {"actions" in block ? (
          <div className="flex flex-wrap gap-3">
            <ButtonRow items={block.actions} />
          </div>
        ) : (
          <Link to={block.action.href} className={buttonClass(look.button, "lg", "shrink-0")}>
            {block.action.label}
          </Link>
        )}
      </div>
    </section>
  );
}

/** Phone, emergency line and claims e-mail side by side: the direct ways to reach a person. */
function ContactStrip({ title = "Talk to a roofer today" }: { title?: string }) {
  const b = useBusiness();
  const headingId = "contact-strip-title";
  const emergency = b.phones.emergency;
  const items = [
    { icon: Phone, label: "Main office", href: `tel:${b.phones.main.e164}`, text: b.phones.main.display },
    ...(emergency ? [{ icon: Siren, label: "24/7 emergency line", href: `tel:${emergency.e164}`, text: emergency.display }] : []),
    { icon: Mail, label: "Insurance claims", href: `mailto:${b.emails.claims}`, text: b.emails.claims, shown: <EmailAddress address={b.emails.claims} /> },
  ];
  return (
    <section aria-labelledby={headingId} className="bg-brand-800 py-12 text-white">
      <div className="container-page">
        <h2 id={headingId} className="text-2xl font-bold text-white md:text-3xl">
          {title}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.label}>
              <a
                href={item.href}
                ping={item.href.startsWith("tel:") ? callPingUrl(b.siteUrl) : undefined}
                aria-label={`${item.label}: ${item.text}`}
                className="flex items-center gap-4 rounded-lg bg-brand-700 p-4 ring-1 ring-brand-500 transition-colors hover:bg-brand-600"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-500">
                  <item.icon aria-hidden="true" className="size-5 text-brand-900" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm text-brand-100">{item.label}</span>
                  <span className="block font-semibold text-white">{item.shown ?? item.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
