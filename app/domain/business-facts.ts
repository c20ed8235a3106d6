/**
 * The company's facts as content states them (docs/decisions/014-business-settings.md): content
 * writes {{townCount}}, {{yearsInBusiness}}, {{workmanshipYears}}… and never the numbers, which
 * come from the business settings — so no page can contradict another.
 *
 * A fact the owner has not given is absent, and content words around it
 * (docs/decisions/021-launch-as-your-company.md):
 * - `{{#foundingYear}}Since {{foundingYear}}, {{/foundingYear}}` keeps its words only when the fact
 *   is known, `{{^foundingYear}}…{{/foundingYear}}` only when it is not;
 * - a text that still names an absent fact is left out with the nearest item of a list that holds
 *   it (a card, a figure, a paragraph, a block of the page), never shown with a hole or an
 *   invented value;
 * - a condition written as a token (`{{insured}}`, `{{financing}}`, `{{extendedWarranty}}`) states
 *   nothing itself: while it holds the token is removed, otherwise the text is left out like one
 *   naming an absent fact. A card that is true only of an insured company carries `{{insured}}`.
 *   (`{{emergencyPhone}}` works the same way, and the renderer draws the line where it stands.)
 */
import { headquarters, officeHours, townCountText, type Business } from "~/domain/business";
import { andList } from "./wording";

/** The figures content fills in as text. */
export const BUSINESS_FACTS = [
  "foundingYear",
  "yearsInBusiness",
  "rating",
  "reviewCount",
  "townCount",
  "workmanshipYears",
  "extendedWarrantyYears",
  "serviceRadius",
  "lenderName",
  "dealerNumber",
  "roofsCompleted",
  "emergencyResponse",
  "award",
  "aprFrom",
  "financeTerm",
  "financedPercent",
  "officeCount",
  "officeTowns",
  "hqTown",
  "hqHours",
  "region",
] as const;
export type BusinessFact = (typeof BUSINESS_FACTS)[number];

/**
 * Facts content may ask about without filling them in here: the renderer draws them (a phone link,
 * an e-mail link), or they are only a condition (`{{#financing}}…{{/financing}}`).
 */
const CONDITIONS = ["emergencyPhone", "financing", "insured", "extendedWarranty"] as const;
type Condition = (typeof CONDITIONS)[number];

export type FactSource = Pick<
  Business,
  | "foundingYear"
  | "yearsInBusiness"
  | "rating"
  | "towns"
  | "warranty"
  | "serviceRadiusMiles"
  | "financing"
  | "roofsCompleted"
  | "emergencyResponseHours"
  | "award"
  | "insured"
  | "offices"
  | "phones"
  | "serviceArea"
>;

const count = (n: number) => n.toLocaleString("en-US");

/** One figure as text, or null when the owner has not given it. */
export function businessFact(business: FactSource, name: BusinessFact): string | null {
  const { rating, warranty, financing } = business;
  switch (name) {
    case "foundingYear":
      return business.foundingYear === null ? null : String(business.foundingYear);
    case "yearsInBusiness":
      // "1 Years Experience" says nothing a founding year would not: stated from two years on.
      return business.yearsInBusiness === null || business.yearsInBusiness < 2 ? null : String(business.yearsInBusiness);
    case "rating":
      return rating ? String(rating.value) : null;
    case "reviewCount":
      return rating ? count(rating.count) : null;
    case "townCount":
      return townCountText(business);
    case "workmanshipYears":
      return warranty.workmanshipYears === null ? null : String(warranty.workmanshipYears);
    case "extendedWarrantyYears":
      return warranty.extendedYears === null ? null : String(warranty.extendedYears);
    case "serviceRadius":
      return String(business.serviceRadiusMiles);
    case "lenderName":
      return financing.lenderName;
    case "dealerNumber":
      return financing.dealerNumber;
    case "roofsCompleted":
      return business.roofsCompleted === null ? null : `${count(business.roofsCompleted)}+`;
    case "emergencyResponse":
      return business.emergencyResponseHours === null ? null : String(business.emergencyResponseHours);
    case "award":
      return business.award;
    case "aprFrom":
      return financing.aprFrom === null ? null : financing.aprFrom.toFixed(2);
    case "financeTerm":
      return financing.termYears === null ? null : String(financing.termYears);
    case "financedPercent":
      return financing.financedPercent === null ? null : String(financing.financedPercent);
    case "officeCount":
      return count(business.offices.length);
    case "officeTowns":
      return andList(business.offices.map((o) => o.city));
    case "hqTown":
      return headquarters(business)?.city ?? null;
    case "hqHours": {
      const hq = headquarters(business);
      return hq ? officeHours(hq) : null;
    }
    case "region":
      return business.serviceArea;
  }
}

