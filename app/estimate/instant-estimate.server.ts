/**
 * The instant estimate's server side (docs/decisions/017-instant-estimate.md): what its pages need
 * to show their forms, and what happens to a submission — the request form's spam rules and rate
 * limits, the address found and checked against the service area, the roof measured (or estimated
 * from answers), priced with the price book in force, and stored as a lead with its estimate, then
 * the e-mails. Routes call these functions and nothing else.
 */
import type { z } from "zod";
import { attributeRequest, conversionOf, recordEstimateStep } from "~/analytics/attribution.server";
import { clientAddress } from "~/auth/client-address.server";
import { officeById, type Business } from "~/domain/business";
import { replyBy } from "~/domain/office-hours";
import { failed, parseForm, type ActionResult } from "~/domain/forms";
import { done, refuse, toActionResult, type Outcome } from "~/domain/outcome";
import { FORM_STARTED_FIELD, MIN_FILL_SECONDS, signFormStart } from "~/domain/lead-spam.server";
import { officeToday } from "~/domain/calendar-days";
import { countPaidCall } from "~/models/rate-limits.server";
import {
  addressKey,
  estimateAddressSchema,
  estimateAnswersSchema,
  estimateBookSchema,
  estimateContactSchema,
  estimateSendSchema,
  FALLBACK_MESSAGES,
  MEASUREMENT_FALLBACKS,
  type GeocodedAddress,
  type MeasurementFallback,
} from "~/domain/instant-estimate";
import { leadAttributionColumns, leadUtm } from "~/domain/attribution";
import { answeringOffice, findServiceTown, leadSourceFromForm, leadSourceFromVisit, type LeadSource } from "~/domain/leads";
import { estimateRoofFromAnswers, measuredRoofFacts, type RoofAnswers, type RoofFacts, type RoofMeasurement, type Storeys } from "~/domain/roof-measurement";
import { dailyMeasurementsOf, priceRoof, ROOF_MEASUREMENT_PROVIDER, type MaterialRange } from "~/domain/roof-pricing";
import { serviceAreaVerdict } from "~/domain/service-area";
import { screenForm, spendFormStamp } from "~/leads/request.server";
import { sendLeadMail } from "~/mail/lead-mail.server";
import {
  addEstimateContact,
  bookEstimateInspection,
  cachedLookup,
  createEstimateLead,
  estimateByToken,
  markRangeShown,
  pruneLookups,
  storeLookup,
  type CachedLookup,
} from "~/models/estimates.server";
import { insertConversion } from "~/models/visits.server";
import { publicLocations } from "~/models/locations.server";
import { currentPriceBook } from "~/models/price-book.server";
import type { AppServices, ServicesWithBusiness } from "~/context.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

/** The estimate's page, where its forms are sent from when their page is not known. */
const INSTANT_ESTIMATE_PAGE = "/instant-estimate";

export interface EstimatePageSetup {
  stamp: string;
  source: LeadSource;
  /** The owner wants a name and a phone or e-mail before the range. */
  contactFirst: boolean;
  /** Roofs are measured from imagery (a key is set); otherwise the page asks questions straight away. */
  measures: boolean;
}

/** What the estimate page needs to show its forms; null while there is no price book (no price may be shown). */
export async function estimatePageSetup(request: Request, services: AppServices): Promise<EstimatePageSetup | null> {
  const book = await currentPriceBook(services.db);
  if (!book) return null;
  return {
    stamp: signFormStart(services.formSecret, Date.now()),
    source: leadSourceFromVisit(new URL(request.url), request.headers.get("referer"), services.env.siteUrl),
    contactFirst: book.book.contactBeforeRange,
    measures: services.estimateProviders.measurer.configured,
  };
}

