/**
 * The company's figures as content states them (docs/decisions/014-business-settings.md): content
 * writes {{townCount}}, {{yearsInBusiness}}, {{workmanshipYears}}… and never the numbers, which
 * come from the business settings — so no page can contradict another.
 */
import { townCountText, type Business } from "~/config/business";

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
] as const;
export type BusinessFact = (typeof BUSINESS_FACTS)[number];
export type FactSource = Pick<Business, "foundingYear" | "yearsInBusiness" | "rating" | "towns" | "warranty" | "serviceRadiusMiles" | "financing">;

/** One figure as text. */
export function businessFact(business: FactSource, name: BusinessFact): string {
  switch (name) {
    case "foundingYear":
      return String(business.foundingYear);
    case "yearsInBusiness":
      return String(business.yearsInBusiness);
    case "rating":
      return String(business.rating.value);
    case "reviewCount":
      return business.rating.count.toLocaleString("en-US");
    case "townCount":
      return townCountText(business);
    case "workmanshipYears":
      return String(business.warranty.workmanshipYears);
    case "extendedWarrantyYears":
      return String(business.warranty.extendedYears);
    case "serviceRadius":
      return String(business.serviceRadiusMiles);
    case "lenderName":
      return business.financing.lenderName;
    case "dealerNumber":
      return business.financing.dealerNumber;
  }
}

const FACT_PATTERN = new RegExp(String.raw`\{\{(${BUSINESS_FACTS.join("|")})\}\}`, "g");

/**
 * Content with the company's figures filled in, in every text it holds (titles, figures, labels,
 * meta), so fields not rendered as inline text state them too. Links, phones and e-mails are left
 * to InlineText.
 */
export function resolveFacts<T>(value: T, business: FactSource): T {
  if (!value || typeof value !== "object") return resolveIn(value, business);
  // The same content (a page's blocks, the menu) with the same business — one object per content
  // version — resolves to the same result: worked out once, then shared. Callers never mutate it.
  let byBusiness = resolvedFor.get(value);
  if (!byBusiness) resolvedFor.set(value, (byBusiness = new WeakMap()));
  if (!byBusiness.has(business)) byBusiness.set(business, resolveIn(value, business));
  return byBusiness.get(business) as T;
}

const resolvedFor = new WeakMap<object, WeakMap<FactSource, unknown>>();

/**
 * Copies only what changes: a string without a placeholder, and an array or object none of whose
 * parts changed, come back as they were (a page's meta and JSON-LD are mostly such parts, and are
 * resolved on every render).
 */
function resolveIn<T>(value: T, business: FactSource): T {
  if (typeof value === "string") {
    return (value.includes("{{") ? value.replace(FACT_PATTERN, (_, name: BusinessFact) => businessFact(business, name)) : value) as T;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const resolved = resolveIn(value[i], business);
      if (resolved !== value[i]) (copy ??= value.slice())[i] = resolved;
    }
    return (copy ?? value) as T;
  }
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, part] of Object.entries(value)) {
      const resolved = resolveIn(part, business);
      if (resolved !== part) (copy ??= { ...(value as Record<string, unknown>) })[key] = resolved;
    }
    return (copy ?? value) as T;
  }
  return value;
}

