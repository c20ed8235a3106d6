/**
 * Testimonials only by consent (docs/decisions/023-reviews.md): the homeowner's words stored with
 * the consent's exact wording and time, withdrawn by them at any time (the words deleted at once),
 * placed by staff on the home page, service pages and the job's town page.
 */
import { parseForm } from "~/domain/forms";
import { parseId } from "~/domain/input-rules";
import { done, refuse, said, type Outcome } from "~/domain/outcome";
import { consentWording, placementSchema, shownName, testimonialFormSchema } from "~/domain/testimonials";
import { createTestimonial, placeTestimonial, withdrawTestimonial, type Testimonial } from "~/models/testimonials.server";
import type { Job } from "~/models/jobs.server";
import type { ServicesWithBusiness } from "~/context.server";

/** The homeowner lets the company quote their words on their job. */
export async function consentToQuote(services: ServicesWithBusiness, job: Job, form: FormData): Promise<Outcome<Testimonial>> {
  const parsed = parseForm(testimonialFormSchema, form);
  if (!parsed.ok) return refuse(400, "Please check the highlighted fields.", { errors: parsed.errors, values: parsed.values });
  const { quote, nameStyle } = parsed.data;
  const testimonial = await createTestimonial(services.db, {
    jobId: job.id,
    email: job.customerEmail,
    quote,
    nameStyle,
    shownName: shownName(nameStyle, job.customerName, job.town),
    town: job.town,
    consentWording: consentWording(services.business.name),
    consentedAt: services.clock(),
  });
  return done(testimonial, "Thank you. We may now quote your words; you can withdraw them here at any time.");
}

/** The homeowner withdraws a consent on their job: the words are deleted and leave every page. */
export async function withdrawQuote(services: ServicesWithBusiness, job: Job, form: FormData): Promise<Outcome> {
  const id = parseId(form.get("testimonial"));
  const withdrawn = id ? await withdrawTestimonial(services.db, id, job.id, job.customerEmail) : null;
  if (!withdrawn) return refuse(404, "There is no quote of yours to withdraw here.");
  return said("Withdrawn. Your words are deleted and no longer appear on our website.");
}

/** Staff choose where a consented quote appears. */
export async function placeQuote(services: ServicesWithBusiness, form: FormData): Promise<Outcome> {
  const id = parseId(form.get("testimonial"));
  const parsed = placementSchema.safeParse({
    onHome: form.get("onHome") === "on",
    onServices: form.getAll("onServices").filter((v) => typeof v === "string"),
    onTownPage: form.get("onTownPage") === "on",
  });
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? "Choose where the quote appears.");
  if (!id || !(await placeTestimonial(services.db, id, parsed.data))) return refuse(404, "This quote was withdrawn or no longer exists.");
  return said("Saved where the quote appears.");
}
