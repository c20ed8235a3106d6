/**
 * The homeowner's warranty portal (docs/decisions/018-warranty-portal.md): how long a sign-in link
 * and a session last, the contact and reminder forms, and when a seasonal maintenance reminder is
 * due. Pure.
 */
import { z } from "zod";
import { officeClock } from "./calendar-days";
import { optionalUsPhone, requiredEmail, requiredLine } from "./text-fields";
import { REMINDER_HOUR, registrationOf, type RegistrationFacts } from "./warranty";

/** A sign-in link works once, for this long: long enough to find the e-mail, short enough to go stale in an inbox. */
export const PORTAL_LINK_MINUTES = 30;
/** A portal session lasts this long without signing in again. */
export const PORTAL_SESSION_DAYS = 30;
/** The cookie of a portal session: its own, never better-auth's staff session. */
export const PORTAL_COOKIE = "portal_session";

export const PORTAL_MESSAGES = {
  email: "Enter the e-mail address we have on your job.",
  linkSent: "If this address is on one of our jobs, a sign-in link is on its way to it. It works once, within 30 minutes. No e-mail? Call us and we will check the address we have.",
  linkInvalid: "This sign-in link has expired or has already been used. Enter your e-mail address for a new one.",
  signedOut: "You have signed out of the warranty portal.",
  signInFirst: "Sign in to your warranty portal first.",
} as const;

export const signInRequestSchema = z.object({ email: requiredEmail(PORTAL_MESSAGES.email) });

// ---------------------------------------------------------------------------------------------
// Contact details
// ---------------------------------------------------------------------------------------------

export const contactFormSchema = z.object({
  name: requiredLine(120, "Your name", "Enter your name."),
  phone: optionalUsPhone,
  email: requiredEmail("Enter the e-mail address you want us to use."),
});

// ---------------------------------------------------------------------------------------------
// Maintenance reminders (spec §9: inspections twice a year, spring and fall, and after major storms)
// ---------------------------------------------------------------------------------------------

export const SPRING_MONTHS = [3, 4, 5] as const;
export const FALL_MONTHS = [9, 10, 11] as const;

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const monthName = (month: number) => MONTH_NAMES[month - 1] ?? "";

export interface ReminderPreferences {
  springMonth: number | null;
  fallMonth: number | null;
  afterStorms: boolean;
}

const monthChoice = (months: readonly number[], message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || months.includes(Number(v)), message)
    .transform((v) => (v ? Number(v) : null));

export const reminderFormSchema = z.object({
  springMonth: monthChoice(SPRING_MONTHS, "Choose March, April or May, or no spring reminder."),
  fallMonth: monthChoice(FALL_MONTHS, "Choose September, October or November, or no fall reminder."),
  afterStorms: z.string().transform((v) => v === "on" || v === "yes"),
});

export type Season = "spring" | "fall";

/**
 * The seasonal reminders being sent at `now`: in a spring or fall month, from REMINDER_HOUR on its
 * first day (office time) to its end, so a server that was down on the 1st still sends them later
 * that month. `period` ("2027-spring") is what makes each homeowner's reminder once a year.
 */
export function seasonalRound(now: Date, timeZone: string): { season: Season; month: number; period: string } | null {
  const { day, minutes } = officeClock(now, timeZone);
  const [year, month, date] = day.split("-").map(Number);
  if (date === 1 && minutes < REMINDER_HOUR * 60) return null;
  const season: Season | null = (SPRING_MONTHS as readonly number[]).includes(month) ? "spring" : (FALL_MONTHS as readonly number[]).includes(month) ? "fall" : null;
  return season ? { season, month, period: `${year}-${season}` } : null;
}

/** Whether a homeowner's preferences ask for the reminder of this round. */
export function wantsSeasonalReminder(prefs: ReminderPreferences, round: { season: Season; month: number }): boolean {
  return (round.season === "spring" ? prefs.springMonth : prefs.fallMonth) === round.month;
}

/** What a seasonal check covers (the workmanship guide's maintenance advice). */
export const SEASONAL_CHECKS: Record<Season, string[]> = {
  spring: [
    "Look for shingles that lifted, cracked or went missing over the winter.",
    "Clear pine straw and leaves from gutters and valleys before the summer storms.",
    "Check the ceiling and the attic for stains after the first heavy rain.",
  ],
  fall: [
    "Clear the gutters and valleys once the leaves are down, so water is not held against the roof.",
    "Check flashing around chimneys, vents and skylights before winter rain.",
    "Trim branches that hang over the roof before the winter winds.",
  ],
};

// ---------------------------------------------------------------------------------------------
// After a named storm (staff send it)
// ---------------------------------------------------------------------------------------------

export const stormReminderSchema = z.object({
  storm: requiredLine(80, "The storm's name", "Enter the storm's name, like Hurricane Erin."),
  towns: z
    .string()
    .max(2000, "List at most a few dozen towns.")
    .transform((v) =>
      [...new Set(v.split(/[,\n]/).map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean))],
    ),
});

/** One key per storm, so pressing "Send" twice sends each homeowner one e-mail. */
export function stormKey(storm: string): string {
  return storm
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** What the homeowner sees of a job, and only that (staff notes, the lead and the history stay out). */
export interface PortalJobFacts extends RegistrationFacts {
  id: string;
  reference: string;
  street: string;
  town: string;
  zip: string | null;
  material: string;
  productLine: string | null;
  squares: number | null;
  startedOn: string | null;
  workmanshipYears: number;
  registrationConfirmation: string | null;
}

/** A job as the portal shows it on `today` (office time): its facts and where its registration stands. */
export function portalJobView(job: PortalJobFacts, today: string) {
  return {
    id: job.id,
    reference: job.reference,
    street: job.street,
    town: job.town,
    zip: job.zip,
    material: job.material,
    manufacturer: job.manufacturer,
    productLine: job.productLine,
    squares: job.squares,
    startedOn: job.startedOn,
    completedOn: job.completedOn,
    workmanshipYears: job.workmanshipYears,
    manufacturerWarranty: job.manufacturerWarranty,
    registeredOn: job.registeredOn,
    registrationConfirmation: job.registrationConfirmation,
    registration: registrationOf(job, today),
  };
}
