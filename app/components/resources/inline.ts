/**
 * The inline syntax of guide text (see app/content/resources/types.ts), split into tokens that the
 * renderer turns into elements and that `plainText` turns into text for structured data.
 */
import type { Business } from "~/config/business";

export type InlineToken =
  | { kind: "text"; value: string }
  | { kind: "bold"; value: string }
  | { kind: "link"; label: string; href: string }
  | { kind: "phone"; line: "main" | "emergency" }
  | { kind: "claimsEmail" }
  | { kind: "company" };

const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{\{(phone|emergencyPhone|claimsEmail|company)\}\}/g;

export function tokenize(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const index = m.index ?? 0;
    if (index > last) tokens.push({ kind: "text", value: text.slice(last, index) });
    if (m[1] !== undefined && m[2] !== undefined) tokens.push({ kind: "link", label: m[1], href: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: "bold", value: m[3] });
    else if (m[4] === "phone") tokens.push({ kind: "phone", line: "main" });
    else if (m[4] === "emergencyPhone") tokens.push({ kind: "phone", line: "emergency" });
    else if (m[4] === "claimsEmail") tokens.push({ kind: "claimsEmail" });
    else tokens.push({ kind: "company" });
    last = index + m[0].length;
  }
  if (last < text.length) tokens.push({ kind: "text", value: text.slice(last) });
  return tokens;
}

/** The text a reader sees, without markup: for FAQPage answers and meta. */
export function plainText(text: string, business: Business): string {
  return tokenize(text)
    .map((t) => {
      switch (t.kind) {
        case "text":
        case "bold":
          return t.value;
        case "link":
          return t.label;
        case "phone":
          return business.phones[t.line].display;
        case "claimsEmail":
          return business.emails.claims;
        case "company":
          return business.name;
      }
    })
    .join("");
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

