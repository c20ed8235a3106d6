/**
 * The e-mails a lead sends (docs/decisions/005-leads.md): one to the office that answers it, one to the
 * customer when they gave an address. The lead is already stored when these run; a send that fails
 * is retried with growing pauses (the server's timer, see startLeadMailRetries), and the lead keeps
 * each message's state for the inbox.
 */
import { formatAddress, officeById, officeHours, type Business } from "~/domain/business";
import type { MailState } from "~/db/schema";
import { ESTIMATE_DISCLAIMER, estimateTextLines } from "~/domain/instant-estimate";
import { roofTypeLabel, serviceLabel, timeWindowLabel } from "~/domain/leads";
import { replyBy } from "~/domain/office-hours";
import { estimateOfLead, type Estimate } from "~/models/estimates.server";
import { claimLeadForMail, leadsDueForMail, recordMailOutcome, recordMailSent, type Lead } from "~/models/leads.server";
import type { MailDeps, Mailer, OutgoingMail } from "./mailer.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

/** Pauses after the 1st, 2nd, … failed try; after the last the message is marked failed. */
export const MAIL_RETRY_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 12 * 60 * 60] as const;

const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}` : null);

/**
 * The Message-ID of a lead's message to one recipient: the same on every try, so a message sent
 * again after a crash (between the mail server taking it and the lead recording it) is the same
 * message to the outbox and to mailbox providers that drop duplicates.
 */
export function leadMessageId(lead: Pick<Lead, "id">, recipient: "office" | "customer", siteUrl: string): string {
  return `<lead-${lead.id}-${recipient}@${new URL(siteUrl).hostname}>`;
}

/** An instant estimate's own page, which the e-mails link to (printable). */
export const estimatePageUrl = (siteUrl: string, estimate: Pick<Estimate, "token">) => `${siteUrl}/instant-estimate/${estimate.token}`;

export function officeMessage(lead: Lead, deps: Pick<MailDeps, "business" | "siteUrl">, estimate: Estimate | null = null): OutgoingMail {
  const office = officeById(deps.business, lead.officeId);
  const where = [lead.street, lead.town, lead.zip].filter(Boolean).join(", ");
  const utm = Object.entries(lead.utm).map(([k, v]) => `${k}=${v}`).join(", ");
  const what = estimate ? "instant estimate" : "request";
  const text = [
    `New ${what} ${lead.reference} for the ${office.name}.`,
    estimate ? (estimate.inspectionRequested ? "They asked for the free inspection that confirms the price." : "They have not asked for an inspection yet.") : null,
    "",
    line("Name", lead.name),
    line("Phone", lead.phone),
    line("E-mail", lead.email),
    line("Address", where),
    lead.town && !lead.inServiceArea ? "Note: this town is not on our service-area list." : null,
    line("Needs", serviceLabel(lead.service)),
    estimate ? null : line("Roof type", roofTypeLabel(lead.roofType)),
    line("Best time", timeWindowLabel(lead.timeWindow)),
    `Text messages: ${lead.smsConsent ? "agreed" : "not agreed"}`,
    "",
    ...(estimate ? [...estimateTextLines(estimate), `Their estimate's page: ${estimatePageUrl(deps.siteUrl, estimate)}`, ""] : []),
    lead.message ? `Message:\n${lead.message}\n` : null,
    line("Sent from", lead.sourcePage),
    line("Referrer", lead.referrer),
    line("Campaign", utm),
    "",
    `Open it in the inbox: ${deps.siteUrl}/leads/${lead.id}`,
  ].filter((l) => l !== null);
  return {
    to: office.email,
    subject: `New ${what} ${lead.reference}: ${lead.name ?? "no name given"}${lead.town ? `, ${lead.town}` : ""} (${serviceLabel(lead.service)})`,
    text: text.join("\n"),
    messageId: leadMessageId(lead, "office", deps.siteUrl),
    // "Reply" answers the customer, not the office's own address.
    ...(lead.email ? { replyTo: `"${(lead.name ?? "").replace(/["\\]/g, "")}" <${lead.email}>` } : {}),
  };
}

