/**
 * Keyboard-only walk-throughs (WCAG 2.1.1, 2.4.3, 3.3.1): a visitor on a phone and a staff member do
 * their whole task with Tab, Enter, Space, arrow keys and typing — no mouse event anywhere. Every
 * dialog met on the way keeps Tab inside it and gives focus back to the control that opened it.
 */
import { expect, test, type Page } from "./fixtures";
import type { Locator } from "@playwright/test";
import { READING_TIME_MS } from "./request-form";

const PHONE = { width: 375, height: 740 };

/** Presses Tab (Shift+Tab when `back`) until `target` has focus, as a keyboard user moves; fails past `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${max} presses of ${back ? "Shift+Tab" : "Tab"} did not reach ${target}`);
}

/** What has focus, for failure messages. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? "nothing");

/** Waits for a page reached by a key press to be ready for the next key (with JavaScript the root marks <html data-hydrated>). */
async function arrive(page: Page, url: RegExp, javaScript = true) {
  await expect(page).toHaveURL(url);
  if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Lies inside the viewport, below the sticky header: what a visitor can see. */
async function expectInSight(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const header = await page.getByRole("banner").boundingBox();
  const box = await target.boundingBox();
  expect(box!.y, "starts below the sticky header").toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
}

test.describe("a visitor on a phone, keyboard only", () => {
  test.use({ viewport: PHONE });

  test("opens the menu, reaches a guide, and sends a request after fixing what the error summary lists", async ({ page }) => {
    await page.goto("/home");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await tabTo(page, menuButton);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    // Tab goes into the open menu; Escape closes it and gives focus back to its button.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: "Homeowner Resources" }));
    await page.keyboard.press("Enter");
    await arrive(page, /\/resources$/);

    const guide = page.getByRole("main").getByRole("link", { name: "The Roof Replacement Process, Step by Step" });
    await tabTo(page, guide);
    await page.keyboard.press("Enter");
    await arrive(page, /\/resources\/roof-replacement-process$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await tabTo(page, page.getByRole("main").getByRole("link", { name: "Request a Quote" }));
    await page.keyboard.press("Enter");
    await arrive(page, /\/contact$/);
    const started = Date.now();

    const form = page.getByRole("form", { name: "Request a free inspection or estimate" });
    await tabTo(page, form.getByLabel("Your name"));
    await page.keyboard.type("Lena Keyes");
    await tabTo(page, form.getByLabel("Phone"));
    await page.keyboard.type("555-01");
    await tabTo(page, form.getByRole("button", { name: "Send my request" }));
    await page.waitForTimeout(Math.max(0, READING_TIME_MS - (Date.now() - started)));
    await page.keyboard.press("Enter");

    // The page comes back with the messages: focus is on the summary, in sight, not left at the button.
    const summary = page.getByRole("group", { name: "Please check the highlighted fields." });
    await expect(summary).toBeFocused();
    await expectInSight(page, summary);
    const phoneLink = summary.getByRole("link", { name: /Enter a US phone number/ });
    await expect(summary.getByRole("link", { name: "Choose what you need help with." })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(phoneLink, await focused(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("Phone")).toBeFocused();
    await expectInSight(page, form.getByText("Phone", { exact: true }));
    await expect(form.getByLabel("Phone")).toHaveValue("555-01");
    await page.keyboard.press("Control+a");
    await page.keyboard.type("(252) 555-0164");

    await tabTo(page, page.getByRole("group", { name: "Please check the highlighted fields." }).getByRole("link", { name: "Choose what you need help with." }), { back: true });
    await page.keyboard.press("Enter");
    const service = form.getByLabel("What do you need?");
    await expect(service).toBeFocused();
    // A closed drop-down takes the arrow keys: the first answer, then the next.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(service).not.toHaveValue("");
    await tabTo(page, form.getByRole("button", { name: "Send my request" }));
    await page.keyboard.press("Enter");

    await arrive(page, /\/book-inspection\/thanks\?ref=PR-/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you: we have your request" })).toBeVisible();
  });
});

for (const javaScript of [true, false]) {
  test.describe(`the request form on a phone, keyboard only, ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled: javaScript });

    test("each refusal moves focus to the error summary, whose links lead to the fields with what was typed", async ({ page }) => {
      await page.goto("/book-inspection");
      const started = Date.now();
      const form = page.getByRole("form", { name: "Request a free inspection or estimate" });
      await tabTo(page, form.getByLabel("Your name"));
      await page.keyboard.type("Pat Example");
      await tabTo(page, form.getByLabel("E-mail"));
      await page.keyboard.type("pat@");
      await tabTo(page, form.getByRole("button", { name: "Send my request" }));
      await page.waitForTimeout(Math.max(0, READING_TIME_MS - (Date.now() - started)));
      await page.keyboard.press("Enter");

      const summary = page.getByRole("group", { name: "Please check the highlighted fields." });
      await expect(summary).toBeFocused();
      await expectInSight(page, summary);
      await page.keyboard.press("Tab");
      await expect(summary.getByRole("link", { name: "Enter an e-mail address like name@example.com." })).toBeFocused();
      await page.keyboard.press("Enter");
      const email = form.getByLabel("E-mail");
      await expect(email).toBeFocused();
      await expectInSight(page, form.getByText("E-mail", { exact: true }));
      // Following the link keeps the page as the refusal left it: what was typed and the messages.
      await expect(email).toHaveValue("pat@");
      await expect(email).toHaveAccessibleDescription("Enter an e-mail address like name@example.com.");
      await expect(form.getByLabel("Your name")).toHaveValue("Pat Example");
      await page.keyboard.press("Control+a");
      await page.keyboard.type("pat@example.com");

      // Sent again with the service still unchosen: focus moves to the summary again.
      await tabTo(page, form.getByRole("button", { name: "Send my request" }));
      await page.keyboard.press("Enter");
      await expect(summary.getByRole("link")).toHaveText(["Choose what you need help with."]);
      await expect(summary).toBeFocused();
      await expectInSight(page, summary);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const service = form.getByLabel("What do you need?");
      await expect(service).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(service).not.toHaveValue("");
      await tabTo(page, form.getByRole("button", { name: "Send my request" }));
      await page.keyboard.press("Enter");
      await arrive(page, /\/book-inspection\/thanks\?ref=PR-/, javaScript);
      await expect(page.getByRole("heading", { level: 1, name: "Thank you: we have your request" })).toBeVisible();
    });
  });
}
