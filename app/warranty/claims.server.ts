/**
 * Warranty claims end to end (docs/decisions/018-warranty-portal.md): a homeowner's claim checked,
 * its photos through the image pipeline into the private claims/ root, stored, then e-mailed to the
 * office and to the homeowner; a staff status change checked, stored and e-mailed. The claim is
 * stored before any mail; an e-mail that fails is retried by the scheduler (upkeep.server.ts).
 */
import { officeToday } from "~/domain/calendar-days";
import { CLAIM_MAX_PHOTOS, CLAIM_MESSAGES, CLAIM_PHOTO_MAX_BYTES, claimFormSchema, reportedLate, statusChangeSchema, STATUS_CHANGE_MESSAGES } from "~/domain/claims";
import { formValues, parseForm } from "~/domain/forms";
import { done, refuse, said, type Outcome } from "~/domain/outcome";
import { zonedTimeToInstant } from "~/domain/schedule";
import { sendClaimEventMail, sendClaimOfficeMail } from "~/mail/warranty-mail.server";
import { attachedFiles, storePrivatePhotos } from "~/media/private-photos.server";
import { changeClaimStatus, createClaim, type WarrantyClaim } from "~/models/claims.server";
import type { Job } from "~/models/jobs.server";
import type { ServicesWithBusiness } from "~/context.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";


/** A homeowner's claim on their job, from the portal's form. */
export async function submitClaim(services: ServicesWithBusiness, job: Job, form: FormData): Promise<Outcome<WarrantyClaim>> {
  const today = officeToday(services.clock(), OFFICE_TIME_ZONE);
  const parsed = parseForm(claimFormSchema(today, job.completedOn), form);
  const photos = attachedFiles(form, "photos");
  const photoNote = photos.length ? " Your photos need to be chosen again." : "";
  if (!parsed.ok) return refuse(400, `Please check the highlighted fields.${photoNote}`, { errors: parsed.errors, values: parsed.values });
  if (photos.length > CLAIM_MAX_PHOTOS) {
    return refuse(400, `Please check the highlighted fields.${photoNote}`, { errors: { photos: CLAIM_MESSAGES.tooManyPhotos }, values: formValues(form) });
  }
  const stored = await storePrivatePhotos(photos, { root: "claims", media: services.media, limits: services.env.media, maxFileBytes: CLAIM_PHOTO_MAX_BYTES });
  if ("error" in stored) {
    return refuse(422, `Please check the highlighted fields.${photoNote}`, { errors: { photos: stored.error }, values: formValues(form) });
  }
  const { claim, event } = await createClaim(
    services.db,
    job.id,
    { ...parsed.data, reportedLate: reportedLate(parsed.data.discoveredOn, today) },
    stored.photos,
  );
  const deps = services.mail;
  await sendClaimOfficeMail(deps, claim, job);
  await sendClaimEventMail(deps, event.id);
  return done(claim);
}

/** A staff member moves a claim on; the homeowner is e-mailed about it. */
export async function changeStatus(services: ServicesWithBusiness, claimId: string, form: FormData, author: string): Promise<Outcome> {
  const parsed = parseForm(statusChangeSchema, form);
  if (!parsed.ok) return refuse(400, "The status was not changed.", { errors: parsed.errors, values: parsed.values });
  const { status, note } = parsed.data;
  let inspectionAt: Date | null = null;
  if (parsed.data.inspectionAt) {
    inspectionAt = zonedTimeToInstant(parsed.data.inspectionAt, OFFICE_TIME_ZONE);
    if (!inspectionAt) return refuse(400, "The status was not changed.", { errors: { inspectionAt: STATUS_CHANGE_MESSAGES.inspectionAt }, values: formValues(form) });
  }
  const outcome = await changeClaimStatus(services.db, claimId, { status, note, inspectionAt: status === "inspection-scheduled" ? inspectionAt : null }, author);
  if (!outcome.ok) return refuse(outcome.status, outcome.message);
  const emailed = await sendClaimEventMail(services.mail, outcome.event.id);
  return said(`Status changed. ${emailed ? "The homeowner has been e-mailed." : "The e-mail to the homeowner will be tried again within a minute."}`);
}
