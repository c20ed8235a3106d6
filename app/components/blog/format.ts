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

/** "3 min read": the read time a card and its post both state (not spec §9's fixed "2 min read": docs/decisions/014-business-settings.md). */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