export function customerMessage(lead: Lead, deps: Pick<MailDeps, "business" | "siteUrl">, estimate: Estimate | null = null): OutgoingMail {
  const { business } = deps;
  const office = officeById(business, lead.officeId);
  const firstName = (lead.name ?? "").split(/\s+/)[0] || "there";
  const callBack = `someone from our ${office.name} will ${lead.phone ? `call you at ${lead.phone}` : "reply to this address"} ${replyBy(estimate?.contactedAt ?? lead.createdAt, office.week, OFFICE_TIME_ZONE)}`;
  const opening = estimate
    ? [
        `Here is your roof estimate from ${business.name} (reference ${lead.reference}).`,
        "",
        ...estimateTextLines(estimate),
        "",
        ESTIMATE_DISCLAIMER,
        `Your estimate's page, to print or share: ${estimatePageUrl(deps.siteUrl, estimate)}`,
        "",
        estimate.inspectionRequested
          ? `What happens next: ${callBack} to set a time for your free inspection.`
          : `To book the free inspection that confirms the price, reply to this e-mail or call ${office.phone.display}.`,
      ]
    : [
        `Thank you for contacting ${business.name}. We have your request (${serviceLabel(lead.service).toLowerCase()}) and its reference is ${lead.reference}.`,
        "",
        `What happens next: ${callBack} to ask a few questions and set a time for your free inspection.`,
      ];
  const text = [
    `Hello ${firstName},`,
    "",
    ...opening,
    lead.town && !lead.inServiceArea
      ? `${lead.town} is outside the towns we usually serve; we will tell you honestly whether we can take the job or recommend someone closer.`
      : null,
    "",
    `Office hours: ${officeHours(office)}. ${office.name}, ${formatAddress(office)}, ${office.phone.display}.`,
    business.phones.emergency ? `Water coming in right now? Call our 24/7 emergency line: ${business.phones.emergency.display}.` : null,
    "",
    `You received this e-mail because this address was entered on our ${estimate ? "instant estimate" : "request form"}. If that was not you, ignore it and nothing more will be sent.`,
    "",
    business.name,
  ].filter((l) => l !== null);
  const subject = estimate ? `Your roof estimate (${lead.reference}) - ${business.name}` : `We received your request (${lead.reference}) - ${business.name}`;
  // A reply reaches the office answering the request.
  return { to: lead.email!, subject, text: text.join("\n"), messageId: leadMessageId(lead, "customer", deps.siteUrl), replyTo: office.email };
}

/** The send timeout assumed for a mailer that names none. */
const DEFAULT_SEND_TIMEOUT_MS = 30_000;

/**
 * How long a sender keeps a lead to itself: enough for both of its messages to time out, and no
 * more, so a crash delays them by about this much (docs/decisions/012-input-limits-and-shutdown.md).
 */
export function leadMailClaimSeconds(mailer: Pick<Mailer, "sendTimeoutMs">): number {
  return Math.ceil((2 * (mailer.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS)) / 1000) + 10;
}

async function trySend(
  deps: MailDeps,
  lead: Lead,
  recipient: "office" | "customer",
  state: MailState,
  mail: () => OutgoingMail,
  errors: string[],
): Promise<MailState> {
  if (state === "sent" || state === "none") return state;
  try {
    await deps.mailer.send(mail());
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
    return "pending";
  }
  // Recorded before the next message: a crash from here on never sends this one twice.
  await recordMailSent(deps.db, lead.id, recipient);
  return "sent";
}

/**
 * Sends whatever this lead still owes, if it is due and no other instance is at it; returns the
 * stored outcome (null when the lead was not due). Never throws for a failed send.
 */
export async function sendLeadMail(deps: MailDeps, leadId: string): Promise<Lead | null> {
  const lead = await claimLeadForMail(deps.db, leadId, leadMailClaimSeconds(deps.mailer));
  if (!lead) return null;
  const errors: string[] = [];
  const estimate = await estimateOfLead(deps.db, lead.id);
  const office = await trySend(deps, lead, "office", lead.officeMail as MailState, () => officeMessage(lead, deps, estimate), errors);
  const customer = lead.email
    ? await trySend(deps, lead, "customer", lead.customerMail as MailState, () => customerMessage(lead, deps, estimate), errors)
    : "none";
  const attempts = lead.mailAttempts + 1;
  const left = office === "pending" || customer === "pending";
  const giveUp = left && attempts > MAIL_RETRY_SECONDS.length;
  const outcome = {
    officeMail: giveUp && office === "pending" ? "failed" : office,
    customerMail: giveUp && customer === "pending" ? "failed" : customer,
    mailAttempts: attempts,
    mailError: errors.length ? errors.join("; ").slice(0, 500) : null,
    retryInSeconds: left && !giveUp ? MAIL_RETRY_SECONDS[attempts - 1] : null,
  } satisfies Parameters<typeof recordMailOutcome>[2];
  if (errors.length) console.warn(`[leads] e-mail for ${lead.reference} failed (try ${attempts}): ${outcome.mailError}`);
  await recordMailOutcome(deps.db, lead.id, outcome);
  return { ...lead, ...outcome, mailRetryAt: null };
}

/** Sends every notification that is due (the retry timer runs this). */
export async function sendDueLeadMail(deps: MailDeps): Promise<number> {
  let sent = 0;
  for (const id of await leadsDueForMail(deps.db)) if (await sendLeadMail(deps, id)) sent++;
  return sent;
}

/**
 * How often the server looks for notifications to retry: four times a claim, so a lead whose
 * sender died is taken up at most a quarter of a claim after its claim ends (70 s + 17.5 s with
 * the default 30 s mail timeout), and at least every minute.
 */
export function leadMailRetryEveryMs(mailer: Pick<Mailer, "sendTimeoutMs">): number {
  return Math.min(60_000, (leadMailClaimSeconds(mailer) * 1000) / 4);
}

/** Starts the retry timer (the business as it is at each retry); returns its stop function. */
export function startLeadMailRetries(deps: Omit<MailDeps, "business"> & { business: () => Promise<Business> }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deps
      .business()
      .then((business) => sendDueLeadMail({ ...deps, business }))
      .catch((error) => console.warn("[leads] retrying e-mail failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        running = false;
      });
  }, leadMailRetryEveryMs(deps.mailer));
  timer.unref();
  return () => clearInterval(timer);
}
