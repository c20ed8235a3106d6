// A stand-in for the US Census Bureau geocoder, speaking its real protocol on 127.0.0.1:
//
//   GET /geocoder/geographies/onelineaddress?address=…&benchmark=…&vintage=…&format=json
//   GET /geocoder/locations/onelineaddress?address=…&benchmark=…&format=json
//       → { result: { input: {…}, addressMatches: [ { matchedAddress, coordinates: {x, y},
//           tigerLine, addressComponents, geographies: { Counties: [ {NAME, BASENAME, …} ] } } ] } }
//         (geographies only for the geographies return type); no match → addressMatches: []
//   GET /healthz → "ok";  GET /_log → the requests answered so far;  POST /_reset → forget them
//
// It knows the places of tests/fakes/estimate-places.mjs (or those given to createFakeGeocoder);
// an address containing "outage" gets a 500, one containing "stall" no answer for a minute.
// FAKE_PROVIDER_DELAY_MS delays every answer (the bench sets 1000: a provider answering in 1 s).
import { ESTIMATE_PLACES, GEOCODER_SCENARIOS, placeKey } from "./estimate-places.mjs";
import { fakeJsonServer, later } from "./fake-json-server.mjs";

const port = Number(process.env.FAKE_GEOCODER_PORT ?? 3296);

function addressMatch(place, withGeographies) {
  const state = place.state ?? "NC";
  const components = { zip: place.zip, streetName: "", preType: "", city: place.city, preDirection: "", suffixDirection: "", fromAddress: "", state, suffixType: "", toAddress: "", suffixQualifier: "", preQualifier: "", ...place.street };
  components.toAddress = String(Number(components.fromAddress) + 98);
  const street = [components.fromAddress, components.streetName, components.suffixType].filter(Boolean).join(" ");
  const match = {
    tigerLine: { side: Number(components.fromAddress) % 2 ? "R" : "L", tigerLineId: String(6_400_000 + Math.round(Math.abs(place.longitude) * 1000) % 100_000) },
    coordinates: { x: place.longitude, y: place.latitude },
    addressComponents: components,
    matchedAddress: `${street}, ${place.city}, ${state}, ${place.zip}`,
  };
  if (withGeographies) {
    const basename = place.county.replace(/ County$/, "");
    match.geographies = {
      Counties: [{ GEOID: "37127", CENTLAT: `+${place.latitude.toFixed(7)}`, AREAWATER: 5204427, STATE: "37", BASENAME: basename, OID: "27590241001765", LSADC: "06", FUNCSTAT: "A", INTPTLAT: `+${place.latitude.toFixed(7)}`, NAME: place.county, OBJECTID: 1427, CENTLON: place.longitude.toFixed(7), COUNTYCC: "H1", COUNTYNS: "01008572", AREALAND: 1398751130, INTPTLON: place.longitude.toFixed(7), MTFCC: "G4020", COUNTY: "127" }],
    };
  }
  return match;
}

/** A geocoder that knows `places` (not yet listening); `delayMs` before each answer. */
export function createFakeGeocoder({ places = ESTIMATE_PLACES, delayMs = Number(process.env.FAKE_PROVIDER_DELAY_MS ?? 0) } = {}) {
  const known = places.map((p) => ({ key: placeKey(p.address.split(",")[0]), place: p }));
  return fakeJsonServer(({ res, url, send, log }) => {
    const route = /^\/geocoder\/(locations|geographies)\/onelineaddress$/.exec(url.pathname);
    if (!route) return send(404, { errors: [`Unknown path ${url.pathname}`], status: "404" });
    const address = url.searchParams.get("address") ?? "";
    log.push({ path: url.pathname, address, benchmark: url.searchParams.get("benchmark"), layers: url.searchParams.get("layers") });
    if (!address.trim() || !url.searchParams.get("benchmark")) return send(400, { errors: ["Address and benchmark cannot be empty"], status: "400" });
    if (GEOCODER_SCENARIOS.stall.test(address)) return later(res, 60_000, () => send(200, { result: { addressMatches: [] } }));
    later(res, delayMs, () => {
      if (GEOCODER_SCENARIOS.outage.test(address)) return send(500, { errors: ["Internal Server Error"], status: "500" });
      const typed = placeKey(address);
      const hit = known.find((k) => typed.startsWith(k.key));
      send(200, {
        result: {
          input: {
            address: { address },
            benchmark: { isDefault: true, benchmarkDescription: "Public Address Ranges - Current Benchmark", id: "4", benchmarkName: "Public_AR_Current" },
            ...(route[1] === "geographies" ? { vintage: { isDefault: true, id: "4", vintageName: "Current_Current", vintageDescription: "Current Vintage - Current Benchmark" } } : {}),
          },
          addressMatches: hit ? [addressMatch(hit.place, route[1] === "geographies")] : [],
        },
      });
    });
  });
}

// Run directly (Playwright's webServer): listen on FAKE_GEOCODER_PORT until told to stop.
if (import.meta.url === `file://${process.argv[1]}`) {
  createFakeGeocoder().listen(port, "127.0.0.1", () => console.log(`[fake geocoder] http://127.0.0.1:${port}/geocoder`));
  // Stops with the test run (Playwright sends SIGTERM); never outlives it by more than an hour.
  setTimeout(() => process.exit(0), 60 * 60 * 1000).unref();
  process.on("SIGTERM", () => process.exit(0));
}
