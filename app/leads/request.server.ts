/**
 * The public request form's server side (docs/decisions/005-leads.md): what a page with the form
 * needs to show it (a signed start stamp, where the visit came from, the service-area towns), and
 * what happens to a submission — spam rules, validation, rate limits, photos through the media
 * pipeline, the lead stored, then the e-mails. Routes call these two functions and nothing else.
 */
import { attributeRequest, conversionOf } from "~/analytics/attribution.server";
import { clientAddress } from "~/auth/client-address.server";
import { leadAttributionColumns, leadUtm } from "~/domain/attribution";
import { formValues, parseForm } from "~/domain/forms";
import { done, refuse, type Outcome } from "~/domain/outcome";
import { checkSpam, FORM_STARTED_FIELD, HONEYPOT_FIELD, MAX_FORM_AGE_HOURS, signFormStart } from "~/domain/lead-spam.server";
import {
  answeringOffice,
  findServiceTown,
  LEAD_MAX_PHOTOS,
  LEAD_PHOTO_MAX_BYTES,
  leadContactAccounts,
  leadFormSchema,
  leadSourceFromForm,
  leadSourceFromVisit,
  type LeadSource,
} from "~/domain/leads";
import { sendLeadMail } from "~/mail/lead-mail.server";
import { attachedFiles, storePrivatePhotos } from "~/media/private-photos.server";
import { useFormStamp } from "~/models/form-stamps.server";
import { createLead, unusedLeadPhotoKeys } from "~/models/leads.server";
import { listLocations, publicLocationSummaries } from "~/models/locations.server";
import { insertConversion } from "~/models/visits.server";
import type { AppServices, ServicesWithBusiness } from "~/context.server";
import type { Database } from "~/db/client.server";

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

/** Spam fields are not echoed as typed: the honeypot never, the stamp only when it is genuine (below). */
const NOT_ECHOED = new Set([HONEYPOT_FIELD, FORM_STARTED_FIELD]);

function echo(values: Record<string, string>, stamp: string | null): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_ECHOED.has(key)));
  return stamp ? { ...kept, [FORM_STARTED_FIELD]: stamp } : kept;
}

/** A form past the spam rules: the fields to echo back as typed, and how to echo others. */
export type ScreenedForm = Outcome<{ typed: Record<string, string>; echo: (values: Record<string, string>) => Record<string, string> }>;

/**
 * The spam rules every public form shares (honeypot, signed start stamp; docs/decisions/005-leads.md):
 * the fields to echo back as typed, or a neutral refusal that names the phone. A genuine stamp goes
 * back into the page, so the time keeps counting from the first view: a person refused as too fast
 * (autofill and a quick click) or correcting a field is not reset to zero. A blocked submission hears
 * nothing about why (a bot learns nothing); the log says.
 */
export function screenForm(form: FormData, request: Request, services: AppServices, refusal: string): ScreenedForm {
  const all = formValues(form);
  const verdict = checkSpam({ honeypot: all[HONEYPOT_FIELD], stamp: all[FORM_STARTED_FIELD] }, services.formSecret, Date.now());
  const genuineStamp = verdict.ok || verdict.reason === "too-fast" ? all[FORM_STARTED_FIELD] : null;
  const typed = echo(all, genuineStamp);
  if (!verdict.ok) {
    console.warn(`[leads] ${new URL(request.url).pathname} request blocked (${verdict.reason}) from ${clientAddress(request) || "unknown client"}`);
    return refuse(400, refusal, { values: typed });
  }
  return done({ typed, echo: (values: Record<string, string>) => echo(values, genuineStamp) });
}

/**
 * Spends the form's start stamp: one stamp carries one submission
 * (docs/decisions/011-client-address-and-invitations.md); false when it was spent before (a replay).
 */
export function spendFormStamp(form: FormData, db: Database): Promise<boolean> {
  return useFormStamp(db, formValues(form)[FORM_STARTED_FIELD] ?? "", MAX_FORM_AGE_HOURS);
}

