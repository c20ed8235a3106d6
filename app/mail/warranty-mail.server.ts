/**
 * The warranty portal's e-mails (docs/decisions/018-warranty-portal.md): sign-in and address
 * confirmation links, the office's registration reminders, claim notices to the office and every
 * claim change to the homeowner, and maintenance reminders with an unsubscribe link. Messages are
 * built here; `sendOnce` sends a message at most once across every instance (app/models/mail-once).
 */
import { formatAddress, headquarters, type Business } from "~/domain/business";
import { formatDay } from "~/domain/calendar-days";
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_MEANING, type ClaimStatus } from "~/domain/claims";
import { propertyAddress } from "~/domain/certificate";
import { PORTAL_LINK_MINUTES, SEASONAL_CHECKS, type Season } from "~/domain/portal";
import { INSPECTION_WITHIN_HOURS, type Registration, type RegistrationReminder } from "~/domain/warranty";
import type { ClaimEvent, Job, WarrantyClaim } from "~/db/schema";
import { claimEventForMail, markClaimEventMailed } from "~/models/claims.server";
import { claimMail, markMailSent, releaseMail } from "~/models/mail-once.server";
import type { MailDeps, OutgoingMail } from "./mailer.server";
import { officeTime } from "~/domain/office-time";

const firstName = (name: string) => name.split(/\s+/)[0];

export function signature(business: Business): string[] {
  const office = headquarters(business);
  return ["", business.name, `${formatAddress(office)} · ${business.phones.main.display}`];
}

export function signInLinkMessage(to: string, link: string, business: Business): OutgoingMail {
  return {
    to,
    subject: `Your sign-in link for the ${business.name} warranty portal`,
    text: [
      "Hello,",
      "",
      `Here is your link to the warranty portal, where you find your roof's certificates, photos and documents, report a problem and follow your claims:`,
      "",
      link,
      "",
      `It works once, within ${PORTAL_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.`,
      ...signature(business),
    ].join("\n"),
  };
}

/**
 * The homeowner's welcome to the portal, when staff record their job (docs/decisions/021-launch-as-your-company.md):
 * where it is, how to sign in (with this address: a link is e-mailed, nothing to remember) and what
 * they find there.
 */
export function portalWelcomeMessage(job: Job, deps: Pick<MailDeps, "business" | "siteUrl">): OutgoingMail {
  const { business } = deps;
  return {
    to: job.customerEmail,
    subject: `Your roof's warranty portal - ${business.name}`,
    text: [
      `Hello ${firstName(job.customerName)},`,
      "",
      `Thank you for choosing ${business.name} for the roof at ${propertyAddress(job)}. Your job's reference is ${job.reference}.`,
      "",
      "Your roof has its own page in our warranty portal. There you will find:",
      "- your warranty certificates, once they are issued, and the manufacturer's registration;",
      "- the photos we take of your roof;",
      "- your documents, to download at any time;",
      "- a form to report a problem, and where each claim stands.",
      "",
      `Open ${deps.siteUrl}/portal/sign-in and enter this e-mail address (${job.customerEmail}): we e-mail you a sign-in link. There is no password to remember.`,
      "",
      `Questions about your roof? Reply to this e-mail or call us at ${business.phones.main.display}.`,
      ...signature(business),
    ].join("\n"),
    replyTo: business.emails.claims,
  };
}

export function emailChangeMessage(to: string, link: string, business: Business): OutgoingMail {
  return {
    to,
    subject: `Confirm your new e-mail address for the ${business.name} warranty portal`,
    text: [
      "Hello,",
      "",
      "You asked us to use this address for your roof's warranty records. Open this link to confirm it:",
      "",
      link,
      "",
      `It works once, within ${PORTAL_LINK_MINUTES} minutes. Until you confirm, we keep using your old address. If you did not ask for this, ignore this e-mail.`,
      ...signature(business),
    ].join("\n"),
  };
}