export type EstimateOutcome =
  | { kind: "estimate"; token: string }
  /** Not measured: the questionnaire, with the reason in plain words and what was typed. */
  | { kind: "questions"; fallback: MeasurementFallback; message: string; values: Record<string, string> }
  | { kind: "out-of-area"; address: string; nearest: string; miles: number }
  /** Refused (spam, fields, limits): shown again on the step it came from. */
  | { kind: "refused"; step: "address" | "questions"; status: 400 | 429; result: ActionResult }
  | { kind: "no-price-book" };

/**
 * An estimate is a lead: counted against the request form's limits (per client, and per phone or
 * e-mail when given). The refusal's words, or null when within them.
 */
async function overLeadLimit(request: Request, services: AppServices, business: Business, account: string | null): Promise<string | null> {
  if (!(await services.rateLimiter.attempt("lead", request, account))) return null;
  console.warn(`[leads] estimate refused by the rate limit from ${clientAddress(request) || "unknown client"}`);
  return `We have received several estimates from you in a short time, so this one was not made. Please call us at ${business.phones.main.display} and we will price your roof by phone.`;
}

const refusedMessage = (business: Business) =>
  `We could not work out your estimate. Check the form and press the button again, or call us at ${business.phones.main.display}.`;

/** A submission of the estimate page: the address to measure (`intent=measure`) or the questionnaire (`intent=answers`). */
export async function submitEstimate(request: Request, services: ServicesWithBusiness): Promise<EstimateOutcome> {
  const { business } = services;
  const form = await request.formData();
  const screened = screenForm(form, request, services, refusedMessage(business));
  const answers = form.get("intent") === "answers";
  const step = answers ? "questions" : "address";
  if (!screened.ok) return { kind: "refused", step, status: 400, result: toActionResult(screened) };
  const typed = screened.value.typed;
  const book = await currentPriceBook(services.db);
  if (!book) return { kind: "no-price-book" };

  const parsed = parseForm(answers ? estimateAnswersSchema : estimateAddressSchema, form);
  const contact = book.book.contactBeforeRange ? parseForm(estimateContactSchema, form) : null;
  if (!parsed.ok || (contact && !contact.ok)) {
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...(contact && !contact.ok ? contact.errors : {}) };
    return { kind: "refused", step, status: 400, result: failed("Please check the highlighted fields.", { errors, values: screened.value.echo(typed) }) };
  }
  const who = contact?.ok ? contact.data : null;
  const limited = await overLeadLimit(request, services, business, who?.email ?? who?.phone ?? null);
  if (limited) return { kind: "refused", step, status: 429, result: failed(limited, { values: typed }) };
  // One stamp carries one estimate (docs/decisions/011-client-address-and-invitations.md): a replay is
  // refused like a bot, before any lookup. The questionnaire that may follow gets a stamp of its own.
  if (!(await spendFormStamp(form, services.db))) return { kind: "refused", step, status: 400, result: failed(refusedMessage(business), { values: { ...typed, [FORM_STARTED_FIELD]: "" } }) };
  const nextStamp = signFormStart(services.formSecret, Date.now() - MIN_FILL_SECONDS * 1000);

  // The funnel's first step, with the visit that brought it (docs/decisions/022-visits-and-attribution.md).
  const source = leadSourceFromForm(typed);
  const attributed = await attributeRequest(request, services, source.sourcePage ?? INSTANT_ESTIMATE_PAGE);
  await insertConversion(services.db, conversionOf("estimate-address", attributed, null));

  const address = parsed.data.address;
  const lookup = await findAddress(address, services);
  if (lookup.geocode) {
    const verdict = await areaVerdict(lookup.geocode, services, business);
    if (!verdict.inArea) return { kind: "out-of-area", address: lookup.geocode.matchedAddress, nearest: verdict.nearest, miles: verdict.miles };
  }

  let facts: RoofFacts;
  let measurement: RoofMeasurement | null = null;
  let roofAnswers: RoofAnswers | null = null;
  let fallback: MeasurementFallback | null = null;
  if (answers) {
    const a = parsed.data as z.output<typeof estimateAnswersSchema>;
    roofAnswers = { footprintSqFt: a.footprint, livingAreaSqFt: a.livingArea, storeys: a.storeys, shape: a.shape, pitch: a.pitch, layers: a.layers };
    facts = estimateRoofFromAnswers(roofAnswers);
    const said = typed.fallback as MeasurementFallback;
    fallback = MEASUREMENT_FALLBACKS.includes(said) ? said : "chosen";
  } else {
    const measured = lookup.geocode ? await measureAddress(address, lookup, request, services, dailyMeasurementsOf(book.book)) : { ok: false as const, reason: lookup.failure };
    if (!measured.ok) {
      return {
        kind: "questions",
        fallback: measured.reason,
        message: FALLBACK_MESSAGES[measured.reason],
        values: { ...screened.value.echo({ ...typed, fallback: measured.reason }), [FORM_STARTED_FIELD]: nextStamp },
      };
    }
    measurement = measured.measurement;
    const { storeys, layers } = parsed.data as z.output<typeof estimateAddressSchema>;
    facts = measuredRoofFacts(measurement, storeys as Storeys, layers);
  }

  const priced = priceRoof(facts, book.book, measurement ? "measured" : "answers");
  const place = lookup.geocode;
  const towns = await publicLocations(services.db);
  const town = findServiceTown(towns, place?.city ?? townOfTyped(address, towns));
  const office = answeringOffice(business.offices, place ?? (town?.latitude != null && town.longitude != null ? { latitude: town.latitude, longitude: town.longitude } : null));
  const { lead, token } = await createEstimateLead(
    services.db,
    {
      name: who?.name ?? null,
      phone: who?.phone ?? null,
      email: who?.email ?? null,
      street: place?.street ?? address.split(",")[0].trim(),
      town: town?.name ?? place?.city ?? null,
      zip: place?.zip ?? null,
      service: "replacement",
      inServiceArea: place !== null || town !== null,
      officeId: office.id,
      ...source,
      ...leadAttributionColumns(attributed.attribution),
      utm: leadUtm(source.utm, attributed.attribution),
      officeMail: who ? "pending" : "none",
      customerMail: who?.email ? "pending" : "none",
    },
    {
      priceBookVersion: book.version,
      address: place?.matchedAddress ?? address,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      method: measurement ? "measured" : "answers",
      fallback,
      measurement,
      answers: roofAnswers,
      facts,
      ranges: priced.ranges,
      assumptions: priced.assumptions,
      contactedAt: who ? new Date() : null,
    },
    // Measured (or sized from answers); with the details asked first, the contact is given too.
    [conversionOf("estimate-measured", attributed, null), ...(who ? [conversionOf("estimate-contact", attributed, null)] : [])],
  );
  if (who) await sendLeadMail(services.mail, lead.id);
  return { kind: "estimate", token };
}

