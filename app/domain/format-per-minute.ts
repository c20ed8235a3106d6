/**
 * A date formatter whose answer is kept for the minute it was asked in. Formatting with Intl costs
 * more than the rest of a page's placeholders, and a calendar date or year changes only between two
 * minutes (every time zone's offset is a whole number of minutes).
 */
export function formatPerMinute(format: Intl.DateTimeFormat): (now: Date) => string {
  let last: { minute: number; value: string } | null = null;
  return (now) => {
    const minute = Math.floor(now.getTime() / 60_000);
    if (last?.minute !== minute) last = { minute, value: format.format(now) };
    return last.value;
  };
}
