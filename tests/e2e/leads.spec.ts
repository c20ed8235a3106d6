/**
 * The request form (docs/decisions/005-leads.md) in the browser: a visitor sends a request with and
 * without JavaScript (the honeypot and the minimum fill time let a person through), sees field
 * messages with what they typed kept, lands on the confirmation page; staff find the lead in the
 * inbox, change its status and add a note. Every screen is checked with axe.
 */
import AxeBuilder from "@axe-core/playwright";
import { waitForMail } from "../support/mail";
import { cameraJpeg } from "../support/test-images";
import { expect, test, type Page } from "./fixtures";
import { READING_TIME_MS } from "./request-form";
import { settleAnimations } from "./page-checks";
import { outbox, signInAsNewEditor } from "./staff-session";

async function axeClean(page: Page, where: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${where}`).toEqual([]);
}

function unique(prefix: string) {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

test.describe.configure({ mode: "serial" });

let jsLeadName = "";

test("with JavaScript: a request with a photo reaches the confirmation page and both e-mails go out", async ({ page }) => {
  jsLeadName = unique("Dana Whitley");
  const started = Date.now();
  await page.goto("/book-inspection?utm_source=e2e&utm_campaign=leads-test");
  await axeClean(page, "/book-inspection");
  const form = page.getByRole("form", { name: "Request a free inspection or estimate" });
  await form.getByLabel("Your name").fill(jsLeadName);
  await form.getByLabel("Phone").fill("252-555-0142");
  await form.getByLabel("E-mail").fill("dana.whitley@example.com");
  await form.getByLabel("Street address").fill("104 Forest Hill Drive");
  await form.getByLabel("Town").fill("Winterville");
  await form.getByLabel("ZIP code").fill("28590");
  await form.getByLabel("What do you need?").selectOption({ label: "Storm damage or an insurance claim" });
  await form.getByLabel("Best time for the inspection").selectOption({ label: "Weekday morning (8 AM-noon)" });
  await form.getByLabel("Anything we should know?").fill("Shingles missing on the back slope after Saturday's wind.");
  await form.getByLabel("Photos (optional)").setInputFiles({ name: "back-slope.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(800, 600, 3) });
  await form.getByLabel(/Text me about this request/).check();
  await page.waitForTimeout(Math.max(0, READING_TIME_MS - (Date.now() - started)));
  await form.getByRole("button", { name: "Send my request" }).click();

  await expect(page).toHaveURL(/\/book-inspection\/thanks\?ref=PR-[A-Z0-9]{6}$/);
  const reference = new URL(page.url()).searchParams.get("ref")!;
  await expect(page.getByRole("heading", { level: 1, name: "Thank you: we have your request" })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText(/Our Greenville Office will call you/)).toBeVisible();
  await expect(page.getByText("We have also sent a confirmation to your e-mail address.")).toBeVisible();
  await axeClean(page, "the confirmation page");

  const office = await waitForMail(outbox, "greenville@pamlicoridge.example", new RegExp(reference));
  expect(office.text).toContain("Shingles missing on the back slope");
  expect(office.text).toContain("utm_source=e2e");
  const customer = await waitForMail(outbox, "dana.whitley@example.com", new RegExp(reference));
  expect(customer.text).toContain("Greenville Office will call you at (252) 555-0142");
});

test("without JavaScript: field messages keep what was typed, and the corrected request goes through", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const name = unique("Marcus Bell");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request a free inspection or estimate" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Phone").fill("555-0142");
  await form.getByLabel("Town").fill("Norfolk");
  await form.getByLabel("ZIP code").fill("2350");
  await form.getByLabel("Anything we should know?").fill("Flat roof over the garage ponds water.");
  await page.waitForTimeout(READING_TIME_MS);
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Send my request" }).click();
  expect((await refused).status()).toBe(400);

  await expect(page.getByRole("group", { name: "Please check the highlighted fields." })).toBeFocused();
  await expect(form.getByLabel("Phone")).toHaveAccessibleDescription(/Enter a US phone number with its area code/);
  await expect(form.getByLabel("ZIP code")).toHaveAccessibleDescription(/Enter a 5-digit ZIP code/);
  await expect(form.getByLabel("What do you need?")).toHaveAccessibleDescription("Choose what you need help with.");
  await expect(form.getByLabel("Your name")).toHaveValue(name);
  await expect(form.getByLabel("Town")).toHaveValue("Norfolk");
  await expect(form.getByLabel("Anything we should know?")).toHaveValue("Flat roof over the garage ponds water.");

  await form.getByLabel("Phone").fill("(252) 555-0188");
  await form.getByLabel("ZIP code").fill("23501");
  await form.getByLabel("What do you need?").selectOption({ label: "Commercial or flat roof" });
  await page.waitForTimeout(READING_TIME_MS);
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/book-inspection\/thanks\?ref=PR-/);
  await expect(page.getByText("Norfolk is outside the towns we usually serve.", { exact: false })).toBeVisible();
  await expect(page.getByText(/Our Rocky Mount Headquarters will call you/)).toBeVisible();
  await context.close();
});

test("with JavaScript: field messages appear in place, the form stays filled, and the page passes axe", async ({ page }) => {
  await page.goto("/book-inspection");
  const form = page.getByRole("form", { name: "Request a free inspection or estimate" });
  await form.getByLabel("Your name").fill("Pat Example");
  await form.getByLabel("E-mail").fill("pat@");
  await form.getByLabel("Town").fill("Tarboro");
  await page.waitForTimeout(READING_TIME_MS);
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription("Enter an e-mail address like name@example.com.");
  await expect(form.getByLabel("What do you need?")).toHaveAccessibleDescription("Choose what you need help with.");
  await expect(form.getByLabel("Your name")).toHaveValue("Pat Example");
  await expect(page).toHaveURL(/\/book-inspection$/);
  await axeClean(page, "/book-inspection with field errors");
});

test("the form pages break no rule of the Content-Security-Policy (zod must not probe eval)", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const path of ["/book-inspection", "/contact"]) {
    // The form renders (and its schemas first run) while the page hydrates, before goto returns.
    await page.goto(path);
    await expect(page.getByRole("form", { name: "Request a free inspection or estimate" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }
});

test("a visitor who sends within seconds (autofill) is asked to send again, and the second press goes through", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request a free inspection or estimate" });
  await form.getByLabel("Your name").fill(unique("Quick Sender"));
  await form.getByLabel("E-mail").fill("quick.sender@example.com");
  await form.getByLabel("What do you need?").selectOption({ label: "Roof repair or a leak" });
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(form.getByRole("group", { name: /We could not send your request. Check it and press Send again/ })).toBeFocused();
  await expect(form.getByLabel("E-mail")).toHaveValue("quick.sender@example.com");
  // The time counts from when the form was first shown, not from the refusal.
  await page.waitForTimeout(READING_TIME_MS);
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/book-inspection\/thanks\?ref=PR-/);
});

test("staff find the request in the inbox, change its status and add a note", async ({ page }) => {
  const editor = await signInAsNewEditor(page, "leads");
  await expect(page.getByText(/^\d+ new$/)).toBeVisible();
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await page.getByLabel("Search").fill(jsLeadName);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("link", { name: jsLeadName })).toHaveCount(1);
  await axeClean(page, "/leads");
  await page.getByRole("link", { name: jsLeadName }).click();

  await expect(page.getByRole("heading", { level: 1, name: jsLeadName })).toBeVisible();
  await expect(page.getByText("utm_source=e2e, utm_campaign=leads-test")).toBeVisible();
  // The page it was sent from (the visit's landing page may be the same page, listed above it).
  await expect(page.getByRole("region", { name: "Where it came from" })).toContainText(/Sent from\s*\/book-inspection/);
  await expect(page.getByText("To the office: sent")).toBeVisible();
  const photo = page.getByRole("img", { name: /Attachment 1 of 1/ });
  await expect(photo).toBeVisible();
  // Visible once laid out; decoded a moment later (the photo is served by a staff route).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

  await page.getByRole("combobox", { name: "Status of this request" }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed from New to Contacted")).toBeVisible();
  await page.getByLabel("Add a note").fill("Called, inspection booked for Thursday 10 AM.");
  await page.getByRole("button", { name: "Add note" }).click();
  const history = page.getByRole("region", { name: "Notes and history" });
  await expect(history.getByText("Called, inspection booked for Thursday 10 AM.")).toBeVisible();
  await expect(history.getByText(editor).first()).toBeVisible();
  await axeClean(page, "a lead's page");

  // The status filter now finds it among the contacted ones.
  await page.goto("/leads?status=contacted");
  await expect(page.getByRole("link", { name: jsLeadName })).toBeVisible();
});
