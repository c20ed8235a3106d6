import { ArrowRight, CalendarCheck, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { Block, ButtonItem } from "~/content/blocks";
import { useBusiness } from "~/components/use-business";
import { buttonClass } from "~/components/ui/button";
import { EstimateLink } from "~/components/estimate/estimate-link";
import { ExternalLink, Link, PhoneLink } from "~/components/ui/links";
import { Icon } from "./icons";
import { tokenPhone } from "./inline";
import { DealerNumber } from "./dealer-number";
import { BlockNote, InlineText } from "./inline-text";
import { usePageOffice } from "./page-office";
import { LEAD_FORM_PAGES } from "~/domain/leads";

/**
 * A row of buttons: in a guide, a tinted box under a line of text (box); a boxed call to act under
 * its title (panel); or the bare row inside a section, beside the dealer number if asked (row).
 */
export function ButtonsBlock({ block }: { block: Extract<Block, { type: "buttons" }> }) {
  const business = useBusiness();
  switch (block.look) {
    case "row":
      // Buttons for what the company does not offer (an application without financing) are left out; a row of none is none.
      if (!block.items.length && !(block.dealerNumber && business.financing.dealerNumber)) return null;
      return (
        <div className="flex flex-wrap items-center gap-4">
          <ButtonRow items={block.items} />
          {block.dealerNumber ? <DealerNumber light /> : null}
        </div>
      );
    case "panel":
      return (
        <div className="rounded-lg bg-sand p-6">
          <h3 className="text-xl font-bold">{block.title}</h3>
          <p className="mt-2 text-muted">
            <InlineText text={block.text} />
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonRow items={block.items} />
          </div>
          <BlockNote text={block.note} className="mt-4" />
        </div>
      );
    default:
      return (
        <div className="mt-12 rounded-lg bg-brand-50 p-6 first:mt-0">
          {block.text ? (
            <p className="mb-4 font-semibold text-brand-900">
              <InlineText text={block.text} />
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <ButtonRow items={block.items} />
          </div>
        </div>
      );
  }
}

/** Actions as buttons; phone and e-mail come from the business config. */
export function ButtonRow({ items }: { items: ButtonItem[] }) {
  const business = useBusiness();
  const office = usePageOffice();
  return (
    <>
      {items.map((item, i) => {
        switch (item.kind) {
          case "call": {
            // A company without a 24/7 line offers none: the main line stands in only where the content says how.
            const line = tokenPhone(business, office, item.line ?? "main");
            const p = line ?? (item.mainLabel !== undefined ? business.phones.main : null);
            if (!p) return null;
            const size = item.size ?? "md";
            const label = line ? (item.label ?? "Call") : item.mainLabel!;
            return (
              <PhoneLink phone={p} key={i} className={buttonClass(item.variant ?? "secondary", size)}>
                {line && item.icon ? <Icon name={item.icon} className="size-4" /> : <Phone aria-hidden="true" className={size === "lg" ? "size-5" : "size-4"} />}{" "}
                {item.withNumber === false ? label : (
                  <>
                    {label ? `${label} ` : null}
                    {p.display}
                  </>
                )}
              </PhoneLink>
            );
          }
          case "link":
            // An anchor on the same page stays a plain link, as in inline text.
            if (item.href.startsWith("#"))
              return (
                <a key={i} href={item.href} className={buttonClass(item.variant ?? "primary", item.size ?? "md")}>
                  {item.label}
                </a>
              );
            return (
              <Link key={i} to={item.href} className={buttonClass(item.variant ?? "primary", item.size ?? "md", item.arrow ? "inline-flex" : "")}>
                {item.label}
                {item.arrow ? (
                  <>
                    {" "}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </>
                ) : null}
              </Link>
            );
          case "estimate":
            return (
              <EstimateLink key={i} className={buttonClass(item.variant ?? "primary", item.size ?? "md")}>
                {item.label}
              </EstimateLink>
            );
          case "schedule":
            return (
              <ScheduleLink key={i} className={buttonClass(item.variant ?? "secondary", item.size ?? "md")}>
                <CalendarCheck aria-hidden="true" className="size-4" /> {item.label}
              </ScheduleLink>
            );
          case "apply":
            if (!business.financing.applyUrl) return null;
            return (
              <ExternalLink key={i} href={business.financing.applyUrl} className={buttonClass(item.variant ?? "primary", item.size ?? "md")}>
                {item.label}
              </ExternalLink>
            );
          case "email":
            return (
              <a key={i} href={`mailto:${business.emails[item.mailbox]}`} className={buttonClass(item.variant ?? "outline", "md")}>
                <Mail aria-hidden="true" className="size-4" /> {item.label ?? business.emails[item.mailbox]}
              </a>
            );
          case "external":
            return (
              <ExternalLink key={i} href={item.href} className={buttonClass("outline", "md")}>
                {item.label}
              </ExternalLink>
            );
        }
      })}
    </>
  );
}

/**
 * Where "schedule an inspection" leads: the outside scheduling page when one is configured, else
 * the site's own request form — on this page when it has one, on /book-inspection otherwise.
 */
export function ScheduleLink({ className, children }: { className: string; children: ReactNode }) {
  const url = useBusiness().external.schedulingUrl;
  const { pathname } = useLocation();
  if (url) {
    return (
      <ExternalLink href={url} icon={false} className={className}>
        {children}
      </ExternalLink>
    );
  }
  if (LEAD_FORM_PAGES.includes(pathname)) {
    return (
      <a href="#request" className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to="/book-inspection#request" className={className}>
      {children}
    </Link>
  );
}
