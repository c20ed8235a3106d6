/**
 * Attributing what a visitor sends (docs/decisions/022-visits-and-attribution.md): a request, an
 * instant estimate and each of its steps record the page they were sent from and the visit that
 * brought them — found by the request's visitor key for today — and a conversion row for the daily
 * totals. The lead keeps its attribution; the estimate's later steps copy it from the lead.
 */
import { clientAddress } from "~/auth/client-address.server";
import type { VisitorOfDay } from "./counter.server";
import { attribute, attributionOfLead, type Attribution } from "~/domain/attribution";
import type { ConversionKind } from "~/domain/analytics-report";
import type { CountingHeaders } from "~/domain/visits";
import { insertConversion, visitTrail, type NewConversion } from "~/models/visits.server";
import type { Lead } from "~/models/leads.server";
import type { AppServices } from "~/context.server";

type Services = Pick<AppServices, "db" | "visits">;

/** The headers that decide whether the sender is counted (app/domain/visits.ts notCountedBecause). */
export function countingHeadersOf(headers: Headers): CountingHeaders {
  const get = (name: string) => headers.get(name) ?? undefined;
  return { userAgent: get("user-agent"), secPurpose: get("sec-purpose"), purpose: get("purpose"), xPurpose: get("x-purpose"), xMoz: get("x-moz"), dnt: get("dnt"), secGpc: get("sec-gpc") };
}

export interface Attributed {
  attribution: Attribution;
  /** The sender's visitor key today; null when not counted (Do Not Track, Global Privacy Control, a bot). */
  visitor: VisitorOfDay | null;
  day: string;
}

/** Who sent `request` and which visit brought them; `sentFrom` is the page the form was on. */
export async function attributeRequest(request: Request, services: Services, sentFrom: string): Promise<Attributed> {
  const visitor = await services.visits.visitorOf(countingHeadersOf(request.headers), clientAddress(request));
  const [trail, subject] = await Promise.all([visitor ? visitTrail(services.db, visitor.day, visitor.visitor) : null, services.visits.subjectOf(sentFrom)]);
  return { attribution: attribute({ path: sentFrom, ...subject }, trail), visitor, day: visitor?.day ?? services.visits.dayOf(Date.now()) };
}

/** The conversion row of what was attributed. */
export function conversionOf(kind: ConversionKind, attributed: Attributed, leadId: string | null): NewConversion {
  const a = attributed.attribution;
  return { day: attributed.day, kind, visitor: attributed.visitor?.visitor ?? null, ...a, landingPath: a.landingPath ?? "", leadId };
}

/**
 * A later step of an instant estimate (its range shown, contact given, inspection booked): the
 * lead's attribution, by the visitor who took the step now.
 */
export async function recordEstimateStep(request: Request, services: Services, kind: ConversionKind, lead: Lead): Promise<void> {
  const visitor = await services.visits.visitorOf(countingHeadersOf(request.headers), clientAddress(request));
  const attributed: Attributed = { attribution: attributionOfLead(lead), visitor, day: visitor?.day ?? services.visits.dayOf(Date.now()) };
  await insertConversion(services.db, conversionOf(kind, attributed, lead.id));
}
