/**
 * The instant estimate in the browser, on a server of its own (playwright.config.ts: saving a price
 * book changes every page's estimate buttons) with the fake Census geocoder and Solar API: the header promises no instant price until the owner saves a price book on the
 * staff screen; then a visitor with JavaScript sees the progress panel, the measured roof and a
 * range per material, and sends it and books the inspection in one step; a visitor without
 * JavaScript whose house is not in the imagery answers the questionnaire; an address outside the
 * area gets the request form. Every screen is checked with axe.
 */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { estimateBaseURL } from "../../playwright.config";
import { waitForMail } from "../support/mail";
import { expect, test, type Page } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { logIn, ownerSetupLink, PASSWORD } from "./staff-session";

const dataDir = process.env.E2E_ESTIMATE_DATA_DIR ?? path.resolve(".tmp/e2e-estimate-data");
const outbox = path.join(dataDir, "outbox");
/** A person takes longer than the forms' 3-second minimum to type an address; so does this test. */
const READING_TIME_MS = 3500;

test.use({ baseURL: estimateBaseURL });
test.describe.configure({ mode: "serial" });

async function axeClean(page: Page, where: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${where}`).toEqual([]);
}

test("before a price book the header promises no instant price; the owner saves one and the dashboard says the estimate is on", async ({ page }) => {
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Free Estimate" })).toHaveAttribute("href", "/contact#request");
  await expect(nav.getByRole("link", { name: "Instant Estimate" })).toHaveCount(0);

  await page.goto(ownerSetupLink(dataDir));
  await page.getByLabel("Email").fill("owner@pamlicoridge.example");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Owner Account" }).click();
  await expect(page.getByText("Your owner account is ready.")).toBeVisible();

  await page.goto("/Blog-Page-Builder");
  const status = page.getByRole("region", { name: "The instant estimate is off" });
  await expect(status).toContainText("No price book has been saved, so the website shows no prices");
  await status.getByRole("link", { name: "price book" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Price book" })).toBeVisible();
  await axeClean(page, "/price-book");
  await page.getByLabel("Material 1").fill("Architectural shingles");
  await page.getByLabel("Low, $ per square").first().fill("450");
  await page.getByLabel("High, $ per square").first().fill("300");
  await page.getByLabel("Material 2").fill("Standing-seam metal");
  await page.getByLabel("Low, $ per square").nth(1).fill("950");
  await page.getByLabel("High, $ per square").nth(1).fill("1,250");
  await page.getByLabel("Tear-off, $ per square per layer").fill("75");
  await page.getByLabel("Permit and inspection, $").fill("250");
  await page.getByLabel("Dumpster and disposal, $").fill("400");
  await page.getByLabel("Minimum job, $").fill("6,000");
  await page.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByText("The high price must be at least the low price.")).toBeVisible();
  await page.getByLabel("High, $ per square").first().fill("550");
  await page.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByText("Price book saved as version 1. Every new instant estimate uses it from now on.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "owner@pamlicoridge.example" })).toBeVisible();

  await page.goto("/Blog-Page-Builder");
  await expect(page.getByRole("heading", { name: "The instant estimate is on" })).toBeVisible();
});

test("with JavaScript: from the header to a measured roof and its ranges, then sent and booked in one step", async ({ browser }) => {
  // A visitor: no staff session.
  const context = await browser.newContext({ baseURL: estimateBaseURL });
  const page = await context.newPage();
  await page.goto("/home");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Instant Estimate" }).click();
  await expect(page).toHaveURL(/\/instant-estimate$/);
  await expect(page.getByRole("heading", { level: 1, name: "What will a new roof cost?" })).toBeVisible();
  // Plain forms and the islands script: no React in the browser (docs/decisions/003-page-weight.md).
  await expect(page.locator("script[src], link[rel=modulepreload]")).toHaveCount(0);
  await axeClean(page, "/instant-estimate");

  const started = Date.now();
  const form = page.getByRole("form", { name: "Instant roof estimate" });
  await form.getByLabel("Address of the house").fill("412 Marigold Lane, Rocky Mount, NC 27804");
  await form.getByLabel("Storeys").selectOption({ label: "Two storeys" });
  await page.waitForTimeout(Math.max(0, READING_TIME_MS - (Date.now() - started)));
  // What the page shows while the server works is gone when the answer arrives: the page itself
  // records it (session storage outlives the navigation), for the test to read afterwards.
  await page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>("[data-progress]")!;
    const button = document.querySelector<HTMLButtonElement>("button[data-once]")!;
    const record = () => {
      if (!panel.hidden) sessionStorage.setItem("progress", JSON.stringify({ role: panel.getAttribute("role"), text: panel.textContent?.trim(), buttonDisabled: button.disabled }));
    };
    new MutationObserver(record).observe(document.body, { attributes: true, subtree: true, attributeFilter: ["hidden", "disabled"] });
  });
  await form.getByRole("button", { name: "Measure my roof and price it" }).click();

  await expect(page).toHaveURL(/\/instant-estimate\/[\w-]{24}$/);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("progress"))) ?? "null")).toEqual({
    role: "status",
    text: "Working out your estimate…Finding the address on the map, measuring the roof from aerial imagery and pricing it with our current prices. This usually takes a few seconds.",
    buttonDisabled: true,
  });
  await expect(page.getByRole("heading", { level: 1, name: "Your roof estimate" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your roof, measured" })).toBeVisible();
  await expect(page.getByText("29.2 squares (2,921 sq ft)")).toBeVisible();
  await expect(page.getByText("March 18, 2024, high resolution")).toBeVisible();
  const shingles = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Architectural shingles" }) });
  await expect(shingles).toContainText(/\$\d{1,2},\d00 to \$\d{1,2},\d00/);
  await expect(page.getByRole("heading", { name: "Standing-seam metal" })).toBeVisible();
  await expect(page.getByText("Two storeys: +8% on labour for the height.")).toBeVisible();
  await expect(page.getByText(/The price is confirmed by a free inspection/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Print this estimate" })).toBeVisible();
  await axeClean(page, "the estimate's page");

  const send = page.getByRole("form", { name: "Send me this estimate" });
  const shown = Date.now();
  await send.getByLabel("Your name").fill("Dana Whitley");
  await send.getByLabel("Phone").fill("252-555-0142");
  await send.getByLabel("E-mail").fill("dana.estimate@example.com");
  await expect(send.getByLabel("Book my free inspection to confirm the price")).toBeChecked();
  await page.waitForTimeout(Math.max(0, READING_TIME_MS - (Date.now() - shown)));
  await send.getByRole("button", { name: "Send me the estimate" }).click();
  await expect(page.getByRole("heading", { name: "Your free inspection is requested" })).toBeVisible();
  await expect(page.getByText(/Our Rocky Mount Headquarters will call you/)).toBeVisible();
  await expect(page.getByText("We have e-mailed this estimate to you, with a link back to this page.")).toBeVisible();

  const mail = await waitForMail(outbox, "dana.estimate@example.com", /Your roof estimate/);
  expect(mail.text).toContain("Standing-seam metal: $");
  expect(mail.links.some((l) => l.startsWith(`${estimateBaseURL}/instant-estimate/`))).toBe(true);
  await context.close();
});

test("staff find the estimate in the inbox with its roof, ranges and price-book version", async ({ page }) => {
  await logIn(page, "owner@pamlicoridge.example");
  await expect(page).toHaveURL(/\/Blog-Page-Builder$/);
  await page.goto("/leads");
  await page.getByRole("link", { name: "Dana Whitley" }).click();
  const estimate = page.getByRole("region", { name: "Instant estimate" });
  await expect(estimate).toContainText("Version 1");
  await expect(estimate).toContainText("Asked for");
  await expect(estimate).toContainText(/29\.2 squares of roof, 4 faces, mostly 6\/12 pitch/);
  await expect(estimate).toContainText("Architectural shingles:");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a house missing from the imagery is estimated from the questionnaire, which says so", async ({ page }) => {
    await page.goto("/instant-estimate?address=9%20Cotton%20Field%20Road%2C%20Tarboro%2C%20NC%2027886");
    await expect(page.getByLabel("Address of the house")).toHaveValue("9 Cotton Field Road, Tarboro, NC 27886");
    await page.waitForTimeout(READING_TIME_MS);
    await page.getByRole("button", { name: "Measure my roof and price it" }).click();
    await expect(page.getByText(/There are no aerial measurements for the building at that address/)).toBeVisible();

    const form = page.getByRole("form", { name: "Roof questionnaire" });
    await form.getByRole("button", { name: "See my price range" }).click();
    await expect(page.getByText("Give the house's footprint or its living area (one is enough).")).toBeVisible();
    await expect(page.getByText("Choose the shape closest to your roof.")).toBeVisible();

    await form.getByLabel("Footprint (sq ft)").fill("1,650");
    await form.getByRole("radio", { name: /Hip/ }).check();
    await form.getByRole("radio", { name: /Steep/ }).check();
    await form.getByRole("button", { name: "See my price range" }).click();
    await expect(page.getByRole("heading", { name: "Your roof, estimated from your answers" })).toBeVisible();
    await expect(page.getByText(/estimated from your answers, not measured/).first()).toBeVisible();
    await expect(page.getByText("Steep (8/12 to 12/12)")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Architectural shingles" })).toBeVisible();
    // Printing needs the browser's own menu without JavaScript: no dead button.
    await expect(page.getByRole("button", { name: "Print this estimate" })).toBeHidden();
  });
});

test("the questionnaire on request, and an address outside the service area: no price, the request form instead", async ({ page }) => {
  await page.goto("/instant-estimate?step=questions");
  await expect(page.getByText("Answer a few questions about the house and we will estimate the roof from them.")).toBeVisible();
  await axeClean(page, "the questionnaire");

  await page.goto("/instant-estimate");
  await page.getByLabel("Address of the house").fill("215 Church Avenue SW, Roanoke, VA 24011");
  await page.waitForTimeout(READING_TIME_MS);
  await page.getByRole("button", { name: "Measure my roof and price it" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "That address is outside our service area" })).toBeVisible();
  await expect(page.getByText(/about 151 miles from our nearest office, in Rocky Mount/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Send a request" })).toHaveAttribute("href", "/contact#request");
  await axeClean(page, "the out-of-area page");
});
