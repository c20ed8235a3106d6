/**
 * Private feedback end to end (docs/decisions/023-reviews.md): offered to every homeowner beside the
 * review links — from the review request's e-mail (its token's page, with the public forms' spam
 * rules) and from the portal — checked, stored, then e-mailed to the office. Stored before any mail.
 */
import { parseForm } from "~/domain/forms";
import { refuse, said, type Outcome } from "~/domain/outcome";
import { feedbackFormSchema } from "~/domain/testimonials";
import { FORM_STARTED_FIELD } from "~/domain/lead-spam.server";
import { screenForm, spendFormStamp } from "~/leads/request.server";
import { sendFeedbackOfficeMail } from "~/mail/feedback-mail.server";
import { createFeedback, type FeedbackVia } from "~/models/feedback.server";
import type { Job } from "~/models/jobs.server";
import type { ServicesWithBusiness } from "~/context.server";

export const FEEDBACK_THANKS = "Thank you. Your message went straight to our office, and only our team reads it.";

async function store(services: ServicesWithBusiness, job: Job, message: string, via: FeedbackVia): Promise<Outcome> {
  const feedback = await createFeedback(services.db, { jobId: job.id, email: job.customerEmail, message, via });
  await sendFeedbackOfficeMail(services.mail, feedback, job);
  return said(FEEDBACK_THANKS);
}

/** Feedback from the review request's page: the token's job, the spam rules, then the message. */
export async function submitEmailFeedback(request: Request, services: ServicesWithBusiness, job: Job): Promise<Outcome> {
  const form = await request.formData();
  const blocked = `We could not send your message. Please press Send again, or call us at ${services.business.phones.main.display}.`;
  const screened = screenForm(form, request, services, blocked);
  if (!screened.ok) return screened;
  const parsed = parseForm(feedbackFormSchema, form);
  if (!parsed.ok) return refuse(400, "Please check your message.", { errors: parsed.errors, values: screened.value.echo(parsed.values) });
  // One stamp carries one message (docs/decisions/011-client-address-and-invitations.md).
  if (!(await spendFormStamp(form, services.db))) return refuse(400, blocked, { values: { ...screened.value.typed, [FORM_STARTED_FIELD]: "" } });
  return store(services, job, parsed.data.message, "review-email");
}

/** Feedback from the signed-in homeowner's job page in the portal. */
export async function submitPortalFeedback(services: ServicesWithBusiness, job: Job, form: FormData): Promise<Outcome> {
  const parsed = parseForm(feedbackFormSchema, form);
  if (!parsed.ok) return refuse(400, "Please check your message.", { errors: parsed.errors, values: parsed.values });
  return store(services, job, parsed.data.message, "portal");
}
