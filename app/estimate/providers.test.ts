/**
 * The estimate's outside providers seen from the server: a redirect is refused and never followed
 * (the Solar API's address carries its key), and a measurement no house has is not priced.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callProvider } from "./provider-call.server";
import { createSolarMeasurer } from "./solar.server";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  vi.restoreAllMocks();
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("provider calls", () => {
  it("refuse a redirect: the request with the key goes nowhere else", async () => {
    const reached: string[] = [];
    const elsewhere = await serve((req, res) => {
      reached.push(req.url ?? "");
      res.end("{}");
    });
    const provider = await serve((req, res) => {
      res.writeHead(302, { Location: `${elsewhere}/collect${req.url?.slice(req.url.indexOf("?"))}` });
      res.end();
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const call = await callProvider("the Solar API", new URL(`${provider}/v1/buildingInsights:findClosest?key=secret`), 5_000);
    expect(call).toEqual({ ok: false, reason: "unavailable" });
    expect(reached).toEqual([]);
    expect(String(warn.mock.calls[0][0])).toContain("redirect");
  });
});

describe("the Solar measurer", () => {
  const answer = (areaMeters2: number) => ({
    imageryDate: { year: 2024, month: 3, day: 18 },
    imageryQuality: "HIGH",
    solarPotential: {
      wholeRoofStats: { areaMeters2, groundAreaMeters2: areaMeters2 * 0.9 },
      roofSegmentStats: [{ pitchDegrees: 26.6, azimuthDegrees: 180, stats: { areaMeters2, groundAreaMeters2: areaMeters2 * 0.9 } }],
      buildingStats: { groundAreaMeters2: areaMeters2 * 0.9 },
    },
  });

  it.each([
    [1e9, { ok: false, reason: "implausible" }],
    [0.5, { ok: false, reason: "implausible" }],
  ])("does not price a roof of %d m²", async (area, expected) => {
    const base = await serve((_req, res) => res.end(JSON.stringify(answer(area))));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const measurer = createSolarMeasurer({ baseUrl: base, apiKey: "k", timeoutMs: 5_000 });
    expect(await measurer.measure({ latitude: 35.95, longitude: -77.81 })).toEqual(expected);
  });

  it("prices a house's roof", async () => {
    const base = await serve((_req, res) => res.end(JSON.stringify(answer(280))));
    const measurer = createSolarMeasurer({ baseUrl: base, apiKey: "k", timeoutMs: 5_000 });
    expect(await measurer.measure({ latitude: 35.95, longitude: -77.81 })).toMatchObject({ ok: true, measurement: { pitch: 6 } });
  });
});
