/**
 * The review request's e-mail (docs/decisions/023-reviews.md): the same words for every homeowner,
 * naming their job, with a link to every review place the owner lists (through our redirect, which
 * counts the click), a private way to write to the company beside them, and a one-click unsubscribe
 * (RFC 8058). It asks for no score and never depends on how the homeowner feels about the work.
 */
import { propertyAddress, workDescription } from "~/domain/certificate";
import type { Job } from "~/db/schema";
import type { ReviewPlace } from "~/domain/reviews";
import type { MailDeps, OutgoingMail } from "./mailer.server";
import { signature, unsubscribeHeaders } from "./warranty-mail.server";

const firstName = (name: string) => name.split(/\s+/)[0];

/** The addresses of a request's links, all under its token. */
export function reviewLinks(siteUrl: string, token: string) {
  const base = `${siteUrl}/review/${encodeURIComponent(token)}`;
  return {
    place: (id: string) => `${base}/go/${encodeURIComponent(id)}`,
    feedback: `${base}/feedback`,
    unsubscribe: `${base}/unsubscribe`,
  };
}

export function reviewRequestMessage(
  job: Job,
  kind: "request" | "reminder",
  places: readonly ReviewPlace[],
  token: string,
  deps: Pick<MailDeps, "business" | "siteUrl">,
): OutgoingMail {
  const { business } = deps;
  const links = reviewLinks(deps.siteUrl, token);
  const work = workDescription(job);
  const subject =
    kind === "request" ? `Your roof in ${job.town}: would you write a review of our work?` : `A reminder from ${business.name}: a review of your roof in ${job.town}`;
  return {
    to: job.customerEmail,
    subject,
    text: [
      `Hello ${firstName(job.customerName)},`,
      "",
      kind === "request"
        ? `We recently finished your roof at ${propertyAddress(job)} (${work}; job ${job.reference}).`
        : `A few days ago we asked about your roof at ${propertyAddress(job)} (${work}; job ${job.reference}). This is our one reminder.`,
      "",
      `Would you write a review of our work, in your own words? We ask every customer the same way, and every honest review helps your neighbors choose a roofer. It takes a couple of minutes on any of these sites:`,
      "",
      ...places.map((p) => `- ${p.label}: ${links.place(p.id)}`),
      "",
      `Something you would rather tell us directly? Write to us privately here: ${links.feedback}`,
      "",
      `Questions about your roof? Reply to this e-mail or call us at ${business.phones.main.display}.`,
      ...signature(business),
      "",
      `We send this e-mail once after a job, with one reminder at most. To receive no more review requests from us: ${links.unsubscribe}`,
    ].join("\n"),
    replyTo: business.emails.info,
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}
