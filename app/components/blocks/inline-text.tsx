import { Fragment } from "react";
import { useBusiness } from "~/components/use-business";
import { callPingUrl } from "~/domain/phone";
import { EmailAddress, ExternalLink, Link, PhoneLink } from "~/components/ui/links";
import { resolveFacts } from "~/domain/business-facts";
import { isExternal, tokenFact, tokenize, tokenPhone } from "./inline";
import { usePageOffice } from "./page-office";

/** Links to other sites carry a small icon that sits in the line of text. */
export const LINK = "text-brand-600 underline hover:text-brand-800";
export const INLINE_ICON = "ml-0.5 inline size-3.5 align-[-1px]";

/**
 * Block text with its inline syntax resolved. Its facts' sections are resolved here too, for text
 * that did not come through <Blocks> (a route's own content): a text naming a fact the owner has
 * not given renders nothing (docs/decisions/021-launch-as-your-company.md).
 */
export function InlineText({ text }: { text: string }) {
  const business = useBusiness();
  const office = usePageOffice();
  return (
    <>
      {tokenize(resolveFacts(text, business)).map((t, i) => {
        switch (t.kind) {
          case "text":
            return <Fragment key={i}>{t.value}</Fragment>;
          case "bold":
            return <strong key={i} className="font-semibold text-ink">{t.value}</strong>;
          case "link":
            if (isExternal(t.href)) return <ExternalLink key={i} href={t.href} className={LINK} iconClassName={INLINE_ICON}>{t.label}</ExternalLink>;
            if (t.href.startsWith("#") || t.href.startsWith("tel:"))
              return (
                <a key={i} href={t.href} ping={t.href.startsWith("tel:") ? callPingUrl(business.siteUrl) : undefined} className={LINK}>
                  {t.label}
                </a>
              );
            return (
              <Link key={i} to={t.href} className={LINK}>
                {t.label}
              </Link>
            );
          case "phone": {
            // resolveFacts has left out text naming a line the company does not have; this is the renderer's guard.
            const phone = tokenPhone(business, office, t.line);
            if (!phone) return null;
            return (
              <PhoneLink
                phone={phone}
                key={i}
                className="font-semibold whitespace-nowrap text-brand-600 underline hover:text-brand-800"
              />
            );
          }
          case "email":
            return (
              <a key={i} href={`mailto:${business.emails[t.mailbox]}`} className={LINK}>
                <EmailAddress address={business.emails[t.mailbox]} />
              </a>
            );
          case "company":
            return <Fragment key={i}>{business.name}</Fragment>;
          case "fact":
            return <Fragment key={i}>{tokenFact(business, office, t.name)}</Fragment>;
        }
      })}
    </>
  );
}

/** Paragraphs of an article block. */
export function Paragraphs({ paragraphs }: { paragraphs?: string[] }) {
  if (!paragraphs?.length) return null;
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className="mt-4 max-w-3xl leading-relaxed text-ink first:mt-0">
          <InlineText text={p} />
        </p>
      ))}
    </>
  );
}

/** The small line under a block's content ("Figures are our own ranges, not a quote."); nothing without text. */
export function BlockNote({ text, className = "mt-3" }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={`${className} text-sm text-muted`}>
      <InlineText text={text} />
    </p>
  );
}