export function registrationReminderMessage(job: Job, kind: RegistrationReminder, registration: Registration, deps: Pick<MailDeps, "business" | "siteUrl">): OutgoingMail {
  const what = `${job.manufacturer} ${job.manufacturerWarranty}`;
  const subject =
    kind === "target"
      ? `Register today: ${what} for ${job.customerName} (${job.reference})`
      : `Last day to register: ${what} for ${job.customerName} (${job.reference})`;
  const lead =
    kind === "target"
      ? `Today is our 7-day target to register this warranty (completed ${formatDay(job.completedOn!)}). ${job.manufacturer}'s own deadline is ${formatDay(registration.dueOn)}.`
      : `${job.manufacturer}'s registration deadline for this warranty is ${formatDay(registration.dueOn)}, and it is not registered yet. An enhanced warranty not registered in time may revert to the standard limited warranty.`;
  return {
    to: headquarters(deps.business).email,
    subject,
    text: [
      lead,
      "",
      `Job: ${job.reference}`,
      `Homeowner: ${job.customerName}`,
      `Property: ${propertyAddress(job)}`,
      `Warranty: ${what}${job.productLine ? ` (${job.productLine})` : ""}`,
      "",
      `When it is registered, record the confirmation number and the certificate on the job: ${deps.siteUrl}/jobs/${job.id}`,
    ].join("\n"),
  };
}

export function claimReceivedOfficeMessage(claim: WarrantyClaim, job: Job, deps: Pick<MailDeps, "business" | "siteUrl">): OutgoingMail {
  const dueAt = new Date(claim.createdAt.getTime() + INSPECTION_WITHIN_HOURS * 60 * 60 * 1000);
  return {
    to: deps.business.emails.claims,
    subject: `Warranty claim ${claim.reference}: ${job.customerName}, ${job.town} (inspect by ${officeTime(dueAt, "scheduled")})`,
    text: [
      `New warranty claim ${claim.reference} on job ${job.reference}. Our target: inspection within ${INSPECTION_WITHIN_HOURS} hours, by ${officeTime(dueAt, "scheduled")}.`,
      "",
      `Homeowner: ${job.customerName}${job.customerPhone ? `, ${job.customerPhone}` : ""}, ${job.customerEmail}`,
      `Property: ${propertyAddress(job)}`,
      `Where: ${claim.location}`,
      `Noticed on: ${formatDay(claim.discoveredOn)}${claim.reportedLate ? " (more than 30 days before it was reported)" : ""}`,
      "",
      claim.what,
      "",
      `Open it in the claims inbox: ${deps.siteUrl}/claims/${claim.id}`,
    ].join("\n"),
  };
}

export function claimUpdateMessage(event: ClaimEvent, claim: WarrantyClaim, job: Job, deps: Pick<MailDeps, "business" | "siteUrl">): OutgoingMail {
  const status = event.toStatus as ClaimStatus;
  const first = event.fromStatus === null;
  const subject = first
    ? `We received your warranty claim ${claim.reference}`
    : `Your warranty claim ${claim.reference}: ${CLAIM_STATUS_LABELS[status]}`;
  const lines = [
    `Hello ${firstName(job.customerName)},`,
    "",
    first
      ? `Thank you for reporting a problem with the roof at ${propertyAddress(job)}. Your claim's reference is ${claim.reference}.`
      : `Your warranty claim ${claim.reference} (${claim.location}) is now: ${CLAIM_STATUS_LABELS[status]}.`,
    "",
    CLAIM_STATUS_MEANING[status],
    event.inspectionAt ? `Inspection: ${officeTime(event.inspectionAt, "scheduled")}.` : null,
    event.note ? `\n${status === "declined" ? "Reason" : "Note from our team"}: ${event.note}` : null,
    "",
    `Follow your claim in the warranty portal: ${deps.siteUrl}/portal/claims/${claim.id}`,
    `Questions? Call us at ${deps.business.phones.main.display}.`,
    ...signature(deps.business),
  ].filter((l) => l !== null);
  return { to: job.customerEmail, subject, text: lines.join("\n") };
}

