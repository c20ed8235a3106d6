/**
 * Warranty claims (spec §9, docs/decisions/018-warranty-portal.md): what a homeowner reports, the
 * 30-day reporting rule (a warning, never a refusal), the 48-hour inspection target staff count
 * down, and the statuses a claim moves through with what each change needs. Pure.
 */
import { z } from "zod";
import { daysBetween, formatDay } from "./calendar-days";
import { isCalendarDay } from "./input-rules";
import { requiredLine } from "./text-fields";
import { INSPECTION_WITHIN_HOURS, REPORT_WITHIN_DAYS } from "./warranty";

export const CLAIM_STATUSES = ["received", "inspection-scheduled", "inspected", "approved", "declined", "repaired"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  received: "Received",
  "inspection-scheduled": "Inspection scheduled",
  inspected: "Inspected",
  approved: "Approved",
  declined: "Declined",
  repaired: "Repaired",
};

/** What each status means to the homeowner (the portal and the e-mail say it). */
export const CLAIM_STATUS_MEANING: Record<ClaimStatus, string> = {
  received: `We have your claim. A technician will inspect within ${INSPECTION_WITHIN_HOURS} hours of it reaching us; we will tell you when.`,
  "inspection-scheduled": "A technician is booked to inspect the roof.",
  inspected: "We have inspected the roof and documented the cause with photos. We will tell you our decision next.",
  approved: "The problem is covered by your workmanship warranty. We will repair it at no charge and tell you when.",
  declined: "The problem is not covered by your workmanship warranty. The reason is below; we can help with the right next step.",
  repaired: "The repair is done. Thank you for letting us make it right.",
};

/** Where a claim may go from each status (staff cannot skip the inspection to approve, or reopen a closed claim). */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  received: ["inspection-scheduled", "inspected", "declined"],
  "inspection-scheduled": ["inspection-scheduled", "inspected", "declined"],
  inspected: ["approved", "declined"],
  approved: ["repaired"],
  declined: [],
  repaired: [],
};

/** A claim is open until it is declined or repaired. */
export function isOpenClaim(status: ClaimStatus): boolean {
  return CLAIM_TRANSITIONS[status].length > 0;
}

/** The inspection counts as done from "inspected" on. */
function inspectionDone(status: ClaimStatus): boolean {
  return status === "inspected" || status === "approved" || status === "declined" || status === "repaired";
}

/** Photos a homeowner may attach to a claim, and the largest file each (phone photos are 2-8 MB). */
export const CLAIM_MAX_PHOTOS = 5;
export const CLAIM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const CLAIM_MESSAGES = {
  what: "Tell us what you see: a leak, a lifted shingle, a stain on the ceiling.",
  where: "Tell us where: which side or room, so the technician knows where to look.",
  discoveredOn: "Enter the day you first noticed it.",
  future: "That day has not come yet: enter the day you first noticed it.",
  beforeJob: (completedOn: string) => `That is before we finished your roof (${formatDay(completedOn)}): enter the day you first noticed the problem.`,
  tooManyPhotos: `Attach at most ${CLAIM_MAX_PHOTOS} photos.`,
} as const;

/** The claim form, checked against today (office time) and the day the job was completed. */
export function claimFormSchema(today: string, completedOn: string | null) {
  return z.object({
    what: z
      .string()
      .trim()
      .min(1, CLAIM_MESSAGES.what)
      .max(4000, "The description can be at most 4000 characters."),
    location: requiredLine(200, "Where", CLAIM_MESSAGES.where),
    discoveredOn: z
      .string()
      .trim()
      .min(1, CLAIM_MESSAGES.discoveredOn)
      .refine(isCalendarDay, CLAIM_MESSAGES.discoveredOn)
      .refine((day) => !isCalendarDay(day) || daysBetween(day, today) >= 0, CLAIM_MESSAGES.future)
      .refine((day) => !isCalendarDay(day) || !completedOn || daysBetween(completedOn, day) >= 0, completedOn ? CLAIM_MESSAGES.beforeJob(completedOn) : ""),
  });
}

