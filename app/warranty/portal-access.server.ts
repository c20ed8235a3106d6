/**
 * How a homeowner gets into the warranty portal (docs/decisions/018-warranty-portal.md): a one-time
 * link e-mailed to the address on their job, and the same kind of link to confirm a new address.
 * Every step is rate-limited like the staff credential paths (app/auth/rate-limit.server.ts); the
 * answer to a link request is the same whether or not the address has a job, so the form tells
 * nobody who our customers are.
 */
import { evenTiming } from "~/auth/even-timing.server";
import { done, refuse, said, type Outcome } from "~/domain/outcome";
import { PORTAL_LINK_MINUTES, PORTAL_MESSAGES } from "~/domain/portal";
import { emailChangeMessage, signInLinkMessage } from "~/mail/warranty-mail.server";
import { changeCustomerEmail, customerHasJobs } from "~/models/jobs.server";
import { consumePortalLink, createPortalLink } from "~/models/portal.server";
import type { ServicesWithBusiness } from "~/context.server";

/**
 * E-mails a sign-in link to `email` when a job carries it; answers the same either way, and as
 * fast: the e-mail goes out after the answer (services.mailQueue).
 */
export async function requestSignInLink(request: Request, services: ServicesWithBusiness, email: string): Promise<Outcome> {
  const refusal = await services.rateLimiter.attempt("portalLink", request, email);
  if (refusal) return refuse(429, refusal.message, { values: { email }, headers: refusal.headers });
  await evenTiming(async () => {
    if (!(await customerHasJobs(services.db, email))) return;
    const token = await createPortalLink(services.db, { email, purpose: "sign-in" }, PORTAL_LINK_MINUTES);
    const link = `${services.env.siteUrl}/portal/sign-in?token=${token}`;
    services.mailQueue.later(signInLinkMessage(email, link, services.business), "the portal sign-in link");
  });
  return said(PORTAL_MESSAGES.linkSent, "info");
}

/** Uses a sign-in link: the homeowner's address, or a refusal to show. */
export async function redeemSignInLink(request: Request, services: ServicesWithBusiness, token: string): Promise<Outcome<string>> {
  const refusal = await services.rateLimiter.attempt("portalSignIn", request);
  if (refusal) return refuse(429, refusal.message, { headers: refusal.headers });
  const link = await consumePortalLink(services.db, token, "sign-in");
  // A link for an address whose jobs have since moved to another address opens nothing.
  if (!link || !(await customerHasJobs(services.db, link.email))) return refuse(400, PORTAL_MESSAGES.linkInvalid);
  return done(link.email);
}

/** Sends a confirmation link to a new address the homeowner typed; nothing changes until it is used. */
export async function requestEmailChange(request: Request, services: ServicesWithBusiness, from: string, to: string): Promise<Outcome> {
  if (to === from) return said("That is already the address we use.", "info");
  const refusal = await services.rateLimiter.attempt("portalLink", request, to);
  if (refusal) return refuse(429, refusal.message, { headers: refusal.headers });
  const token = await createPortalLink(services.db, { email: from, purpose: "change-email", newEmail: to }, PORTAL_LINK_MINUTES);
  try {
    await services.mailer.send(emailChangeMessage(to, `${services.env.siteUrl}/portal/confirm-email?token=${token}`, services.business));
  } catch (error) {
    console.warn(`[portal] address confirmation e-mail failed: ${error instanceof Error ? error.message : String(error)}`);
    return refuse(502, `We could not send the e-mail just now. Please try again in a few minutes, or call us at ${services.business.phones.main.display}.`);
  }
  return said(`We sent a link to ${to}. Open it within ${PORTAL_LINK_MINUTES} minutes to start using that address; until then we keep using ${from}.`, "info");
}

/** Uses an address-confirmation link: the new address, or why not. */
export async function confirmEmailChange(request: Request, services: ServicesWithBusiness, token: string): Promise<Outcome<string>> {
  const refusal = await services.rateLimiter.attempt("portalSignIn", request);
  if (refusal) return refuse(429, refusal.message, { headers: refusal.headers });
  const link = await consumePortalLink(services.db, token, "change-email");
  if (!link?.newEmail) return refuse(400, "This confirmation link has expired or has already been used. Change the address again in your portal.");
  if (!(await changeCustomerEmail(services.db, link.email, link.newEmail))) {
    return refuse(400, `We could not move your records to ${link.newEmail}: call us at ${services.business.phones.main.display} and we will do it for you.`);
  }
  return done(link.newEmail);
}
