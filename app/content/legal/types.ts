/** Legal documents as data: sections of paragraphs and lists, rendered by one component. */

/** Plain text, or an internal link / mailto / tel inside a sentence. */
export type Inline = string | { text: string; href: string };

export type LegalBlock = { kind: "p"; content: Inline[] } | { kind: "ul"; items: Inline[][] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalContext {
  name: string;
  legalName: string;
  phone: { display: string; e164: string };
  email: string;
  address: string;
  siteUrl: string;
  /** How many days requests from the site's form are kept (LEAD_RETENTION_DAYS); the privacy policy says. */
  leadRetentionDays?: number;
  /** How many months daily visit totals are kept (the owner's setting, docs/decisions/022-visits-and-attribution.md). */
  visitTotalsMonths?: number;
}

export const p = (...content: Inline[]): LegalBlock => ({ kind: "p", content });
export const ul = (...items: (Inline | Inline[])[]): LegalBlock => ({
  kind: "ul",
  items: items.map((i) => (Array.isArray(i) ? i : [i])),
});