/** Whether the problem was found more than 30 days before it was reported. */
export function reportedLate(discoveredOn: string, reportedOn: string): boolean {
  return daysBetween(discoveredOn, reportedOn) > REPORT_WITHIN_DAYS;
}

/** The form's warning (and the confirmation's note) for a late report: it is accepted all the same. */
export function lateReportWarning(discoveredOn: string, reportedOn: string): string | null {
  if (!isCalendarDay(discoveredOn) || !reportedLate(discoveredOn, reportedOn)) return null;
  const days = daysBetween(discoveredOn, reportedOn);
  return `You noticed this ${days} days ago. Our warranty asks for problems to be reported within ${REPORT_WITHIN_DAYS} days of discovery, because small leaks grow. We still accept your claim; tell us in the description why it waited, if you can.`;
}

// ---------------------------------------------------------------------------------------------
// The 48-hour inspection target
// ---------------------------------------------------------------------------------------------

export interface InspectionCountdown {
  /** open: time left; overdue: past the target and not inspected; done: inspected (or closed). */
  state: "open" | "overdue" | "done";
  dueAt: Date;
  /** "31 h left", "45 min left", "overdue by 3 h", "inspected". */
  label: string;
}

function span(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${Math.max(minutes, 1)} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

/** Where the 48-hour inspection target stands at `now` for a claim received at `receivedAt`. */
export function inspectionCountdown(receivedAt: Date, status: ClaimStatus, now: Date): InspectionCountdown {
  const dueAt = new Date(receivedAt.getTime() + INSPECTION_WITHIN_HOURS * 60 * 60 * 1000);
  if (inspectionDone(status)) return { state: "done", dueAt, label: "inspected" };
  const left = dueAt.getTime() - now.getTime();
  if (left > 0) return { state: "open", dueAt, label: `${span(left)} left` };
  return { state: "overdue", dueAt, label: `overdue by ${span(-left)}` };
}

// ---------------------------------------------------------------------------------------------
// Status changes (staff)
// ---------------------------------------------------------------------------------------------

export const STATUS_CHANGE_MESSAGES = {
  status: "Choose the new status from the list.",
  notAllowed: (from: ClaimStatus, to: ClaimStatus) => `A claim that is ${CLAIM_STATUS_LABELS[from].toLowerCase()} cannot become ${CLAIM_STATUS_LABELS[to].toLowerCase()}.`,
  inspectionAt: "Choose the date and time of the inspection.",
  reason: "Write the reason the homeowner will read: what you found and why it is not covered.",
} as const;

export interface StatusChange {
  status: ClaimStatus;
  /** The inspection's date and time as the form's datetime-local input sends it (office time). */
  inspectionAt: string | null;
  /** A note for the homeowner; required (as the reason) to decline. */
  note: string | null;
}

export const statusChangeSchema = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: STATUS_CHANGE_MESSAGES.status }),
    inspectionAt: z
      .string()
      .trim()
      .transform((v) => v || null),
    note: z
      .string()
      .trim()
      .max(2000, "The note can be at most 2000 characters.")
      .transform((v) => v || null),
  })
  .superRefine((change, ctx) => {
    if (change.status === "inspection-scheduled" && !change.inspectionAt) ctx.addIssue({ code: "custom", path: ["inspectionAt"], message: STATUS_CHANGE_MESSAGES.inspectionAt });
    if (change.status === "declined" && (change.note?.length ?? 0) < 10) ctx.addIssue({ code: "custom", path: ["note"], message: STATUS_CHANGE_MESSAGES.reason });
  });

/** Null when `from` may become `to`, else the sentence staff read. */
export function transitionRefusal(from: ClaimStatus, to: ClaimStatus): string | null {
  return CLAIM_TRANSITIONS[from].includes(to) ? null : STATUS_CHANGE_MESSAGES.notAllowed(from, to);
}
