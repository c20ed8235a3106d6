/** US phone numbers: one rule for how they are shown and dialled. */

/**
 * Where every phone link reports a tap, with HTML's `ping` attribute (no script): the browser sends
 * a small POST naming the page (docs/decisions/022-visits-and-attribution.md).
 */
export const CALL_PING = "/api/calls";

/** The ping address of phone links on the site at `siteUrl` (HTML wants a full http(s) address there). */
export function callPingUrl(siteUrl: string): string {
  return new URL(CALL_PING, siteUrl).href;
}

/** Post HTML with every phone link reporting its taps (the sanitizer writes links as `<a href="…`). */
export function withCallPings(html: string, siteUrl: string): string {
  return html.includes('<a href="tel:') ? html.replaceAll('<a href="tel:', `<a ping="${callPingUrl(siteUrl)}" href="tel:`) : html;
}

export interface Phone {
  /** As people read it: "(252) 555-0100". */
  display: string;
  /** For tel: links: "+12525550100". */
  e164: string;
}

/**
 * A US number from any common form ("252-555-0100", "+1 (252) 555 0100", "2525550100"): its last ten
 * digits shown as "(252) 555-0100", or as "252-555-0100" with `style: "dashes"` (how carriers print
 * their toll-free claims lines).
 */
export function usPhone(value: string, style: "parentheses" | "dashes" = "parentheses"): Phone {
  const d = value.replace(/\D/g, "").slice(-10);
  const display = style === "dashes" ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return { display, e164: `+1${d}` };
}

/**
 * A number someone typed into a form, if it can be a US number: ten digits (a leading 1 allowed),
 * area code and exchange not starting with 0 or 1 (the North American numbering plan). Null otherwise.
 */
export function parseUsPhone(value: string): Phone | null {
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  // Anything but digits and the usual separators ("ext", letters) is not a phone number.
  if (/[^\d\s()+.-]/.test(value)) return null;
  return usPhone(digits);
}