/** A town named in a typed address ("…, Tarboro, NC 27886"), when the geocoder could not say. */
function townOfTyped(address: string, towns: readonly { name: string }[]): string | null {
  return address.split(",").map((part) => part.trim()).find((part) => findServiceTown(towns, part)) ?? null;
}

async function areaVerdict(place: GeocodedAddress, services: AppServices, business: Business) {
  const towns = await publicLocations(services.db);
  return serviceAreaVerdict({
    point: place,
    county: place.county,
    // Distances count from the staffed offices, as the office that answers is chosen (app/domain/leads.ts).
    offices: business.offices.filter((o) => o.kind !== "service-area").map((o) => ({ name: o.city, latitude: o.latitude, longitude: o.longitude })),
    radiusMeters: business.serviceRadiusMiles * 1609.344,
    servedCounties: [...new Set(towns.map((t) => t.county))],
  });
}

type AddressLookup =
  | { geocode: GeocodedAddress; cached: CachedLookup | null }
  | { geocode: null; cached: CachedLookup | null; failure: "no-match" | "geocoder-unavailable" };

/** The address on the map: from this month's lookups, else from the geocoder (a definite answer is kept). */
async function findAddress(address: string, services: AppServices): Promise<AddressLookup> {
  const key = addressKey(address);
  const cached = await cachedLookup(services.db, key);
  if (cached) return cached.geocode ? { geocode: cached.geocode, cached } : { geocode: null, cached, failure: "no-match" };
  const found = await services.estimateProviders.geocoder.geocode(address);
  if (found.ok) {
    await storeLookup(services.db, key, { geocode: found.address, measurement: null, measureOutcome: null });
    return { geocode: found.address, cached: null };
  }
  if (found.reason === "no-match") await storeLookup(services.db, key, { geocode: null, measurement: null, measureOutcome: null });
  return { geocode: null, cached: null, failure: found.reason === "no-match" ? "no-match" : "geocoder-unavailable" };
}

