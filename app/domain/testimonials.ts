/**
 * Private feedback and testimonials by consent (docs/decisions/023-reviews.md): how a homeowner's
 * name is shown beside their words, what they consent to, and the forms' rules. Pure.
 */
import { z } from "zod";
import type { TestimonialNameStyle } from "~/db/schema";

export type { TestimonialNameStyle };

/** The styles of the table's check constraint (db/schema.ts keeps them for the row; this module is browser-safe). */
export const NAME_STYLES = ["full", "first-name-town", "initials"] as const satisfies readonly TestimonialNameStyle[];

export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 4000;
export const QUOTE_MIN = 20;
export const QUOTE_MAX = 600;

export const TESTIMONIAL_NAME_STYLE_LABELS: Record<TestimonialNameStyle, string> = {
  full: "Full name",
  "first-name-town": "First name and town",
  initials: "Initials",
};

const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);
/** "D." for Dana, "M.-J." for Mary-Jane. */
const initial = (word: string) =>
  word
    .split("-")
    .filter(Boolean)
    .map((part) => `${part[0].toUpperCase()}.`)
    .join("-");

/**
 * The name shown beside the words, in the style the homeowner chose: "Dana Reynolds", "Dana,
 * Wilson" or "D. R." (first and last name; a one-word name is that word or its initial).
 */
export function shownName(style: TestimonialNameStyle, customerName: string, town: string): string {
  const parts = words(customerName);
  if (parts.length === 0) return town.trim();
  switch (style) {
    case "full":
      return parts.join(" ");
    case "first-name-town":
      return `${parts[0]}, ${town.trim()}`;
    case "initials":
      return (parts.length === 1 ? [parts[0]] : [parts[0], parts[parts.length - 1]]).map(initial).join(" ");
  }
}

/** Each style with the name it shows for this customer, for the consent form's radios. */
export function nameChoices(customerName: string, town: string): { style: TestimonialNameStyle; label: string; shown: string }[] {
  return NAME_STYLES.map((style) => ({ style, label: TESTIMONIAL_NAME_STYLE_LABELS[style], shown: shownName(style, customerName, town) }));
}

/** The consent exactly as the form shows it beside its checkbox; stored with the words when ticked. */
export function consentWording(company: string): string {
  return `I agree that ${company} may quote these words, with my name as chosen above, on its website. I can withdraw this at any time in this portal, and the words are then deleted.`;
}

export const FEEDBACK_MESSAGES = {
  short: `Please write at least ${FEEDBACK_MIN} characters.`,
  long: `Please keep it under ${FEEDBACK_MAX} characters.`,
} as const;

export const QUOTE_MESSAGES = {
  short: `Please write at least ${QUOTE_MIN} characters.`,
  long: `Please keep your words under ${QUOTE_MAX} characters.`,
  // The words are shown as page text, where {{…}} names a company fact (app/domain/business-facts.ts).
  braces: "Please write your words without double curly braces ({{ or }}).",
  style: "Please choose how your name is shown.",
  consent: "Please tick the box to let us quote your words, or leave this form empty.",
} as const;

export const feedbackFormSchema = z.object({
  message: z.string().trim().min(FEEDBACK_MIN, FEEDBACK_MESSAGES.short).max(FEEDBACK_MAX, FEEDBACK_MESSAGES.long),
});

export const testimonialFormSchema = z.object({
  quote: z
    .string()
    .trim()
    .min(QUOTE_MIN, QUOTE_MESSAGES.short)
    .max(QUOTE_MAX, QUOTE_MESSAGES.long)
    .refine((q) => !q.includes("{{") && !q.includes("}}"), QUOTE_MESSAGES.braces),
  nameStyle: z.enum(NAME_STYLES, { error: QUOTE_MESSAGES.style }),
  consent: z.literal("on", { error: QUOTE_MESSAGES.consent }),
});

/** The service pages a quote may appear on (the Services menu, app/content/navigation.ts), by slug. */
export const QUOTE_SERVICE_PAGES = [
  { slug: "residential-roofing", label: "Residential Roofing", path: "/residential-roofing" },
  { slug: "commercial-roofing", label: "Commercial Roofing", path: "/commercial-roofing" },
  { slug: "storm-damage", label: "Storm Damage", path: "/storm-damage" },
  { slug: "church-steeple-repair", label: "Church Steeple Repair", path: "/specialty-services/church-steeple-repair" },
  { slug: "roof-coating", label: "Roof Coatings", path: "/specialty-services/roof-coating" },
] as const;
export type QuoteServicePage = (typeof QUOTE_SERVICE_PAGES)[number]["slug"];
const SERVICE_SLUGS = QUOTE_SERVICE_PAGES.map((p) => p.slug) as [QuoteServicePage, ...QuoteServicePage[]];

/** Where staff place a consented quote; checkboxes send "on" or nothing, services one value each. */
export const placementSchema = z.object({
  onHome: z.boolean(),
  onServices: z.array(z.enum(SERVICE_SLUGS, { error: "Choose service pages from the list." })),
  onTownPage: z.boolean(),
});
export type Placement = z.infer<typeof placementSchema>;

/** One quote where a public page shows it. */
export interface ShownQuote {
  text: string;
  author: string;
}

export interface PlacedQuote {
  quote: string;
  shownName: string;
  town: string;
  onHome: boolean;
  onServices: string[];
  onTownPage: boolean;
}

/** A public page that may show quotes: the home page, a service page by slug, or a town's page by its name. */
export type QuotePage = { kind: "home" } | { kind: "service"; slug: QuoteServicePage } | { kind: "town"; town: string };

/** The quotes a page shows, in the order given (newest consent first). */
export function quotesFor(placed: readonly PlacedQuote[], page: QuotePage): ShownQuote[] {
  return placed
    .filter((q) =>
      page.kind === "home" ? q.onHome : page.kind === "service" ? q.onServices.includes(page.slug) : q.onTownPage && q.town.trim().toLowerCase() === page.town.trim().toLowerCase(),
    )
    .map((q) => ({ text: q.quote, author: q.shownName }));
}
