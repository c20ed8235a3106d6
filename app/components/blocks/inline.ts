/**
 * The inline syntax of block text (see app/content/blocks.ts), split into tokens that InlineText
 * turns into elements and that `plainText` turns into text for structured data.
 */
import type { Business, Office } from "~/domain/business";
import { headquarters } from "~/domain/business";
import { BUSINESS_FACTS, businessFact, resolveFacts, type BusinessFact, type FactSource } from "~/domain/business-facts";

export type InlineToken =
  | { kind: "text"; value: string }
  | { kind: "bold"; value: string }
  | { kind: "link"; label: string; href: string }
  | { kind: "phone"; line: "main" | "emergency" | "office" }
  | { kind: "email"; mailbox: "claims" | "info" | "careers" }
  | { kind: "company" }
  | { kind: "fact"; name: FactName };

type FactName = "officeStreet" | BusinessFact;

const pattern = new RegExp(
  String.raw`\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{\{(phone|emergencyPhone|officePhone|claimsEmail|infoEmail|careersEmail|company|officeStreet|${BUSINESS_FACTS.join("|")})\}\}`,
  "g",
);

const mailboxes = { claimsEmail: "claims", infoEmail: "info", careersEmail: "careers" } as const;

const phoneLines = { phone: "main", emergencyPhone: "emergency", officePhone: "office" } as const;

export function tokenize(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const index = m.index ?? 0;
    if (index > last) tokens.push({ kind: "text", value: text.slice(last, index) });
    const name = m[4];
    if (m[1] !== undefined && m[2] !== undefined) tokens.push({ kind: "link", label: m[1], href: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: "bold", value: m[3] });
    else if (name === "phone" || name === "emergencyPhone" || name === "officePhone") tokens.push({ kind: "phone", line: phoneLines[name] });
    else if (name === "claimsEmail" || name === "infoEmail" || name === "careersEmail") tokens.push({ kind: "email", mailbox: mailboxes[name] });
    else if (name === "company") tokens.push({ kind: "company" });
    else tokens.push({ kind: "fact", name: name as FactName });
    last = index + m[0].length;
  }
  if (last < text.length) tokens.push({ kind: "text", value: text.slice(last) });
  return tokens;
}

/** The phone a `phone` token names: the office line is the page's office's own; null for a 24/7 line the company does not have. */
export function tokenPhone(business: Pick<Business, "phones">, office: Office, line: "main" | "emergency" | "office") {
  return line === "office" ? office.phone : business.phones[line];
}

/** The text of a `fact` token ("" for a fact the owner has not given: resolveFacts leaves such text out first). */
export function tokenFact(business: FactSource, office: Office, name: FactName): string {
  return name === "officeStreet" ? office.street : (businessFact(business, name) ?? "");
}

/** The text a reader sees, without markup: for FAQPage answers and meta. */
export function plainText(text: string, business: Business, office: Office = headquarters(business)): string {
  return tokenize(resolveFacts(text, business))
    .map((t) => {
      switch (t.kind) {
        case "text":
        case "bold":
          return t.value;
        case "link":
          return t.label;
        case "phone":
          return tokenPhone(business, office, t.line)?.display ?? "";
        case "email":
          return business.emails[t.mailbox];
        case "company":
          return business.name;
        case "fact":
          return tokenFact(business, office, t.name);
      }
    })
    .join("");
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
