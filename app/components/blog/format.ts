/**
 * Dates on blog pages: US long form ("June 16, 2026") in the company's time zone, so the server's
 * HTML and the browser's hydration print the same day.
 */
import { Lru } from "~/domain/lru";
import { officeTime } from "~/domain/office-time";

/** The same dates come back on every render of a list; formatting one costs more than the lookup. */
const formatted = new Lru<string, string | null>({ maxEntries: 2_000, maxBytes: Number.POSITIVE_INFINITY });

export function formatPostDate(iso: string | null): string | null {
  if (!iso) return null;
  let text = formatted.get(iso);
  if (text === undefined) {
    const date = new Date(iso);
    text = Number.isNaN(date.getTime()) ? null : officeTime(date, "longDate");
    formatted.set(iso, text, 0);
  }
  return text;
}

/** "3 min read": the read time a card and its post both state (not spec §9's fixed "2 min read": docs/decisions/014-business-settings.md). */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
