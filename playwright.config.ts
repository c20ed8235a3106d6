import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/ensure-browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
const external = process.env.E2E_BASE_URL;
const widgetPort = Number(process.env.FAKE_WIDGET_PORT ?? 3297);
const widgetOrigin = `http://127.0.0.1:${widgetPort}`;
const openaiPort = Number(process.env.FAKE_OPENAI_PORT ?? 3298);
const openaiOrigin = `http://127.0.0.1:${openaiPort}`;
const geocoderOrigin = `http://127.0.0.1:${Number(process.env.FAKE_GEOCODER_PORT ?? 3296)}`;
const solarOrigin = `http://127.0.0.1:${Number(process.env.FAKE_SOLAR_PORT ?? 3295)}`;
export const baseURL = external ?? `http://127.0.0.1:${port}`;
process.env.E2E_DATA_DIR ??= `${process.cwd()}/.tmp/e2e-data`;
/**
 * A second server for the instant estimate's tests (tests/e2e/instant-estimate.spec.ts): saving a
 * price book changes every page's estimate buttons, which the other tests expect as they are.
 */
export const estimateBaseURL = process.env.E2E_ESTIMATE_BASE_URL ?? `http://127.0.0.1:${Number(process.env.E2E_ESTIMATE_PORT ?? 3294)}`;
/**
 * On PostgreSQL the estimate's server keeps a database of its own (DATABASE_URL's name + "_estimate",
 * created by .ci/run): the main server's environment pins business settings (ESTIMATE_WIDGET_URL) and
 * stores them, which would change this server's estimate offer.
 */
const estimateDatabaseUrl = process.env.DATABASE_URL
  ? (() => {
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `${url.pathname}_estimate`;
      return url.toString();
    })()
  : undefined;
process.env.E2E_ESTIMATE_DATA_DIR ??= `${process.cwd()}/.tmp/e2e-estimate-data`;

const chromium = findChromium();
if (!chromium) throw new Error("No Chromium found: run `node scripts/ensure-browser.mjs` (npm test does this).");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // The site's first owner, created through the set-up link before any other test (tests/e2e/owner.setup.ts).
    { name: "owner", testMatch: /owner\.setup\.ts$/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "chromium", dependencies: ["owner"], use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: external
    ? undefined
    : [
        {
          command: "node tests/fakes/estimate-widget.mjs",
          url: `${widgetOrigin}/healthz`,
          reuseExistingServer: false,
          env: { FAKE_WIDGET_PORT: String(widgetPort) },
        },
        {
          command: "node tests/fakes/openai.mjs",
          url: `${openaiOrigin}/healthz`,
          reuseExistingServer: false,
          env: { FAKE_OPENAI_PORT: String(openaiPort) },
        },
        {
          command: "node tests/fakes/census-geocoder.mjs",
          url: `${geocoderOrigin}/healthz`,
          reuseExistingServer: false,
          env: { FAKE_GEOCODER_PORT: new URL(geocoderOrigin).port },
        },
        {
          command: "node tests/fakes/google-solar.mjs",
          url: `${solarOrigin}/healthz`,
          reuseExistingServer: false,
          env: { FAKE_SOLAR_PORT: new URL(solarOrigin).port },
        },
        {
          command: "node scripts/e2e-server.mjs",
          url: `${estimateBaseURL}/healthz`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            PORT: new URL(estimateBaseURL).port,
            HOST: "127.0.0.1",
            SITE_URL: estimateBaseURL,
            E2E_DATA_DIR: process.env.E2E_ESTIMATE_DATA_DIR,
            ...(estimateDatabaseUrl ? { DATABASE_URL: estimateDatabaseUrl } : {}),
            GEOCODER_URL: `${geocoderOrigin}/geocoder`,
            SOLAR_API_URL: `${solarOrigin}/v1`,
            SOLAR_API_KEY: "test-solar-key",
          },
        },
        {
          command: "node scripts/e2e-server.mjs",
          url: `${baseURL}/healthz`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            PORT: String(port),
            HOST: "127.0.0.1",
            SITE_URL: baseURL,
            E2E_DATA_DIR: process.env.E2E_DATA_DIR,
            ESTIMATE_WIDGET_URL: `${widgetOrigin}/widget`,
            ESTIMATE_WIDGET_KEY: "test-public-key",
            OPENAI_BASE_URL: `${openaiOrigin}/v1`,
            OPENAI_API_KEY: "test-key",
            AI_TEXT_MODEL: "fake-writer",
            AI_IMAGE_MODEL: "fake-painter",
          },
        },
      ],
});