/** A request from the form, stored and e-mailed: its reference, or why not. */
export async function submitLeadRequest(request: Request, services: ServicesWithBusiness): Promise<Outcome<string>> {
  const { business } = services;
  const { db, env } = services;
  const form = await request.formData();
  const blockedMessage = `We could not send your request. Check it and press Send again, or call us at ${business.phones.main.display} and we will take it by phone.`;
  const screened = screenForm(form, request, services, blockedMessage);
  if (!screened.ok) return screened;
  const { typed } = screened.value;
  const photos = attachedFiles(form, "photos");
  const callUs = `Please call us at ${business.phones.main.display} and we will take your request by phone.`;

  // A stamp sent a second time is refused like a bot's: it hears nothing about why; the log says.
  const blocked = (reason: string, values: Record<string, string>) => {
    console.warn(`[leads] request blocked (${reason}) from ${clientAddress(request) || "unknown client"}`);
    return refuse(400, blockedMessage, { values });
  };

  const parsed = parseForm(leadFormSchema, form);
  const photoNote = photos.length ? " Your photos need to be chosen again." : "";
  if (!parsed.ok) return refuse(400, `Please check the highlighted fields.${photoNote}`, { errors: parsed.errors, values: screened.value.echo(parsed.values) });
  if (photos.length > LEAD_MAX_PHOTOS) {
    return refuse(400, `Please check the highlighted fields.${photoNote}`, { errors: { photos: `Attach at most ${LEAD_MAX_PHOTOS} photos.` }, values: typed });
  }

  const refusal = await services.rateLimiter.attempt("lead", request, leadContactAccounts(parsed.data));
  if (refusal) {
    console.warn(`[leads] request refused by the rate limit from ${clientAddress(request) || "unknown client"}`);
    return refuse(429, `We have received several requests from you in a short time, so this one was not sent. ${callUs}`, { values: typed, headers: refusal.headers });
  }

  const towns = await listLocations(db);
  const town = findServiceTown(towns, parsed.data.town);
  const office = answeringOffice(business.offices, town?.latitude != null && town.longitude != null ? { latitude: town.latitude, longitude: town.longitude } : null);

  // Everything the row needs is checked by now; its photos' files are written last, and removed
  // again if the row still cannot be stored (docs/decisions/012-input-limits-and-shutdown.md).
  const stored = await storePrivatePhotos(photos, { root: "leads", media: services.media, limits: env.media, maxFileBytes: LEAD_PHOTO_MAX_BYTES });
  if ("error" in stored) {
    return refuse(422, `Please check the highlighted fields.${photoNote}`, { errors: { photos: stored.error }, values: typed });
  }
  // Removes this request's photo files again when its row is not stored (no orphan files).
  const discardPhotos = async () => {
    const unused = await unusedLeadPhotoKeys(db, stored.photos.map((p) => ({ contentHash: p.contentHash, keys: p.variants.map((v) => v.key) })));
    await Promise.all(unused.map((key) => services.media.delete(key)));
  };

  // One stamp carries one request (docs/decisions/011-client-address-and-invitations.md): a replay is
  // spam, and its stamp is not handed back (the page's fresh one takes its place).
  if (!(await spendFormStamp(form, db))) {
    await discardPhotos();
    return blocked("reused-stamp", echo(formValues(form), null));
  }

  // The page it was sent from and the visit that brought it (docs/decisions/022-visits-and-attribution.md).
  const source = leadSourceFromForm(typed);
  const attributed = await attributeRequest(request, services, source.sourcePage ?? new URL(request.url).pathname);
  let lead;
  try {
    lead = await createLead(
      db,
      {
        ...parsed.data,
        // A town picked from the list is stored as the list spells it.
        town: town?.name ?? parsed.data.town,
        inServiceArea: town !== null,
        officeId: office.id,
        ...source,
        ...leadAttributionColumns(attributed.attribution),
        utm: leadUtm(source.utm, attributed.attribution),
      },
      stored.photos,
      (tx, row) => insertConversion(tx, conversionOf("request", attributed, row.id)),
    );
  } catch (error) {
    await discardPhotos();
    throw error;
  }
  // The lead is stored: a failed send is recorded on it and retried, never lost.
  await sendLeadMail(services.mail, lead.id);
  return done(lead.reference);
}
