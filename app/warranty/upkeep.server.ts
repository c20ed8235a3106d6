/**
 * The warranty portal's part of every scheduler tick (app/scheduler.server.ts; docs/decisions/
 * 018-warranty-portal.md): the office's registration reminders, homeowners' seasonal reminders,
 * claim e-mails that failed, and the retention rules (links, sessions, job records past their
 * period). Every instance ticks; sendOnce makes each e-mail go out once among them.
 */
import { officeClock } from "~/domain/calendar-days";
import { seasonalRound, wantsSeasonalReminder } from "~/domain/portal";
import { recordsKeptUntil, registrationOf, registrationRemindersDue } from "~/domain/warranty";
import type { MailDeps } from "~/mail/mailer.server";
import {
  portalWelcomeMessage,
  registrationReminderMessage,
  seasonalReminderMessage,
  sendClaimEventMail,
  sendClaimOfficeMail,
  sendOnce,
} from "~/mail/warranty-mail.server";
import type { MediaStorage } from "~/media/storage.server";
import { claimsAwaitingOfficeMail, unmailedClaimEvents } from "~/models/claims.server";
import { jobsAwaitingWelcome, jobsPastRetention, markWelcomeSent, unregisteredJobs } from "~/models/jobs.server";
import { pruneSentMail } from "~/models/mail-once.server";
import { purgeExpiredPortalRecords, seasonalReminderRows } from "~/models/portal.server";
import { removeJobs } from "./remove-jobs.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

export interface UpkeepDeps extends MailDeps {
  media: MediaStorage;
  now: Date;
}

/** The unsubscribe page of a reminder e-mail. */
export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/portal/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Homeowners of newly recorded jobs welcomed to the portal (docs/decisions/021-launch-as-your-company.md):
 * each once, a failed send tried again on the next tick.
 */
export async function sendPortalWelcomes(deps: MailDeps): Promise<number> {
  let sent = 0;
  for (const job of await jobsAwaitingWelcome(deps.db)) {
    const outcome = await sendOnce(deps, `portal-welcome:${job.id}`, () => portalWelcomeMessage(job, deps));
    if (outcome === "failed") continue;
    // "skipped": another instance sent it (or is sending it); the job records the welcome either way once sent.
    if (outcome === "sent") {
      await markWelcomeSent(deps.db, job.id);
      sent++;
    }
  }
  return sent;
}

/** The office's reminders of registrations due (the morning of the 7-day target and of the deadline). */
export async function sendRegistrationReminders(deps: UpkeepDeps): Promise<number> {
  const today = officeClock(deps.now, OFFICE_TIME_ZONE).day;
  let sent = 0;
  for (const job of await unregisteredJobs(deps.db)) {
    for (const reminder of registrationRemindersDue(job, deps.now, OFFICE_TIME_ZONE)) {
      const registration = registrationOf(job, today)!;
      const outcome = await sendOnce(deps, `registration:${reminder.kind}:${job.id}`, () => registrationReminderMessage(job, reminder.kind, registration, deps));
      if (outcome === "sent") sent++;
    }
  }
  return sent;
}

/** Homeowners' spring and fall reminders, in the month each chose. */
export async function sendSeasonalReminders(deps: UpkeepDeps): Promise<number> {
  const round = seasonalRound(deps.now, OFFICE_TIME_ZONE);
  if (!round) return 0;
  let sent = 0;
  for (const row of await seasonalReminderRows(deps.db, round.month, round.period)) {
    if (!wantsSeasonalReminder(row, round)) continue;
    const outcome = await sendOnce(deps, `season:${round.period}:${row.email}`, () =>
      seasonalReminderMessage(row.email, round.season, unsubscribeUrl(deps.siteUrl, row.unsubscribeToken), deps),
    );
    if (outcome === "sent") sent++;
  }
  return sent;
}

/** Deletes what the privacy policy says is not kept: used or expired links, ended sessions, job records past their period. */
export async function applyRetention(deps: UpkeepDeps): Promise<number> {
  await purgeExpiredPortalRecords(deps.db);
  // A seasonal reminder's key must outlive its year; older keys name nothing that can recur.
  await pruneSentMail(deps.db, 400);
  const today = officeClock(deps.now, OFFICE_TIME_ZONE).day;
  const expired = await jobsPastRetention(deps.db, today, recordsKeptUntil);
  return expired.length ? removeJobs(deps, expired) : 0;
}

/** One pass of everything above; each part's failure is logged and the others still run. */
export async function warrantyUpkeep(deps: UpkeepDeps): Promise<void> {
  const mail: MailDeps = deps;
  const parts: [string, () => Promise<unknown>][] = [
    ["portal welcomes", () => sendPortalWelcomes(deps)],
    ["registration reminders", () => sendRegistrationReminders(deps)],
    ["seasonal reminders", () => sendSeasonalReminders(deps)],
    ["claim e-mails", async () => {
      for (const { claim, job } of await claimsAwaitingOfficeMail(deps.db)) await sendClaimOfficeMail(mail, claim, job);
      for (const id of await unmailedClaimEvents(deps.db)) await sendClaimEventMail(mail, id);
    }],
    ["retention", () => applyRetention(deps)],
  ];
  for (const [name, run] of parts) {
    try {
      await run();
    } catch (error) {
      console.warn(`[warranty] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
