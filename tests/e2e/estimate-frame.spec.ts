import { expect, test, type Page } from "./fixtures";

// The instant-estimate frame on /contact, driven by the fake widget in tests/fakes/estimate-widget.mjs
// (its own origin, speaking the real postMessage protocol).

const frameHeight = (page: Page) =>
  page.getByTitle("Instant roof estimate form").evaluate((el) => Math.round(el.getBoundingClientRect().height));

test("the frame starts at 500px and grows to the height the widget reports", async ({ page }) => {
  // Hold the widget back until the initial height has been checked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/widget?**", async (route) => {
    await held;
    await route.continue();
  });
  // The held frame delays the load event, so only wait for the document.
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const frame = page.getByTitle("Instant roof estimate form");
  await expect(frame).toBeVisible();
  expect(await frameHeight(page)).toBe(500);
  await expect(frame).toHaveAttribute("src", /key=test-public-key/);
  await expect(frame).toHaveAttribute("allow", /geolocation/);
  await expect(frame).toHaveAttribute("allow", /fullscreen/);

  release();
  await expect.poll(() => frameHeight(page)).toBeGreaterThan(800);
  await expect(page.frameLocator('iframe[title="Instant roof estimate form"]').getByText("Key: test-public-key")).toBeVisible();
});

test("Next step inside the frame scrolls the window to the frame top + offsetTop", async ({ page }) => {
  await page.goto("/contact");
  const frame = page.getByTitle("Instant roof estimate form");
  await expect.poll(() => frameHeight(page)).toBeGreaterThan(800);
  const before = await page.evaluate(() => window.scrollY);
  const widget = page.frameLocator('iframe[title="Instant roof estimate form"]');
  await widget.getByRole("button", { name: "Next step" }).click();
  await expect(widget.getByText("Step 2 of 3")).toBeVisible();

  // The fake posts offsetTop 120: the window ends at the frame's document top + 120.
  const target = await frame.evaluate((el) => el.getBoundingClientRect().top + window.scrollY + 120);
  await expect
    .poll(() => page.evaluate((t) => Math.abs(window.scrollY - t), target), { timeout: 5000 })
    .toBeLessThanOrEqual(10);
  expect(await page.evaluate(() => window.scrollY)).not.toBe(before);
});

test("messages from another origin are ignored", async ({ page }) => {
  await page.goto("/contact");
  await expect.poll(() => frameHeight(page)).toBeGreaterThan(800);
  const height = await frameHeight(page);
  // The page's own origin is not the widget's: neither message may act.
  await page.evaluate(() => {
    window.postMessage({ type: "resize-iframe", height: 3333 }, "*");
    window.postMessage({ type: "scroll-to-element", offsetTop: 2000 }, "*");
  });
  await page.waitForTimeout(800);
  expect(await frameHeight(page)).toBe(height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("an unreachable widget shows the fallback with a way to get an estimate", async ({ page }) => {
  await page.route("**/widget?**", (route) => route.abort());
  await page.goto("/contact");
  await expect(page.getByText("The instant estimate form is not available right now")).toBeVisible({ timeout: 15_000 });
  const box = page.locator("#instant-estimate");
  await expect(box.getByRole("link", { name: "Request a free estimate" })).toHaveAttribute("href", /^\/contact/);
  await expect(box.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  await expect(page.getByTitle("Instant roof estimate form")).toHaveCount(0);
  // The reserved box keeps its height: nothing below it jumps.
  expect(await box.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(500);
});