/** Stale lookups are removed at most this often per server, by the next lookup. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrune = 0;

type Measured = { ok: true; measurement: RoofMeasurement } | { ok: false; reason: MeasurementFallback };

/**
 * The roof at a found address: this month's measurement or definite failure, else the provider —
 * counted against the client's lookups per hour, since each call costs money.
 */
async function measureAddress(
  address: string,
  lookup: Extract<AddressLookup, { geocode: GeocodedAddress }>,
  request: Request,
  services: AppServices,
  dailyBudget: number,
): Promise<Measured> {
  const { measurer } = services.estimateProviders;
  if (!measurer.configured) return { ok: false, reason: "not-configured" };
  const cached = lookup.cached;
  if (cached?.measureOutcome === "measured" && cached.measurement) return { ok: true, measurement: cached.measurement };
  if (cached?.measureOutcome === "not-found" || cached?.measureOutcome === "low-quality") return { ok: false, reason: cached.measureOutcome };
  if (await services.rateLimiter.attempt("roofLookup", request)) {
    console.warn(`[estimate] roof lookups refused by the rate limit from ${clientAddress(request) || "unknown client"}`);
    return { ok: false, reason: "too-many" };
  }
  // The owner's daily budget of paid calls, across every visitor and instance (the price book).
  const today = officeToday(services.clock(), OFFICE_TIME_ZONE);
  if (dailyBudget === 0 || (await countPaidCall(services.db, ROOF_MEASUREMENT_PROVIDER, today)) > dailyBudget) {
    console.warn(`[estimate] the day's ${dailyBudget} paid roof measurements are used: the questionnaire instead`);
    return { ok: false, reason: "daily-budget" };
  }
  const result = await measurer.measure(lookup.geocode);
  const key = addressKey(address);
  if (result.ok) await storeLookup(services.db, key, { geocode: lookup.geocode, measurement: result.measurement, measureOutcome: "measured" });
  else if (result.reason === "not-found" || result.reason === "low-quality") await storeLookup(services.db, key, { geocode: lookup.geocode, measurement: null, measureOutcome: result.reason });
  if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = Date.now();
    await pruneLookups(services.db);
  }
  return result.ok ? result : { ok: false, reason: result.reason };
}

// ---------------------------------------------------------------------------------------------
// The estimate's own page
// ---------------------------------------------------------------------------------------------

export interface EstimateView {
  token: string;
  reference: string;
  address: string;
  method: "measured" | "answers";
  measurement: RoofMeasurement | null;
  answers: RoofAnswers | null;
  facts: RoofFacts;
  ranges: MaterialRange[];
  assumptions: string[];
  priceBookVersion: number;
  createdAt: string;
  /** The visitor has said who they are. */
  contactGiven: boolean;
  emailed: boolean;
  inspectionRequested: boolean;
  /** Who answers and by when, once the visitor has said who they are. */
  answer: { office: string; byPhone: boolean; replyBy: string } | null;
  /** For the send form: a fresh spam stamp. */
  stamp: string;
}

