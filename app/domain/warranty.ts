/**
 * Warranty rules of a finished job (spec §9, docs/decisions/018-warranty-portal.md): the
 * manufacturers' registration deadlines and the company's own 7-day target, when the office is
 * reminded, how long the workmanship warranty runs, and what it covers. Dates are calendar days
 * ("YYYY-MM-DD") on the office's clock (the business time zone), never instants: a job completed on
 * March 1 is due on the same day wherever the server runs. Pure: no React, HTTP or database.
 */
import { addDays, addYears, daysBetween, formatDay, officeClock } from "./calendar-days";

/** The five brands the company installs (spec §9) and the days each allows to register a warranty after completion. */
export const REGISTRATION_DEADLINE_DAYS = {
  GAF: 60,
  "Owens Corning": 90,
  CertainTeed: 60,
  IKO: 60,
  Atlas: 60,
} as const;

export type Manufacturer = keyof typeof REGISTRATION_DEADLINE_DAYS;
export const MANUFACTURERS = Object.keys(REGISTRATION_DEADLINE_DAYS) as Manufacturer[];

export function isManufacturer(value: string | null | undefined): value is Manufacturer {
  return typeof value === "string" && Object.hasOwn(REGISTRATION_DEADLINE_DAYS, value);
}

/** The company's own promise: every registration submitted within 7 days of completion (spec §9). */
export const REGISTRATION_TARGET_DAYS = 7;

/** The dashboard lists registrations due within this many days, and every overdue one. */
export const REGISTRATIONS_AHEAD_DAYS = 14;

/** The office's reminder goes out from this hour of the day it names (office time): the morning. */
export const REMINDER_HOUR = 7;

/**
 * A reminder day missed while no server ran is still sent this many days later (then the
 * dashboard's overdue list is the only reminder left).
 */
export const REMINDER_CATCH_UP_DAYS = 3;

// ---------------------------------------------------------------------------------------------
// Manufacturer registration
// ---------------------------------------------------------------------------------------------

/** What registration needs to know of a job. */
export interface RegistrationFacts {
  manufacturer: string | null;
  /** The manufacturer warranty sold with the job (e.g. "GAF System Plus"); none means nothing to register. */
  manufacturerWarranty: string | null;
  completedOn: string | null;
  registeredOn: string | null;
}

export type RegistrationState = "registered" | "overdue" | "due-soon" | "upcoming";

export interface Registration {
  manufacturer: Manufacturer;
  /** The manufacturer's deadline: completion + its days. */
  dueOn: string;
  /** The company's own target: completion + 7 days. */
  targetOn: string;
  /** Days from today to the deadline (negative once it has passed). */
  daysLeft: number;
  /** Whether the 7-day target has passed without a registration. */
  targetMissed: boolean;
  state: RegistrationState;
}

/**
 * The registration of a completed job with a manufacturer warranty (null for anything else):
 * its deadline, the 7-day target beside it, and where it stands on `today`.
 */
export function registrationOf(job: RegistrationFacts, today: string): Registration | null {
  if (!job.completedOn || !job.manufacturerWarranty || !isManufacturer(job.manufacturer)) return null;
  const dueOn = addDays(job.completedOn, REGISTRATION_DEADLINE_DAYS[job.manufacturer]);
  const targetOn = addDays(job.completedOn, REGISTRATION_TARGET_DAYS);
  const daysLeft = daysBetween(today, dueOn);
  const registered = job.registeredOn !== null;
  const state: RegistrationState = registered ? "registered" : daysLeft < 0 ? "overdue" : daysLeft <= REGISTRATIONS_AHEAD_DAYS ? "due-soon" : "upcoming";
  return {
    manufacturer: job.manufacturer,
    dueOn,
    targetOn,
    daysLeft,
    targetMissed: !registered && daysBetween(targetOn, today) > 0,
    state,
  };
}

/** Whether the dashboard lists it: not registered, and due within 14 days or overdue. */
export function needsRegistrationSoon(registration: Registration | null): registration is Registration {
  return registration !== null && (registration.state === "overdue" || registration.state === "due-soon");
}

/**
 * The office's reminders: the morning of the 7-day target ("register today") and the morning of
 * the manufacturer's deadline ("last day"). Each is sent once per job (its kind is the key).
 */
export const REGISTRATION_REMINDERS = ["target", "deadline"] as const;
export type RegistrationReminder = (typeof REGISTRATION_REMINDERS)[number];

