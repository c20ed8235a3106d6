/**
 * Dates on blog pages: US long form ("June 16, 2026") in the company's time zone, so the server's
 * HTML and the browser's hydration print the same day.
 */
import { BUSINESS_TIME_ZONE } from "~/config/business";

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});

export function formatPostDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

/** Cards show a fixed read time (spec §9); the article computes its own. */
export const CARD_READ_TIME = "2 min read";
