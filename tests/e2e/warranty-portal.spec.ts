/**
 * The warranty portal in the browser (docs/decisions/018-warranty-portal.md). Staff: a request
 * from the site becomes a job, its manufacturer registration shows as due on the dashboard, is
 * marked registered with the manufacturer's certificate, and the workmanship certificate is issued.
 * The homeowner of that job: asks for a sign-in link, opens it from the e-mail, finds the roof,
 * downloads the certificate, reports a problem with a photo, and reads the status staff set in the
 * e-mail and in the portal. Every portal screen is checked with axe.
 */
import AxeBuilder from "@axe-core/playwright";
import { addDays, officeToday } from "~/domain/calendar-days";
import { waitForMail } from "../support/mail";
import { vnuErrors } from "../support/vnu";
import { cameraJpeg } from "../support/test-images";
import { expect, test, type Page } from "./fixtures";
import { horizontalOverflow, selectsCutOff } from "./layout-checks";
import { settleAnimations } from "./page-checks";
import { outbox, signInAsNewEditor, uniqueEmail } from "./staff-session";

/** A person takes well over the request form's 3-second minimum; so does this test. */
const READING_TIME_MS = 3500;
const today = officeToday(new Date(), "America/New_York");
const suffix = Math.random().toString(36).slice(2, 7);
const homeowner = { name: `Dana Whitley ${suffix}`, email: uniqueEmail("dana", "example.com"), street: `${100 + Math.floor(Math.random() * 800)} Forest Hill Drive` };

let staffPage: Page;

/**
 * A staff record screen as the screen-wide specs check every other one (CHECKED_WHERE_MADE): its HTML as
 * the server sent it valid by the W3C checker (docs/decisions/016-html-validity.md), and at 320px
 * no sideways scroll and no drop-down cut off (WCAG 1.4.10).
 */
async function checkRecordScreen(page: Page) {
  const path = new URL(page.url()).pathname;
  const html = await (await page.request.get(path)).text();
  expect(vnuErrors([{ name: path, html }])).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 720 });
  await page.reload();
  expect(await horizontalOverflow(page), `${path} scrolls sideways at 320px`).toBeLessThanOrEqual(0);
  expect(await selectsCutOff(page)).toEqual([]);
  await page.setViewportSize(size);
  await page.reload();
}

