/**
 * Finding an address on the map: the US Census Bureau geocoder's one-line-address search
 * (no key; GEOCODER_URL, default its public address). The `geographies` return type answers the
 * same match as `locations` plus the county, which the service-area rule needs
 * (app/domain/service-area.ts). Never throws: every failure is a reason the page can put in words.
 */
import type { GeocodedAddress } from "~/domain/instant-estimate";
import { callProvider } from "./provider-call.server";

export type GeocodeResult = { ok: true; address: GeocodedAddress } | { ok: false; reason: "no-match" | "timeout" | "unavailable" };

export interface Geocoder {
  geocode(address: string): Promise<GeocodeResult>;
}

interface CensusMatch {
  matchedAddress?: string;
  coordinates?: { x?: number; y?: number };
  addressComponents?: Record<string, string | undefined>;
  geographies?: Record<string, { NAME?: string; BASENAME?: string }[] | undefined>;
}

const titleCase = (value: string) => value.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The first match of a Census answer as our address, or null when it matched nothing usable. */
export function censusMatch(body: unknown): GeocodedAddress | null {
  const matches = (body as { result?: { addressMatches?: CensusMatch[] } } | null)?.result?.addressMatches;
  const match = Array.isArray(matches) ? matches[0] : undefined;
  const x = match?.coordinates?.x;
  const y = match?.coordinates?.y;
  if (!match || typeof x !== "number" || typeof y !== "number" || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  const c = match.addressComponents ?? {};
  const street = [c.fromAddress, c.preDirection, c.preType, c.streetName, c.suffixType, c.suffixDirection].filter(Boolean).join(" ");
  const county = match.geographies?.Counties?.[0];
  return {
    matchedAddress: typeof match.matchedAddress === "string" ? titleCase(match.matchedAddress).replace(/\b(Nc|Va|Sc)\b/g, (s) => s.toUpperCase()) : `${y}, ${x}`,
    latitude: y,
    longitude: x,
    street: street ? titleCase(street) : null,
    city: c.city ? titleCase(c.city) : null,
    state: c.state ?? null,
    zip: c.zip ?? null,
    county: county?.NAME ?? county?.BASENAME ?? null,
  };
}

export function createCensusGeocoder(options: { baseUrl: string; timeoutMs: number }): Geocoder {
  return {
    async geocode(address) {
      const url = new URL(`${options.baseUrl}/geographies/onelineaddress`);
      url.search = new URLSearchParams({
        address,
        benchmark: "Public_AR_Current",
        vintage: "Current_Current",
        layers: "Counties",
        format: "json",
      }).toString();
      const call = await callProvider("the geocoder", url, options.timeoutMs);
      if (!call.ok) return call;
      if (!call.response.ok) {
        console.warn(`[estimate] the geocoder answered ${call.response.status}`);
        return { ok: false, reason: "unavailable" };
      }
      try {
        const match = censusMatch(await call.response.json());
        return match ? { ok: true, address: match } : { ok: false, reason: "no-match" };
      } catch {
        console.warn("[estimate] the geocoder's answer is not JSON");
        return { ok: false, reason: "unavailable" };
      }
    },
  };
}
