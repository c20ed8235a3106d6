/**
 * Keyboard-only walk-throughs (WCAG 2.1.1, 2.4.3, 3.3.1): a visitor on a phone and a staff member do
 * their whole task with Tab, Enter, Space, arrow keys and typing — no mouse event anywhere. Every
 * dialog met on the way keeps Tab inside it and gives focus back to the control that opened it.
 */
import crypto from "node:crypto";
import type { Locator } from "@playwright/test";
import { cameraJpeg } from "../support/test-images";
import { expect, test, type Page } from "./fixtures";
import { READING_TIME_MS, sendRequestAsVisitor } from "./request-form";
import { OWNER_EMAIL, PASSWORD } from "./staff-session";

const PHONE = { width: 375, height: 740 };

/** Presses Tab (Shift+Tab when `back`) until `target` has focus, as a keyboard user moves; fails past `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${max} presses of ${back ? "Shift+Tab" : "Tab"} did not reach ${target}`);
}

/**
 * The open dialog keeps focus: more presses of Tab, then of Shift+Tab, than it has controls never
 * leave it; Escape closes it and focus is back on the control that opened it.
 */
async function expectDialogKeepsFocus(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  expect(await inside(), `focus moves into the dialog (it is on ${await focused(page)})`).toBe(true);
  const stops = await dialog.evaluate(
    (d) => [...d.querySelectorAll("a[href], button, input, select, textarea, [tabindex]")].filter((el) => !(el as HTMLButtonElement).disabled && (el as HTMLElement).tabIndex >= 0 && (el as HTMLElement).checkVisibility()).length,
  );
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i <= stops; i++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ×${i + 1} keeps focus in the dialog (it is on ${await focused(page)})`).toBe(true);
    }
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
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
  // The page scrolls smoothly (app.css), so the position is read until the scroll has come to rest.
  await expect
    .poll(
      async () => {
        const header = await page.getByRole("banner").boundingBox();
        const box = await target.boundingBox();
        return box!.y - ((header?.y ?? 0) + (header?.height ?? 0));
      },
      { message: "starts below the sticky header" },
    )
    .toBeGreaterThanOrEqual(-1);
}

const requestForm = (page: Page) => page.getByRole("form", { name: "Request a free inspection or estimate" });

/** Types into each labelled field of the request form, reached with Tab, then presses Enter on Send once the form's minimum time since `shownAt` has passed. */
async function typeAndSend(page: Page, fields: [label: string, text: string][], shownAt: number) {
  const form = requestForm(page);
  for (const [label, text] of fields) {
    await tabTo(page, form.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, form.getByRole("button", { name: "Send my request" }));
  await page.waitForTimeout(Math.max(0, READING_TIME_MS - (Date.now() - shownAt)));
  await page.keyboard.press("Enter");
}

/** The refused form's error summary, which has focus and can be seen. */
async function focusedErrorSummary(page: Page): Promise<Locator> {
  const summary = page.getByRole("group", { name: "Please check the highlighted fields." });
  await expect(summary).toBeFocused();
  await expectInSight(page, summary);
  return summary;
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

    const form = requestForm(page);
    await typeAndSend(page, [["Your name", "Lena Keyes"], ["Phone", "555-01"]], started);

    // The page comes back with the messages: focus is on the summary, in sight, not left at the button.
    const summary = await focusedErrorSummary(page);
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

    await tabTo(page, summary.getByRole("link", { name: "Choose what you need help with." }), { back: true });
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
      const form = requestForm(page);
      await typeAndSend(page, [["Your name", "Pat Example"], ["E-mail", "pat@"]], started);
      const summary = await focusedErrorSummary(page);
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
      await focusedErrorSummary(page);
      await expect(summary.getByRole("link")).toHaveText(["Choose what you need help with."]);
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

test.describe("a staff member, keyboard only", () => {
  test.describe.configure({ timeout: 180_000 });

  test("writes a post with a placeholder, clones it to 3 towns, publishes one, uploads a photo and moves a lead on", async ({ page, browser }) => {
    const suffix = crypto.randomBytes(3).toString("hex");
    const leadName = `Keyes Household ${suffix}`;
    // A request in the inbox (the visitor's own keyboard walk-through is above).
    await sendRequestAsVisitor(browser, leadName, "keyes@example.com");

    // Signs in.
    await page.goto("/auth");
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(OWNER_EMAIL);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await arrive(page, /\/Blog-Page-Builder$/);
    const staffNav = page.getByRole("navigation", { name: "Staff" });

    // Writes a post; the placeholder comes from the menu, chosen with the arrow keys and Enter.
    await tabTo(page, staffNav.getByRole("link", { name: "Create Post" }));
    await page.keyboard.press("Enter");
    await arrive(page, /\/create-post$/);
    const title = `Gutter guards in {{locationName}} ${suffix}`;
    await tabTo(page, page.getByLabel("Title", { exact: true }));
    await page.keyboard.type(title);
    // In the markdown box (the visual editor's keys are in visual-editor.spec.ts): the toggle is a button.
    const markdownToggle = page.getByRole("button", { name: "Markdown", exact: true });
    await tabTo(page, markdownToggle);
    await page.keyboard.press("Enter");
    await expect(markdownToggle).toHaveAttribute("aria-pressed", "true");
    const content = page.getByRole("textbox", { name: /^Content/ });
    await tabTo(page, content);
    await page.keyboard.type("Oak leaves fill gutters in ");
    const menu = page.getByLabel("Insert placeholder");
    await tabTo(page, menu, { back: true });
    await page.keyboard.type("{{locationN");
    await expect(content, "browsing the menu inserts nothing").toHaveValue("Oak leaves fill gutters in ");
    await page.keyboard.press("Enter");
    await expect(content).toBeFocused();
    await page.keyboard.type(" every November.");
    await expect(content).toHaveValue("Oak leaves fill gutters in {{locationName}} every November.");

    // The link dialog (Ctrl+K) keeps focus and gives it back to the text box.
    await page.keyboard.press("Control+k");
    await expectDialogKeepsFocus(page, page.getByRole("dialog", { name: "Insert link" }), content);

    await tabTo(page, page.getByRole("button", { name: "Save draft" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();

    // Opens it from Posts and clones it to three towns.
    await tabTo(page, staffNav.getByRole("link", { name: "Posts" }), { back: true, max: 200 });
    await page.keyboard.press("Enter");
    await arrive(page, /\/posts$/);
    await tabTo(page, page.getByLabel("Search"));
    await page.keyboard.type(suffix);
    await tabTo(page, page.getByRole("link", { name: `Edit “${title}”` }));
    await page.keyboard.press("Enter");
    await arrive(page, /\/create-post\?edit=/);
    await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();

    const clonePanel = page.getByRole("region", { name: "Clone to locations" });
    const findTown = clonePanel.getByLabel("Find a town");
    for (const town of ["Wilson", "Tarboro", "Greenville"]) {
      // From the top of the editor down to the panel; then back up from the last town's box.
      await tabTo(page, findTown, { back: town !== "Wilson", max: 200 });
      await page.keyboard.press("Control+a");
      await page.keyboard.type(town);
      await tabTo(page, clonePanel.getByRole("checkbox", { name: town, exact: true }));
      await page.keyboard.press("Space");
    }
    await expect(clonePanel.getByText(/^3 of \d+ selected$/)).toBeVisible();
    await tabTo(page, clonePanel.getByRole("button", { name: "Clone to 3 Location(s)" }));
    await page.keyboard.press("Enter");
    // The result takes the focus, and the new drafts can be opened, published or deleted from it.
    await expect(clonePanel.getByRole("heading", { name: "Result: Successfully cloned to 3 location(s)" })).toBeFocused();
    await tabTo(page, staffNav.getByRole("link", { name: "Posts" }), { back: true, max: 300 });
    await page.keyboard.press("Enter");
    await arrive(page, /\/posts$/);

    // Publishes one clone. "Publish Selected" asks first: its dialog keeps focus and gives it back.
    const wilson = `Gutter guards in Wilson ${suffix}`;
    await tabTo(page, page.getByLabel("Search"));
    await page.keyboard.type(suffix);
    await tabTo(page, page.getByRole("checkbox", { name: `Select “${wilson}”` }));
    await page.keyboard.press("Space");
    const publishSelected = page.getByRole("button", { name: "Publish Selected (1)" });
    await tabTo(page, publishSelected, { back: true });
    await page.keyboard.press("Enter");
    await expectDialogKeepsFocus(page, page.getByRole("alertdialog", { name: "Publish posts" }), publishSelected);
    await tabTo(page, page.getByRole("button", { name: `Publish “${wilson}”` }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Post published").first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Unpublish “${wilson}”` })).toBeVisible();

    // Uploads a photo: the dialog keeps focus, Escape gives it back, then the upload goes through.
    await tabTo(page, staffNav.getByRole("link", { name: "Photo Album" }), { back: true, max: 200 });
    await page.keyboard.press("Enter");
    await arrive(page, /\/photo-album\/$/);
    const upload = page.getByRole("button", { name: "Upload photo" }).first();
    await tabTo(page, upload);
    await page.keyboard.press("Enter");
    const uploadDialog = page.getByRole("dialog", { name: "Upload photo" });
    await expectDialogKeepsFocus(page, uploadDialog, upload);
    // The browser gives focus back as Escape closes the dialog; the dialog's own close handler runs a
    // moment later and takes its form off the page. Opening it again before that would be undone.
    await expect(page.getByRole("button", { name: "Upload", exact: true, includeHidden: true })).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(uploadDialog).toBeVisible();
    const file = uploadDialog.getByLabel("Photo", { exact: true });
    await tabTo(page, file);
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await chooser).setFiles({ name: "gutter-guard.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(1200, 800, Number.parseInt(suffix, 16)) });
    const photoName = `Gutter guard on a ranch house ${suffix}`;
    await tabTo(page, uploadDialog.getByLabel("Name"));
    await page.keyboard.type(photoName);
    await tabTo(page, uploadDialog.getByLabel("Alt text"));
    await page.keyboard.type("Mesh gutter guard along the eave of a brick ranch house");
    await tabTo(page, uploadDialog.getByRole("button", { name: "Upload" }));
    await page.keyboard.press("Enter");
    await expect(uploadDialog).toBeHidden({ timeout: 30_000 });
    await expect(upload).toBeFocused();
    await expect(page.getByText(photoName).first()).toBeVisible();

    // Moves the visitor's request from New to Contacted.
    await tabTo(page, staffNav.getByRole("link", { name: "Leads" }), { back: true, max: 200 });
    await page.keyboard.press("Enter");
    await arrive(page, /\/leads$/);
    await tabTo(page, page.getByRole("link", { name: leadName }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: leadName })).toBeVisible();
    const status = page.getByLabel("Status of this request");
    await tabTo(page, status);
    await page.keyboard.press("ArrowDown");
    await expect(status).toHaveValue("contacted");
    await tabTo(page, page.getByRole("button", { name: "Save status" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Status changed from New to Contacted")).toBeVisible();
  });
});