function reminderFooter(unsubscribeUrl: string): string[] {
  return ["", `You receive this because you asked for maintenance reminders in your warranty portal. To stop them: ${unsubscribeUrl}`];
}

/** One-click unsubscribe (RFC 8058): mail programs POST "List-Unsubscribe=One-Click" to the address. */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({ "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

export function seasonalReminderMessage(to: string, season: Season, unsubscribeUrl: string, deps: Pick<MailDeps, "business" | "siteUrl">): OutgoingMail {
  const name = season === "spring" ? "spring" : "fall";
  return {
    to,
    subject: `Your ${name} roof check - ${deps.business.name}`,
    text: [
      "Hello,",
      "",
      `It is time for your ${name} roof check, the reminder you set in your warranty portal. A few minutes from the ground and in the attic catch most problems early:`,
      "",
      ...SEASONAL_CHECKS[season].map((c) => `- ${c}`),
      "",
      `Found something? Report it in your warranty portal (${deps.siteUrl}/portal) within 30 days, or call us at ${deps.business.phones.main.display} to book an inspection.`,
      ...signature(deps.business),
      ...reminderFooter(unsubscribeUrl),
    ].join("\n"),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

export function stormReminderMessage(to: string, storm: string, unsubscribeUrl: string, deps: Pick<MailDeps, "business" | "siteUrl">): OutgoingMail {
  return {
    to,
    subject: `After ${storm}: check your roof - ${deps.business.name}`,
    text: [
      "Hello,",
      "",
      `${storm} has passed through our area. You asked us to remind you to check your roof after a named storm. From the ground, look for:`,
      "",
      "- missing, lifted or creased shingles, and granules washed into the gutters;",
      "- dented flashing, vents or gutters, and branches on the roof;",
      "- new stains on ceilings or in the attic.",
      "",
      `Storm damage is a matter for your homeowners insurance, not the workmanship warranty; we inspect and document it for you. Call us at ${deps.business.phones.main.display}, or report a problem with our work in your warranty portal: ${deps.siteUrl}/portal`,
      ...signature(deps.business),
      ...reminderFooter(unsubscribeUrl),
    ].join("\n"),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/**
 * Sends the message named `key` unless it went out already or another instance is sending it.
 * A failed send is logged and given back for a later try; it never throws.
 */
export async function sendOnce(deps: Pick<MailDeps, "db" | "mailer">, key: string, mail: () => OutgoingMail): Promise<"sent" | "skipped" | "failed"> {
  if (!(await claimMail(deps.db, key))) return "skipped";
  try {
    await deps.mailer.send(mail());
  } catch (error) {
    console.warn(`[warranty] e-mail ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
    await releaseMail(deps.db, key);
    return "failed";
  }
  await markMailSent(deps.db, key);
  return "sent";
}

/** E-mails the homeowner about one history entry of a claim, once; false when the send failed (it is retried). */
export async function sendClaimEventMail(deps: MailDeps, eventId: string): Promise<boolean> {
  const row = await claimEventForMail(deps.db, eventId);
  if (!row || row.event.mailedAt) return true;
  const outcome = await sendOnce(deps, `claim-event:${eventId}`, () => claimUpdateMessage(row.event, row.claim, row.job, deps));
  if (outcome === "failed") return false;
  await markClaimEventMailed(deps.db, eventId);
  return true;
}

/** E-mails the claims office about a new claim, once. */
export async function sendClaimOfficeMail(deps: MailDeps, claim: WarrantyClaim, job: Job): Promise<void> {
  await sendOnce(deps, `claim-office:${claim.id}`, () => claimReceivedOfficeMessage(claim, job, deps));
}