/**
 * The reminders due at `now` for an unregistered job: a reminder whose day is today once the office
 * clock reaches REMINDER_HOUR, or whose day passed at most REMINDER_CATCH_UP_DAYS ago (no server ran
 * that morning). Nothing for a registered job or one with nothing to register.
 */
export function registrationRemindersDue(job: RegistrationFacts, now: Date, timeZone: string): { kind: RegistrationReminder; day: string }[] {
  const clock = officeClock(now, timeZone);
  const registration = registrationOf(job, clock.day);
  if (!registration || registration.state === "registered") return [];
  const due: { kind: RegistrationReminder; day: string }[] = [];
  for (const [kind, day] of [["target", registration.targetOn], ["deadline", registration.dueOn]] as const) {
    const late = daysBetween(day, clock.day);
    if (late > REMINDER_CATCH_UP_DAYS || late < 0) continue;
    if (late === 0 && clock.minutes < REMINDER_HOUR * 60) continue;
    due.push({ kind, day });
  }
  return due;
}

// ---------------------------------------------------------------------------------------------
// Workmanship warranty
// ---------------------------------------------------------------------------------------------

/**
 * The workmanship terms a job is offered: the standard term every replacement gets and the extended
 * upgrade, both the owner's business settings (docs/decisions/014-business-settings.md). A job keeps
 * the term it was given, whatever the settings say later.
 */
export function workmanshipTerms(warranty: { workmanshipYears: number | null; extendedYears: number | null }): { years: number; label: string }[] {
  if (warranty.workmanshipYears === null) return [];
  const standard = { years: warranty.workmanshipYears, label: `${warranty.workmanshipYears} years, standard` };
  return warranty.extendedYears === null || warranty.extendedYears === warranty.workmanshipYears
    ? [standard]
    : [standard, { years: warranty.extendedYears, label: `${warranty.extendedYears} years, extended` }];
}

/** The shortest and longest workmanship terms a job may record (the jobs table's check). */
export const WORKMANSHIP_YEARS_RANGE = { min: 1, max: 50 } as const;

export function workmanshipTermLabel(years: number): string {
  return `${years}-year workmanship warranty`;
}

/** The last day the workmanship warranty covers: the day before the same date `years` later. */
export function workmanshipEndsOn(completedOn: string, years: number): string {
  return addDays(addYears(completedOn, years), -1);
}

/**
 * The workmanship warranty's term and dates in one sentence ("10-year workmanship warranty: March 3,
 * 2027 through March 2, 2037."), as staff and the homeowner read it; null before the job is completed.
 */
export function workmanshipPeriod(job: { completedOn: string | null; workmanshipYears: number }): string | null {
  if (!job.completedOn) return null;
  return `${workmanshipTermLabel(job.workmanshipYears)}: ${formatDay(job.completedOn)} through ${formatDay(workmanshipEndsOn(job.completedOn, job.workmanshipYears))}.`;
}

/**
 * How long a job's records are kept (the privacy policy says so): while the workmanship warranty
 * runs and 3 years after it ends, to answer late questions and meet tax and legal requirements.
 */
export const RECORDS_KEPT_YEARS_AFTER_WARRANTY = 3;

export function recordsKeptUntil(completedOn: string, workmanshipYears: number): string {
  return addYears(workmanshipEndsOn(completedOn, workmanshipYears), RECORDS_KEPT_YEARS_AFTER_WARRANTY);
}

/** What the workmanship warranty covers and what it does not: the guide and the certificate print these words. */
export const WORKMANSHIP_COVERAGE = {
  covered: [
    "Leaks caused by our installation",
    "Flashing, pipe boots and vents we installed that come loose or fail",
    "Shingles or panels that lift or slip because of improper fastening",
    "Ridge, hip and edge details that fail because of how they were installed",
  ],
  excluded: [
    "Storm damage: that is a matter for your homeowners insurance",
    "Manufacturing defects in materials: those fall under the manufacturer's warranty",
    "Damage from falling trees, foot traffic or other trades (satellite, solar or HVAC installers)",
    "Problems from alterations or repairs made by someone else",
    "Parts of the roof we did not install or repair",
  ],
} as const;

/** Report damage within this many days of finding it (spec §9). */
export const REPORT_WITHIN_DAYS = 30;
/** A warranty claim is inspected within this many hours (spec §9). */
export const INSPECTION_WITHIN_HOURS = 48;
