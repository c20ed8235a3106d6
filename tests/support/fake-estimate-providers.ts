/**
 * Starts the instant estimate's fake providers (tests/fakes/census-geocoder.mjs and
 * tests/fakes/google-solar.mjs) on free ports of 127.0.0.1 for a Vitest file or the bench, and
 * gives the environment that points the app at them. `close()` stops both.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeGeocoder } from "../fakes/census-geocoder.mjs";
import { createFakeSolar } from "../fakes/google-solar.mjs";

export const FAKE_SOLAR_KEY = "test-solar-key";

export interface FakeProviderRequest {
  address?: string;
  latitude?: number;
  longitude?: number;
}

export interface FakeEstimateProviders {
  /** GEOCODER_URL, SOLAR_API_URL and SOLAR_API_KEY for the app. */
  env: { GEOCODER_URL: string; SOLAR_API_URL: string; SOLAR_API_KEY: string };
  geocoderRequests(): Promise<FakeProviderRequest[]>;
  solarRequests(): Promise<FakeProviderRequest[]>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

type Places = Parameters<typeof createFakeGeocoder>[0];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export async function startFakeEstimateProviders(options: { places?: NonNullable<Places>["places"]; delayMs?: number } = {}): Promise<FakeEstimateProviders> {
  const geocoder = createFakeGeocoder({ places: options.places, delayMs: options.delayMs ?? 0 }) as Server;
  const solar = createFakeSolar({ places: options.places, apiKey: FAKE_SOLAR_KEY, delayMs: options.delayMs ?? 0 }) as Server;
  const [geocoderOrigin, solarOrigin] = await Promise.all([listen(geocoder), listen(solar)]);
  const log = async (origin: string) => (await (await fetch(`${origin}/_log`)).json()) as FakeProviderRequest[];
  return {
    env: { GEOCODER_URL: `${geocoderOrigin}/geocoder`, SOLAR_API_URL: `${solarOrigin}/v1`, SOLAR_API_KEY: FAKE_SOLAR_KEY },
    geocoderRequests: () => log(geocoderOrigin),
    solarRequests: () => log(solarOrigin),
    reset: async () => {
      await Promise.all([fetch(`${geocoderOrigin}/_reset`, { method: "POST" }), fetch(`${solarOrigin}/_reset`, { method: "POST" })]);
    },
    close: async () => {
      await Promise.all([stop(geocoder), stop(solar)]);
    },
  };
}