function conditionHolds(business: FactSource, name: Condition): boolean {
  switch (name) {
    case "emergencyPhone":
      return business.phones.emergency !== null;
    case "financing":
      return business.financing.applyUrl !== null || business.financing.lenderName !== null;
    case "insured":
      return business.insured;
    case "extendedWarranty":
      return business.warranty.extendedYears !== null;
  }
}

const isFact = (name: string): name is BusinessFact => (BUSINESS_FACTS as readonly string[]).includes(name);
const isCondition = (name: string): name is Condition => (CONDITIONS as readonly string[]).includes(name);

/** Whether content may state this fact: a figure the owner gave, or a condition that holds. Unknown names count as known (the renderer's). */
export function hasFact(business: FactSource, name: string): boolean {
  if (isFact(name)) return businessFact(business, name) !== null;
  if (isCondition(name)) return conditionHolds(business, name);
  return true;
}

/** `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}` with no section inside it: resolved innermost first. */
const SECTION = /\{\{([#^])(\w+)\}\}((?:(?!\{\{[#^]\w+\}\})[\s\S])*?)\{\{\/\2\}\}/;
const TOKEN = /\{\{(\w+)\}\}/g;

/** Left out: a text that states a fact the owner has not given. */
const ABSENT: unique symbol = Symbol("absent fact");

function resolveText(text: string, business: FactSource): string | typeof ABSENT {
  if (!text.includes("{{")) return text;
  let out = text;
  for (let m = SECTION.exec(out); m; m = SECTION.exec(out)) {
    const [whole, kind, name, inner] = m;
    const keep = hasFact(business, name) === (kind === "#");
    out = out.slice(0, m.index) + (keep ? inner : "") + out.slice(m.index + whole.length);
  }
  let absent = false;
  out = out.replace(TOKEN, (token, name: string) => {
    if (!hasFact(business, name)) absent = true;
    if (isFact(name)) return businessFact(business, name) ?? "";
    // A pure condition asserts itself and leaves no word behind; the renderer draws the rest.
    return isCondition(name) && name !== "emergencyPhone" ? "" : token;
  });
  return absent ? ABSENT : out;
}

/**
 * Content with the company's figures filled in, in every text it holds (titles, figures, labels,
 * meta), so fields not rendered as inline text state them too; links, phones and e-mails are left
 * to InlineText. A text naming an absent fact takes the nearest list item holding it with it; at
 * the top (no list around it) a text becomes "" and an object loses that field.
 */
export function resolveFacts<T>(value: T, business: FactSource): T {
  if (!value || typeof value !== "object") {
    const resolved = resolveIn(value, business);
    return (resolved === ABSENT ? "" : resolved) as T;
  }
  // The same content (a page's blocks, the menu) with the same business — one object per content
  // version — resolves to the same result: worked out once, then shared. Callers never mutate it.
  let byBusiness = resolvedFor.get(value);
  if (!byBusiness) resolvedFor.set(value, (byBusiness = new WeakMap()));
  if (!byBusiness.has(business)) byBusiness.set(business, resolveTop(value, business));
  return byBusiness.get(business) as T;
}

const resolvedFor = new WeakMap<object, WeakMap<FactSource, unknown>>();

function resolveTop(value: object, business: FactSource): unknown {
  const resolved = resolveIn(value, business);
  if (resolved !== ABSENT) return resolved;
  if (Array.isArray(value)) return [];
  // An object at the top keeps what it can state.
  return Object.fromEntries(Object.entries(value).flatMap(([key, part]) => {
    const r = resolveIn(part, business);
    return r === ABSENT ? [] : [[key, r]];
  }));
}

/**
 * Copies only what changes: a string without a placeholder, and an array or object none of whose
 * parts changed, come back as they were (a page's meta and JSON-LD are mostly such parts, and are
 * resolved on every render).
 */
function resolveIn<T>(value: T, business: FactSource): T | typeof ABSENT {
  if (typeof value === "string") return resolveText(value, business) as T | typeof ABSENT;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const resolved = resolveIn(value[i], business);
      if (!copy && resolved !== value[i]) copy = value.slice(0, i);
      copy?.push(resolved);
    }
    return (copy ? copy.filter((item) => item !== ABSENT) : value) as T;
  }
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, part] of Object.entries(value)) {
      const resolved = resolveIn(part, business);
      if (resolved === ABSENT) return ABSENT;
      if (resolved !== part) (copy ??= { ...(value as Record<string, unknown>) })[key] = resolved;
    }
    return (copy ?? value) as T;
  }
  return value;
}
