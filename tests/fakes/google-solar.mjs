// A stand-in for Google's Solar API, speaking its real protocol on 127.0.0.1:
//
//   GET /v1/buildingInsights:findClosest?location.latitude=…&location.longitude=…&requiredQuality=…&key=…
//       → 200 a BuildingInsights answer built from a reference roof's geometry
//         (tests/fakes/reference-roofs.mjs), for a building within about 50 m of the point;
//       → 404 { error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" } }
//         when there is none; 403 PERMISSION_DENIED without the key or with "wrong-key";
//         429 RESOURCE_EXHAUSTED, 500 INTERNAL, or no answer for a minute, as a place asks.
//   GET /healthz → "ok";  GET /_log → the requests answered so far;  POST /_reset → forget them
//
// The buildings are those of tests/fakes/estimate-places.mjs, or those given to createFakeSolar.
// FAKE_PROVIDER_DELAY_MS delays every answer (the bench sets 1000).
import { ESTIMATE_PLACES } from "./estimate-places.mjs";
import { fakeJsonServer, later } from "./fake-json-server.mjs";
import { buildingInsights } from "./reference-roofs.mjs";

const port = Number(process.env.FAKE_SOLAR_PORT ?? 3295);

const googleError = (code, status, message) => ({ error: { code, message, status } });

/** ~50 m: how far from the point the API looks for a building. */
const NEAR_DEGREES = 0.0005;

export function createFakeSolar({ places = ESTIMATE_PLACES, apiKey = "test-solar-key", delayMs = Number(process.env.FAKE_PROVIDER_DELAY_MS ?? 0) } = {}) {
  return fakeJsonServer(({ res, url, send, log }) => {
    if (url.pathname !== "/v1/buildingInsights:findClosest") return send(404, googleError(404, "NOT_FOUND", `Method not found: ${url.pathname}`));
    const latitude = Number(url.searchParams.get("location.latitude"));
    const longitude = Number(url.searchParams.get("location.longitude"));
    const key = url.searchParams.get("key");
    log.push({ latitude, longitude, requiredQuality: url.searchParams.get("requiredQuality"), key });
    if (!key || key !== apiKey) return send(403, googleError(403, "PERMISSION_DENIED", "The request is missing a valid API key."));
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return send(400, googleError(400, "INVALID_ARGUMENT", "Invalid location."));
    const place = places.find((p) => Math.abs(p.latitude - latitude) < NEAR_DEGREES && Math.abs(p.longitude - longitude) < NEAR_DEGREES);
    if (place?.solar === "stall") return later(res, 60_000, () => send(504, googleError(504, "DEADLINE_EXCEEDED", "Deadline exceeded.")));
    later(res, delayMs, () => {
      if (!place || place.solar === "not-found") return send(404, googleError(404, "NOT_FOUND", "Requested entity was not found."));
      if (place.solar === "quota") return send(429, googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded for quota metric 'Building insights requests' and limit 'Building insights requests per day'."));
      if (place.solar === "error") return send(500, googleError(500, "INTERNAL", "Internal error encountered."));
      if (place.solar === "low-quality") {
        return send(200, buildingInsights(COARSE_ROOF, { latitude: place.latitude, longitude: place.longitude, quality: "BASE", imageryDate: { year: 2019, month: 6, day: 2 } }));
      }
      send(200, buildingInsights(place.solar, { latitude: place.latitude, longitude: place.longitude, quality: place.quality ?? "HIGH", imageryDate: place.imageryDate, postalCode: place.zip }));
    });
  });
}

/** The roof a coarse (BASE) answer describes: some roof, too blurred to trust. */
const COARSE_ROOF = { id: "coarse", kind: "gable", length: 44, width: 28, pitch: 6, overhang: 1, storeys: 1 };

// Run directly (Playwright's webServer): listen on FAKE_SOLAR_PORT until told to stop.
if (import.meta.url === `file://${process.argv[1]}`) {
  createFakeSolar().listen(port, "127.0.0.1", () => console.log(`[fake solar] http://127.0.0.1:${port}/v1`));
  // Stops with the test run (Playwright sends SIGTERM); never outlives it by more than an hour.
  setTimeout(() => process.exit(0), 60 * 60 * 1000).unref();
  process.on("SIGTERM", () => process.exit(0));
}
