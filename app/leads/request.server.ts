/**
 * The public request form's server side (issue 12): what a page with the form needs to show it (a
 * signed start stamp, where the visit came from, the service-area towns), and what happens to a
 * submission — spam rules, validation, rate limits, photos through the media pipeline, the lead
 * stored, then the e-mails. Routes call these two functions and nothing else.
 */
import { formValues, failed, parseForm, type ActionResult } from "~/domain/forms";
import { checkSpam, FORM_STARTED_FIELD, HONEYPOT_FIELD, signFormStart } from "~/domain/lead-spam.server";
import {
  answeringOffice,
  findServiceTown,
  LEAD_MAX_PHOTOS,
  LEAD_PHOTO_MAX_BYTES,
  leadFormSchema,
  leadSourceFromForm,
  leadSourceFromVisit,
  type LeadSource,
} from "~/domain/leads";
import { sendLeadMail } from "~/mail/lead-mail.server";
import { attachedFiles, storePrivatePhotos } from "~/media/private-photos.server";
import { createLead } from "~/models/leads.server";
import { listLocations, publicLocationSummaries } from "~/models/locations.server";
import type { AppServices } from "~/services.server";

export interface LeadFormSetup {
  stamp: string;
  source: LeadSource;
  /** Service-area towns, for the town field's suggestions. */
  towns: string[];
}

export async function leadFormSetup(request: Request, services: AppServices): Promise<LeadFormSetup> {
  const towns = await publicLocationSummaries(services.db);
  return {
    stamp: signFormStart(services.formSecret, Date.now()),
    source: leadSourceFromVisit(new URL(request.url), request.headers.get("referer"), services.env.siteUrl),
    towns: towns.map((t) => t.name),
  };
}

export type LeadSubmission =
  | { ok: true; reference: string }
  | { ok: false; status: 400 | 413 | 422 | 429; result: ActionResult };

/** Spam fields are not echoed as typed: the honeypot never, the stamp only when it is genuine (below). */
const NOT_ECHOED = new Set([HONEYPOT_FIELD, FORM_STARTED_FIELD]);

function echo(values: Record<string, string>, stamp: string | null): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_ECHOED.has(key)));
  return stamp ? { ...kept, [FORM_STARTED_FIELD]: stamp } : kept;
}

export async function submitLeadRequest(request: Request, services: AppServices): Promise<LeadSubmission> {
  const { business, db, env } = services;
  const form = await request.formData();
  const all = formValues(form);
  const verdict = checkSpam({ honeypot: all[HONEYPOT_FIELD], stamp: all[FORM_STARTED_FIELD] }, services.formSecret, Date.now());
  // A genuine stamp goes back into the page, so the time keeps counting from the first view: a
  // person refused as too fast (autofill and a quick click) or correcting a field is not reset to zero.
  const genuineStamp = verdict.ok || verdict.reason === "too-fast" ? all[FORM_STARTED_FIELD] : null;
  const typed = echo(all, genuineStamp);
  const photos = attachedFiles(form, "photos");
  const callUs = `Please call us at ${business.phones.main.display} and we will take your request by phone.`;

  // A blocked submission hears nothing about why (a bot learns nothing); the log says.
  if (!verdict.ok) {
    console.warn(`[leads] request blocked (${verdict.reason}) from ${request.headers.get("x-client-ip") || "unknown client"}`);
    return {
      ok: false,
      status: 400,
      result: failed(`We could not send your request. Check it and press Send again, or call us at ${business.phones.main.display} and we will take it by phone.`, { values: typed }),
    };
  }

  const parsed = parseForm(leadFormSchema, form);
  const photoNote = photos.length ? " Your photos need to be chosen again." : "";
  if (!parsed.ok) {
    return {
      ok: false,
      status: 400,
      result: failed(`Please check the highlighted fields.${photoNote}`, { errors: parsed.errors, values: echo(parsed.values, genuineStamp) }),
    };
  }
  if (photos.length > LEAD_MAX_PHOTOS) {
    return {
      ok: false,
      status: 400,
      result: failed(`Please check the highlighted fields.${photoNote}`, {
        errors: { photos: `Attach at most ${LEAD_MAX_PHOTOS} photos.` },
        values: typed,
      }),
    };
  }

  const refusal = await services.rateLimiter.attempt("lead", request, parsed.data.email ?? parsed.data.phone);
  if (refusal) {
    console.warn(`[leads] request refused by the rate limit from ${request.headers.get("x-client-ip") || "unknown client"}`);
    return {
      ok: false,
      status: 429,
      result: failed(`We have received several requests from you in a short time, so this one was not sent. ${callUs}`, { values: typed }),
    };
  }

  const stored = await storePrivatePhotos(photos, { root: "leads", media: services.media, limits: env.media, maxFileBytes: LEAD_PHOTO_MAX_BYTES });
  if ("error" in stored) {
    return { ok: false, status: 422, result: failed(`Please check the highlighted fields.${photoNote}`, { errors: { photos: stored.error }, values: typed }) };
  }

  const towns = await listLocations(db);
  const town = findServiceTown(towns, parsed.data.town);
  const office = answeringOffice(business.offices, town?.latitude != null && town.longitude != null ? { latitude: town.latitude, longitude: town.longitude } : null);
  const lead = await createLead(
    db,
    {
      ...parsed.data,
      // A town picked from the list is stored as the list spells it.
      town: town?.name ?? parsed.data.town,
      inServiceArea: town !== null,
      officeId: office.id,
      ...leadSourceFromForm(typed),
    },
    stored.photos,
  );
  // The lead is stored: a failed send is recorded on it and retried, never lost.
  await sendLeadMail({ db, mailer: services.mailer, business, siteUrl: env.siteUrl }, lead.id);
  return { ok: true, reference: lead.reference };
}
