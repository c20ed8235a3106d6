/**
 * Every address the site sends to on the company's behalf (docs/decisions/021-launch-as-your-company.md):
 * what is sent there and the setting that holds it, so the owner can see them in one place, send a
 * test to each, and be warned of an address that can never receive mail. Pure.
 */
import type { Business } from "~/domain/business";

export interface MailDestination {
  address: string;
  /** What the site sends there, in a sentence's words. */
  what: string[];
  /** The settings that hold it, for a link to the field ("contact.officeEmail", "offices.list"). */
  settings: string[];
  /** A domain reserved for examples and tests (RFC 2606, RFC 6761): mail to it is never delivered. */
  reserved: boolean;
}

const RESERVED_SUFFIXES = [".example", ".test", ".invalid", ".localhost"];
const RESERVED_DOMAINS = ["example.com", "example.net", "example.org", "localhost"];

/** The address's domain can never receive mail. */
export function isReservedAddress(address: string): boolean {
  const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase().replace(/\.$/, "");
  return RESERVED_SUFFIXES.some((s) => domain.endsWith(s)) || RESERVED_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * The addresses, each once with everything sent there: the general address (the company's mail,
 * and the requests of every office without its own), each office's own, claims and careers (their
 * own, or the general one they fall back to).
 */
export function mailDestinations(business: Pick<Business, "emails" | "offices">): MailDestination[] {
  const byAddress = new Map<string, MailDestination>();
  const add = (address: string, what: string, setting: string) => {
    const key = address.toLowerCase();
    const entry = byAddress.get(key) ?? { address, what: [], settings: [], reserved: isReservedAddress(address) };
    if (!entry.what.includes(what)) entry.what.push(what);
    if (!entry.settings.includes(setting)) entry.settings.push(setting);
    byAddress.set(key, entry);
  };
  add(business.emails.info, "customers' replies and questions", "contact.officeEmail");
  for (const office of business.offices) {
    const own = office.email.toLowerCase() !== business.emails.info.toLowerCase();
    add(office.email, `requests the ${office.name} answers`, own ? "offices.list" : "contact.officeEmail");
  }
  add(business.emails.claims, "warranty claims from the portal", business.emails.claims === business.emails.info ? "contact.officeEmail" : "contact.claimsEmail");
  add(business.emails.careers, "job applications", business.emails.careers === business.emails.info ? "contact.officeEmail" : "contact.careersEmail");
  return [...byAddress.values()];
}

/** The destinations mail to which is never delivered, as the server log and the dashboard warn of them. */
export function undeliverable(business: Pick<Business, "emails" | "offices">): MailDestination[] {
  return mailDestinations(business).filter((d) => d.reserved);
}