export async function estimateView(token: string, services: ServicesWithBusiness, request: Request): Promise<EstimateView | null> {
  const { business } = services;
  const found = await estimateByToken(services.db, token);
  if (!found) return null;
  const { estimate, lead } = found;
  // The funnel's "range shown": the first time the page is opened.
  if (await markRangeShown(services.db, estimate.id)) await recordEstimateStep(request, services, "estimate-range", lead);
  const office = officeById(business, lead.officeId);
  const contactGiven = lead.name !== null;
  return {
    token: estimate.token,
    reference: lead.reference,
    address: estimate.address,
    method: estimate.method,
    measurement: estimate.measurement,
    answers: estimate.answers,
    facts: estimate.facts,
    ranges: estimate.ranges,
    assumptions: estimate.assumptions,
    priceBookVersion: estimate.priceBookVersion,
    createdAt: estimate.createdAt.toISOString(),
    contactGiven,
    emailed: Boolean(lead.email),
    inspectionRequested: estimate.inspectionRequested,
    answer: contactGiven ? { office: office.name, byPhone: Boolean(lead.phone), replyBy: replyBy(estimate.contactedAt ?? lead.createdAt, office.week, OFFICE_TIME_ZONE) } : null,
    stamp: signFormStart(services.formSecret, Date.now()),
  };
}

/**
 * The result page's one step (`intent=send`): the visitor's details on the lead, the estimate
 * e-mailed, the inspection booked if ticked; or, when the details were given before the range,
 * the inspection booked (`intent=book`).
 */
export async function sendEstimate(token: string, request: Request, services: ServicesWithBusiness): Promise<Outcome> {
  const { business } = services;
  const found = await estimateByToken(services.db, token);
  if (!found) return refuse(404, "This estimate no longer exists. Start a new one, or call us.");
  const form = await request.formData();
  const sendRefused = `We could not send this. Check the form and press the button again, or call us at ${business.phones.main.display}.`;
  const screened = screenForm(form, request, services, sendRefused);
  if (!screened.ok) return screened;
  const { typed, echo } = screened.value;
  const { estimate, lead } = found;
  if (form.get("intent") === "book" && lead.name !== null) {
    const parsed = parseForm(estimateBookSchema, form);
    if (!parsed.ok) return refuse(400, "Please check the highlighted fields.", { errors: parsed.errors, values: echo(parsed.values) });
    const limited = await overLeadLimit(request, services, business, lead.email ?? lead.phone);
    if (limited) return refuse(429, limited, { values: typed });
    if (!(await spendFormStamp(form, services.db))) return refuse(400, sendRefused, { values: { ...typed, [FORM_STARTED_FIELD]: "" } });
    await bookEstimateInspection(services.db, estimate.id, lead.id, parsed.data.timeWindow);
    if (!estimate.inspectionRequested) await recordEstimateStep(request, services, "estimate-inspection", lead);
  } else {
    const parsed = parseForm(estimateSendSchema, form);
    if (!parsed.ok) return refuse(400, "Please check the highlighted fields.", { errors: parsed.errors, values: echo(parsed.values) });
    const limited = await overLeadLimit(request, services, business, parsed.data.email ?? parsed.data.phone);
    if (limited) return refuse(429, limited, { values: typed });
    if (!(await spendFormStamp(form, services.db))) return refuse(400, sendRefused, { values: { ...typed, [FORM_STARTED_FIELD]: "" } });
    await addEstimateContact(services.db, estimate.id, lead.id, parsed.data);
    // The funnel's steps, each the first time it is taken.
    if (lead.name === null) await recordEstimateStep(request, services, "estimate-contact", lead);
    if (parsed.data.bookInspection && !estimate.inspectionRequested) await recordEstimateStep(request, services, "estimate-inspection", lead);
  }
  await sendLeadMail(services.mail, lead.id);
  return done(null);
}
