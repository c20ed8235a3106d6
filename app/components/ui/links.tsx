import { ExternalLink as ExternalIcon } from "lucide-react";
import { createContext, use, type ComponentProps, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import type { Phone } from "~/domain/phone";

/**
 * True while a page without React in the browser renders (docs/decisions/003-page-weight.md; set by
 * entry.server): nothing there navigates on the client.
 */
export const StaticDocumentContext = createContext(false);

/**
 * Where phone links report taps (app/domain/phone.ts callPingUrl), set by the document and by the
 * header and footer rendered on their own (layout-fragments.server.tsx); none: no ping.
 */
export const CallPingContext = createContext<string | null>(null);

/**
 * A link to a page of this site. Where React runs in the browser it is the router's link (client
 * navigation, route discovery); on a static page it is the anchor that link renders as, without the
 * route matching and path resolution the router's link costs every render
 * (docs/decisions/015-scale-and-memory.md). Only absolute paths take the short way: a relative one
 * is resolved against the route, as the router does.
 */
export function Link(props: ComponentProps<typeof RouterLink> & { to: string }) {
  if (!use(StaticDocumentContext) || !props.to.startsWith("/")) return <RouterLink {...props} />;
  // Copied without what only the router takes (a copy with keys deleted turns into a slow
  // dictionary on every render).
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!ROUTER_ONLY.has(key)) anchor[key] = props[key as keyof typeof props];
  return (
    <a href={props.to} {...anchor}>
      {props.children as ReactNode}
    </a>
  );
}

/** What the router's link takes that an anchor has no attribute for (and the children, placed apart). */
const ROUTER_ONLY = new Set(["to", "prefetch", "replace", "state", "preventScrollReset", "relative", "reloadDocument", "viewTransition", "discover", "children"]);

/**
 * A link to another site: new tab, no opener, and a screen-reader note saying so. The icon marks it
 * for sighted readers; leave it out where the link's own content already shows where it goes.
 */
export function ExternalLink({
  href,
  className,
  children,
  icon = true,
  iconClassName = "size-4 shrink-0",
}: {
  href: string;
  className?: string;
  children: ReactNode;
  icon?: boolean;
  iconClassName?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon ? <ExternalIcon aria-hidden="true" className={iconClassName} /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A phone number to tap: dials the number's E.164 form and shows its display form unless told
 * otherwise; the tap is reported with `ping` (CallPingContext, docs/decisions/022-visits-and-attribution.md).
 */
export function PhoneLink({
  phone,
  className,
  children,
  "aria-label": ariaLabel,
}: {
  phone: Phone;
  className?: string;
  children?: ReactNode;
  "aria-label"?: string;
}) {
  return (
    <a href={`tel:${phone.e164}`} ping={use(CallPingContext) ?? undefined} className={className} aria-label={ariaLabel}>
      {children ?? phone.display}
    </a>
  );
}

/**
 * An e-mail address that a narrow line breaks after its "@" (and, only if the domain alone is still
 * too long, anywhere: body's overflow-wrap) instead of pushing past its column.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
