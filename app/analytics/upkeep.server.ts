/**
 * The visits' part of every scheduler tick (app/scheduler.server.ts;
 * docs/decisions/022-visits-and-attribution.md): each day once it is over (and its last batches written) is rolled up into daily
 * totals, by whichever instance gets there first; salts of past days are deleted; raw events go
 * after 30 days and daily totals after the owner's setting; on Monday morning each reader gets last
 * week's e-mail, once however many instances tick.
 */
import type { BusinessSnapshot } from "~/domain/business";
import type { Database } from "~/db/client.server";
import { lastWeek, monthsBefore } from "~/domain/analytics-report";
import { addDays, officeClock } from "~/domain/calendar-days";
import { weeklyReportMail } from "~/domain/weekly-report";
import type { Mailer } from "~/mail/mailer.server";
import { sendOnce } from "~/mail/warranty-mail.server";
import { weeklyReportFigures, weeklyReportReaders } from "~/models/analytics.server";
import { daysToRollUp, deleteSaltsBefore, monthsToRollUp, purgeDailyTotalsBefore, purgeRawEventsBefore, rollUpDay, rollUpMonth } from "~/models/visits.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

/** Raw events (visits, page views, conversions) are kept this many days, today included. */
export const RAW_EVENT_DAYS = 30;
/** Minutes after midnight before yesterday is closed: the counters' last batches of the day are written by then. */
const CLOSE_AFTER_MINUTES = 10;
/** The weekly e-mail goes out on Monday from this time, office time. */
const WEEKLY_AT_MINUTES = 7 * 60;

export interface VisitsUpkeepDeps {
  db: Database;
  mailer: Mailer;
  business: BusinessSnapshot;
  siteUrl: string;
  now: Date;
}

/**
 * Rolls up every day that is over, deletes past salts and what retention allows (raw events after
 * RAW_EVENT_DAYS, daily totals after the owner's months); returns the days rolled up.
 */
export async function closeDays(deps: { db: Database; now: Date; keepTotalsMonths: number }): Promise<string[]> {
  const { day: today, minutes } = officeClock(deps.now, OFFICE_TIME_ZONE);
  // Until the first batches of the day are in, yesterday may still get its last ones.
  const open = minutes >= CLOSE_AFTER_MINUTES ? today : addDays(today, -1);
  const rolled: string[] = [];
  for (const day of await daysToRollUp(deps.db, open)) if (await rollUpDay(deps.db, day)) rolled.push(day);
  // A month whose days are all closed is added up once more, by page: long periods read a row a month.
  for (const month of await monthsToRollUp(deps.db, open)) await rollUpMonth(deps.db, month);
  await deleteSaltsBefore(deps.db, open);
  await purgeRawEventsBefore(deps.db, addDays(today, -(RAW_EVENT_DAYS - 1)));
  await purgeDailyTotalsBefore(deps.db, monthsBefore(today, deps.keepTotalsMonths));
  return rolled;
}

/** Last week's e-mail to each reader, on Monday from 7:00 office time; each is sent once. */
export async function sendWeeklyReports(deps: VisitsUpkeepDeps): Promise<number> {
  const { day: today, minutes } = officeClock(deps.now, OFFICE_TIME_ZONE);
  if (new Date(`${today}T00:00:00Z`).getUTCDay() !== 1 || minutes < WEEKLY_AT_MINUTES) return 0;
  const readers = await weeklyReportReaders(deps.db);
  if (!readers.length) return 0;
  const week = lastWeek(today);
  const mail = weeklyReportMail(await weeklyReportFigures(deps.db, week), { name: deps.business.name, url: deps.siteUrl });
  let sent = 0;
  for (const reader of readers) {
    const outcome = await sendOnce(deps, `visits-week:${week.from}:${reader.id}`, () => ({ to: reader.email, ...mail }));
    if (outcome === "sent") sent++;
  }
  return sent;
}

/** One pass of both; each part's failure is logged and the other still runs. */
export async function visitsUpkeep(deps: VisitsUpkeepDeps): Promise<void> {
  for (const [name, run] of [
    ["closing days", () => closeDays({ db: deps.db, now: deps.now, keepTotalsMonths: deps.business.settings.analytics.keepTotalsMonths })],
    ["weekly e-mail", () => sendWeeklyReports(deps)],
  ] as const) {
    try {
      await run();
    } catch (error) {
      console.warn(`[visits] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
