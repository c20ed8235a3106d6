/**
 * The office's copy of a homeowner's private feedback (docs/decisions/023-reviews.md): sent once
 * (`sendOnce`, as a claim's notice) to the office's general address (where customers' replies and
 * questions go, app/domain/mail-destinations.ts), with a reply going to the homeowner.
 */
import { propertyAddress } from "~/domain/certificate";
import type { CustomerFeedback, Job } from "~/db/schema";
import { sendOnce } from "./warranty-mail.server";
import type { MailDeps, OutgoingMail } from "./mailer.server";

const WHERE: Record<string, string> = { "review-email": "the review request e-mail's feedback page", portal: "the warranty portal" };

export function feedbackOfficeMessage(feedback: CustomerFeedback, job: Job, deps: Pick<MailDeps, "business" | "siteUrl">): OutgoingMail {
  return {
    to: deps.business.emails.info,
    subject: `Private feedback from ${job.customerName}, ${job.town} (${job.reference})`,
    text: [
      `${job.customerName} wrote to us privately from ${WHERE[feedback.via] ?? feedback.via}:`,
      "",
      feedback.message,
      "",
      `Job: ${job.reference}, ${propertyAddress(job)}`,
      `Homeowner: ${job.customerName}, ${feedback.email}`,
      "",
      `All feedback: ${deps.siteUrl}/reviews/feedback`,
      `The job: ${deps.siteUrl}/jobs/${job.id}`,
    ].join("\n"),
    replyTo: feedback.email,
  };
}

/** E-mails the office about one message, once; a failed send is logged (the message is stored and listed for staff). */
export async function sendFeedbackOfficeMail(deps: MailDeps, feedback: CustomerFeedback, job: Job): Promise<void> {
  await sendOnce(deps, `feedback-office:${feedback.id}`, () => feedbackOfficeMessage(feedback, job, deps));
}