async function axeClean(page: Page, where: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${where}`).toEqual([]);
}

test.describe.configure({ mode: "serial" });

test.afterAll(async () => {
  await staffPage?.context().close();
});

test("staff: a request becomes a job, its registration comes due, is recorded, and the certificate is issued", async ({ browser, page: visitor }) => {
  await visitor.goto("/book-inspection");
  const started = Date.now();
  const request = visitor.getByRole("form", { name: "Request a free inspection or estimate" });
  await request.getByLabel("Your name").fill(homeowner.name);
  await request.getByLabel("Phone").fill("252-555-0142");
  await request.getByLabel("E-mail").fill(homeowner.email);
  await request.getByLabel("Street address").fill(homeowner.street);
  await request.getByLabel("Town").fill("Winterville");
  await request.getByLabel("ZIP code").fill("28590");
  await request.getByLabel("What do you need?").selectOption({ label: "Roof replacement" });
  await visitor.waitForTimeout(Math.max(0, READING_TIME_MS - (Date.now() - started)));
  await request.getByRole("button", { name: "Send my request" }).click();
  await expect(visitor).toHaveURL(/\/book-inspection\/thanks/);

  staffPage = await (await browser.newContext()).newPage();
  const page = staffPage;
  await signInAsNewEditor(page, "jobs");
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Leads" }).click();
  await page.getByRole("link", { name: homeowner.name }).click();
  await page.getByRole("link", { name: "Create a job from this request" }).click();

  // The lead's details carried over; staff add the work. GAF allows 60 days: completed 50 days ago, it is due in 10.
  const form = page.getByRole("form", { name: "Job details" });
  await expect(form.getByLabel("Name")).toHaveValue(homeowner.name);
  await expect(form.getByLabel("E-mail")).toHaveValue(homeowner.email);
  await expect(form.getByLabel("Street address")).toHaveValue(homeowner.street);
  await form.getByLabel("Material").selectOption({ label: "Asphalt shingle" });
  await form.getByLabel("Manufacturer", { exact: true }).selectOption("GAF");
  await form.getByLabel("Product line").fill("Timberline HDZ");
  await form.getByLabel("Squares").fill("28");
  await form.getByLabel("Started on").fill(addDays(today, -52));
  await form.getByLabel("Completed on").fill(addDays(today, -50));
  await form.getByLabel("Manufacturer warranty").fill("System Plus");
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = new URL(page.url()).pathname;
  await checkRecordScreen(page);

  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Dashboard" }).click();
  const due = page.getByRole("region", { name: "Warranty registrations due" });
  const entry = due.getByRole("listitem").filter({ hasText: homeowner.name });
  await expect(entry.getByText("Due in 10 days")).toBeVisible();
  await expect(entry).toContainText("(missed)");
  await entry.getByRole("link", { name: `${homeowner.name}, Winterville` }).click();
  await expect(page).toHaveURL(new RegExp(`${jobUrl}$`));

  const register = page.getByRole("form", { name: "Mark registered" });
  await register.getByLabel("Confirmation number").fill("GAF-SP-448120");
  await register.getByLabel("Manufacturer's certificate (PDF or photo)").setInputFiles({ name: "gaf-certificate.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(1200, 900, 9) });
  await register.getByRole("button", { name: "Mark registered" }).click();
  const registration = page.getByRole("region", { name: "Manufacturer registration" });
  await expect(registration.getByRole("definition").filter({ hasText: "confirmation GAF-SP-448120" })).toBeVisible();
  await expect(registration.getByRole("form", { name: "Mark registered" })).toHaveCount(0);

  await page.getByRole("button", { name: "Issue the workmanship certificate" }).click();
  const documents = page.getByRole("region", { name: "Certificates and documents" });
  const certificate = documents.getByRole("link", { name: /Workmanship warranty certificate W-/ });
  await expect(certificate).toBeVisible();
  await expect(documents.getByRole("link", { name: "GAF warranty certificate" })).toBeVisible();
  const download = page.waitForEvent("download");
  await certificate.click();
  expect((await download).suggestedFilename()).toMatch(/^Workmanship-warranty-certificate-W-\d{4}-[A-Z0-9]{6}\.pdf$/);

  await page.goto("/Blog-Page-Builder");
  await expect(page.getByRole("region", { name: "Warranty registrations due" }).getByText(homeowner.name)).toHaveCount(0);
});

test("homeowner: link by e-mail, the roof, the certificate, a claim with a photo, and its status by e-mail", async ({ page }) => {
  await page.goto("/portal");
  await axeClean(page, "/portal");
  const ask = page.getByRole("form", { name: "Get a sign-in link" });
  await ask.getByLabel("E-mail address").fill(homeowner.email);
  await ask.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText("If this address is on one of our jobs, a sign-in link is on its way to it.")).toBeVisible();

  const mail = await waitForMail(outbox, homeowner.email, /sign-in link/);
  await page.goto(mail.links.find((l) => l.includes("/portal/sign-in?token="))!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your roofs" })).toBeVisible();
  await axeClean(page, "the portal's roofs");
  const roof = page.getByRole("article").filter({ hasText: homeowner.street });
  await expect(roof.getByText(/GAF System Plus: registered with GAF on .* \(confirmation GAF-SP-448120\)\./)).toBeVisible();
  await roof.getByRole("link", { name: "Open this roof's records" }).click();
  await expect(page.getByText(/GAF System Plus: registered with GAF on .* \(confirmation GAF-SP-448120\)\./)).toBeVisible();

  const documents = page.getByRole("region", { name: "Certificates and documents" });
  await expect(documents.getByRole("link", { name: "GAF warranty certificate" })).toBeVisible();
  await axeClean(page, "the portal's job page");
  const download = page.waitForEvent("download");
  await documents.getByRole("link", { name: /Workmanship warranty certificate W-/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole("link", { name: "Report a problem" }).click();
  const claim = page.getByRole("form", { name: "Warranty claim" });
  await claim.getByLabel("What do you see?").fill("A brown stain on the bedroom ceiling after Tuesday's rain.");
  await claim.getByLabel("Where is it?").fill("Back bedroom, under the north slope");
  await claim.getByLabel("When did you first notice it?").fill(addDays(today, -2));
  await claim.getByLabel("Photos (optional)").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(1000, 750, 5) });
  await axeClean(page, "the claim form");
  await claim.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByText(/Thank you: we have your claim WC-/)).toBeVisible();
  await expect(page.getByRole("img", { name: "Your photo 1 of 1" })).toBeVisible();
  const reference = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Claim ", "").trim();
  await expect(waitForMail(outbox, homeowner.email, new RegExp(`We received your warranty claim ${reference}`))).resolves.toBeTruthy();

  // The office schedules the inspection from the claims inbox.
  await staffPage.goto("/claims");
  const row = staffPage.getByRole("row").filter({ hasText: reference });
  await expect(row.getByText(/4[67] h left/)).toBeVisible();
  await row.getByRole("link", { name: reference }).click();
  await staffPage.getByLabel("New status").selectOption({ label: "Inspection scheduled" });
  await staffPage.getByLabel("Inspection date and time (office time)").fill(`${addDays(today, 1)}T09:30`);
  await staffPage.getByLabel("Note to the homeowner").fill("Our technician will park by the garage.");
  await staffPage.getByRole("button", { name: "Save and e-mail the homeowner" }).click();
  await expect(staffPage.getByText("Status changed. The homeowner has been e-mailed.")).toBeVisible();
  await checkRecordScreen(staffPage);

  const update = await waitForMail(outbox, homeowner.email, new RegExp(`Your warranty claim ${reference}: Inspection scheduled`));
  expect(update.text).toContain("Our technician will park by the garage.");
  await page.goto(update.links.find((l) => l.includes("/portal/claims/"))!);
  await expect(page.getByText("Inspection: ")).toBeVisible();
  await expect(page.getByText("Our technician will park by the garage.")).toBeVisible();
  await axeClean(page, "the portal's claim page");
});
