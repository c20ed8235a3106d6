/**
 * `npm run bench:estimate`: the instant estimate on the reference roofs of
 * tests/fakes/reference-roofs.mjs, whose true sloped area is known analytically (gable, hip,
 * L-shaped, with dormers, 3/12 to 12/12). The production server runs against the fake Census
 * geocoder and Solar API (answers built from each roof's geometry), each answering after
 * BENCH_PROVIDER_DELAY_MS (default 1000: providers answering in one second). For every roof it
 * posts the address form (measured path) and the questionnaire a homeowner would fill in (answers
 * path) as a browser without JavaScript does, reads the roof area off the estimate's page, and
 * prints each path's error against the true area (targets: ±2% measured, ±15% answered) and the
 * end-to-end time of each (form sent → estimate page received). Prints figures; asserts nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { priceBooks } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { startFakeEstimateProviders } from "../tests/support/fake-estimate-providers";
import { TEST_PRICE_BOOK } from "../tests/support/price-book";
import { questionnaireAnswers, REFERENCE_ROOFS, trueRoofSquares } from "../tests/fakes/reference-roofs.mjs";
import { startBenchServer } from "./bench-http";

const PORT = Number(process.env.BENCH_PORT ?? 3391);
const DELAY_MS = Number(process.env.BENCH_PROVIDER_DELAY_MS ?? 1000);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-estimate-"));

/**
 * Two fictional addresses per roof, a few hundred metres apart north of the Rocky Mount office: one
 * measured, one described in the questionnaire (an address not looked up before, so its time
 * includes the geocoder's answer, which the service-area check needs).
 */
const place = (i: number, number: number, street: string, roof: (typeof REFERENCE_ROOFS)[number]) => ({
  address: `${number} ${street} Road, Rocky Mount, NC 27804`,
  street: { fromAddress: String(number), streetName: street.toUpperCase(), suffixType: "RD" },
  city: "ROCKY MOUNT",
  zip: "27804",
  county: "Nash County",
  latitude: 35.945 + i * 0.004,
  longitude: street === "Reference" ? -77.795 : -77.785,
  solar: roof,
  quality: "HIGH",
  imageryDate: { year: 2024, month: 3, day: 18 },
});
const measuredPlaces = REFERENCE_ROOFS.map((roof, i) => place(i, 101 + i, "Reference", roof));
const answeredPlaces = REFERENCE_ROOFS.map((roof, i) => place(i, 301 + i, "Questionnaire", roof));

/** The form's signed start stamp, from the page as a visitor gets it (set once, in main). */
let stamp = "";

/** A form as a browser without JavaScript sends it. */
function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ formStarted: stamp, website: "", ...fields });
}

/** Posts a form to /instant-estimate and follows to the estimate's page: its roof area (sq ft) and the time taken. */
async function estimate(fields: Record<string, string>): Promise<{ sqft: number; ms: number }> {
  const started = performance.now();
  const posted = await fetch(`${base}/instant-estimate`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: form(fields),
  });
  const location = posted.headers.get("location");
  if (posted.status !== 303 || !location) throw new Error(`no estimate for ${fields.address}: HTTP ${posted.status}\n${(await posted.text()).slice(0, 400)}`);
  const page = await (await fetch(`${base}${location}`)).text();
  const ms = performance.now() - started;
  const text = page.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  const area = /Roof area (?:About )?[\d.]+ squares \(([\d,]+) sq ft\)/.exec(text);
  if (!area) throw new Error(`no roof area on the estimate page of ${fields.address}`);
  return { sqft: Number(area[1].replace(/,/g, "")), ms };
}

const pct = (value: number, truth: number) => ((value - truth) / truth) * 100;
const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}%`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await handle.migrate();
  await seedDatabase(handle.db);
  await handle.db.insert(priceBooks).values({ book: TEST_PRICE_BOOK, savedBy: "bench@roofing.example" });
  await handle.close();

  const fakes = await startFakeEstimateProviders({ places: [...measuredPlaces, ...answeredPlaces], delayMs: DELAY_MS });
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base, PAGE_CACHE_MB: "0", ...fakes.env });
  try {
    stamp = /name="formStarted" value="([^"]+)"/.exec(await (await fetch(`${base}/instant-estimate`)).text())?.[1] ?? "";
    // A person takes longer than the form's 3-second minimum to type an address.
    await new Promise((r) => setTimeout(r, 3100));
    console.log(`Instant estimate on ${REFERENCE_ROOFS.length} reference roofs (production build, providers answering after ${DELAY_MS} ms):\n`);
    console.log(`${"roof".padEnd(24)}${"pitch".padStart(6)}${"true sq ft".padStart(12)}${"measured".padStart(10)}${"error".padStart(9)}${"answers".padStart(9)}${"error".padStart(9)}${"time meas.".padStart(12)}${"time ans.".padStart(11)}`);
    const rows: { measured: number; answered: number; msMeasured: number; msAnswered: number }[] = [];
    for (const [i, roof] of REFERENCE_ROOFS.entries()) {
      const truth = trueRoofSquares(roof) * 100;
      const measured = await estimate({ intent: "measure", address: measuredPlaces[i].address, storeys: String(roof.storeys), layers: "1" });
      // Half the houses are described by their footprint, half by living area and storeys.
      const answered = await estimate({ intent: "answers", address: answeredPlaces[i].address, ...questionnaireAnswers(roof, { useLivingArea: i % 2 === 1 }) });
      const row = { measured: pct(measured.sqft, truth), answered: pct(answered.sqft, truth), msMeasured: measured.ms, msAnswered: answered.ms };
      rows.push(row);
      console.log(
        `${roof.id.padEnd(24)}${`${roof.pitch}/12`.padStart(6)}${Math.round(truth).toLocaleString("en-US").padStart(12)}${measured.sqft.toLocaleString("en-US").padStart(10)}${signed(row.measured).padStart(9)}${answered.sqft.toLocaleString("en-US").padStart(9)}${signed(row.answered).padStart(9)}${`${(measured.ms / 1000).toFixed(2)} s`.padStart(12)}${`${(answered.ms / 1000).toFixed(2)} s`.padStart(11)}`,
      );
    }
    const worst = (key: "measured" | "answered") => Math.max(...rows.map((r) => Math.abs(r[key])));
    const within = (key: "measured" | "answered", limit: number) => rows.filter((r) => Math.abs(r[key]) <= limit).length;
    console.log(`\nMeasured path: largest error ${worst("measured").toFixed(2)}%, ${within("measured", 2)}/${rows.length} roofs within ±2%.`);
    console.log(`Answers path:  largest error ${worst("answered").toFixed(2)}%, ${within("answered", 15)}/${rows.length} roofs within ±15%.`);
    const times = (key: "msMeasured" | "msAnswered") => rows.map((r) => r[key]);
    console.log(
      `End to end (form sent → estimate page): measured median ${(median(times("msMeasured")) / 1000).toFixed(2)} s, slowest ${(Math.max(...times("msMeasured")) / 1000).toFixed(2)} s; answers median ${(median(times("msAnswered")) / 1000).toFixed(2)} s.`,
    );
  } finally {
    server.process.kill("SIGTERM");
    await new Promise((r) => server.process.once("exit", r));
    await fakes.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
