/**
 * Private feedback and testimonials by consent in the browser (docs/decisions/023-reviews.md), on a
 * server of its own (the quotes it places would show on other specs' pages). A homeowner signs in
 * to the portal and lets the company quote their words as "first name and town"; staff place the
 * quote on the home page, the town's page and a service page; the public pages show it (the home
 * page from the page cache too); the homeowner withdraws it and it is gone from all of them at once. From a review request's
 * link, a homeowner writes to the office privately and staff read it in the feedback inbox.
 */
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { reviewRequests } from "~/db/schema";
import { createJob } from "~/models/jobs.server";
import { jobInput } from "../support/jobs";
import { waitForMail } from "../support/mail";
import { vnuErrors } from "../support/vnu";
import { expect, type Page } from "./fixtures";
import { horizontalOverflow } from "./layout-checks";
import { settleAnimations } from "./page-checks";
import { outboxOf, testWithOwnServer } from "./own-server";
import { signInAsNewEditor } from "./staff-session";

const suffix = crypto.randomBytes(3).toString("hex");
const homeowner = { name: "Dana Reynolds", email: `dana.${suffix}@example.com`, street: "212 Vernon Road" };
const TOKEN = `review-${suffix}-${crypto.randomBytes(12).toString("hex")}`;
const WORDS = `They replaced our roof in two days and left the yard spotless (${suffix}).`;

const test = testWithOwnServer(async (db) => {
  const job = await createJob(db, jobInput(homeowner.email, "2026-10-01", { customerName: homeowner.name, street: homeowner.street, town: "Winterville" }), { author: "test" });
  // Made when the review request's e-mail goes out; here by hand.
  await db.insert(reviewRequests).values({ jobId: job.id, email: job.customerEmail, token: TOKEN, trigger: "completed", sentAt: new Date() });
});

test.describe.configure({ mode: "serial" });

/** A person reads the form before sending it; the form refuses a send within 3 seconds. */
const READING_TIME_MS = 3500;

/** axe-clean, valid HTML as the server sent it, and no sideways scroll at 320 px (WCAG 1.4.10). */
async function checkScreen(page: Page, where: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${where}`).toEqual([]);
  const path = new URL(page.url()).pathname;
  expect(vnuErrors([{ name: path, html: await (await page.request.get(path)).text() }]), where).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await horizontalOverflow(page), `${where} scrolls sideways at 320px`).toBeLessThanOrEqual(0);
  await page.setViewportSize(size);
}

async function signInToPortal(page: Page, outbox: string) {
  await page.goto("/portal");
  const ask = page.getByRole("form", { name: "Get a sign-in link" });
  await ask.getByLabel("E-mail address").fill(homeowner.email);
  await ask.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText("If this address is on one of our jobs, a sign-in link is on its way to it.")).toBeVisible();
  const mail = await waitForMail(outbox, homeowner.email, /sign-in link/);
  await page.goto(mail.links.find((l) => l.includes("/portal/sign-in?token="))!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("article").filter({ hasText: homeowner.street }).getByRole("link", { name: "Open this roof's records" }).click();
}

test("a quote by consent: given in the portal, placed by staff, shown on the home, town and service pages, withdrawn from all at once", async ({ browser, ownServer, baseURL }) => {
  const home = await (await browser.newContext({ baseURL })).newPage();
  const staff = await (await browser.newContext({ baseURL })).newPage();
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const outbox = outboxOf(ownServer);

  await signInToPortal(home, outbox);
  const panel = home.getByRole("region", { name: "Quote your words" });
  await panel.getByLabel("Your words", { exact: true }).fill(WORDS);
  // Each choice shows the name as it would read.
  await expect(panel.getByLabel("Full name: Dana Reynolds")).toBeVisible();
  await expect(panel.getByLabel("Initials: D. R.")).toBeVisible();
  await panel.getByLabel("First name and town: Dana, Winterville").check();
  await panel.getByRole("button", { name: "Let us quote my words" }).click();
  // Without the consent ticked, nothing is stored and the words stay.
  await expect(panel.getByText("Please tick the box to let us quote your words, or leave this form empty.").first()).toBeVisible();
  await expect(panel.getByLabel("Your words", { exact: true })).toHaveValue(WORDS);
  await checkScreen(home, "the portal's job page with a refused consent");
  await panel.getByLabel("First name and town: Dana, Winterville").check();
  await panel.getByLabel(/^I agree that .* may quote these words/).check();
  await panel.getByRole("button", { name: "Let us quote my words" }).click();
  await expect(panel.getByText("Thank you. We may now quote your words")).toBeVisible();
  await expect(panel.getByText(WORDS)).toBeVisible();
  await expect(panel.getByText("Dana, Winterville", { exact: true })).toBeVisible();
  await checkScreen(home, "the portal's job page with a quote");

  await signInAsNewEditor(staff, "quotes", outbox);
  await staff.goto("/reviews/testimonials");
  await checkScreen(staff, "/reviews/testimonials");
  const quote = staff.getByRole("article").filter({ hasText: WORDS });
  await quote.getByLabel("The home page").check();
  await quote.getByLabel("The Winterville page").check();
  await quote.getByLabel("Storm Damage page").check();
  await quote.getByRole("button", { name: "Save where it appears" }).click();
  await expect(staff.getByText("Saved where the quote appears.")).toBeVisible();

  // The public pages quote the words as text with the chosen name.
  for (const path of ["/home", "/locations/winterville-nc", "/storm-damage"]) {
    await visitor.goto(path);
    const words = visitor.getByRole("region", { name: "In our customers' words" });
    await expect(words.getByText(WORDS), path).toBeVisible();
    await expect(words.getByText("Dana, Winterville", { exact: true }), path).toBeVisible();
  }

  // The home page is now held by the page cache (its answers carry a strong ETag), with the words in it.
  await expect.poll(async () => (await visitor.request.get("/home")).headers().etag ?? "", { timeout: 10_000 }).toMatch(/^"/);
  expect(await (await visitor.request.get("/home")).text()).toContain(WORDS);

  await home.reload();
  await panel.getByRole("button", { name: "Withdraw" }).click();
  const dialog = home.getByRole("alertdialog", { name: "Withdraw your words?" });
  await expect(dialog).toBeVisible();
  const axe = await new AxeBuilder({ page: home }).analyze();
  expect(axe.violations.map((v) => v.id), "axe on the withdrawal's confirmation").toEqual([]);
  await dialog.getByRole("button", { name: "Withdraw and delete" }).click();
  await expect(panel.getByText("Withdrawn. Your words are deleted")).toBeVisible();
  await expect(panel.getByText(WORDS)).toHaveCount(0);

  expect(await (await visitor.request.get("/home")).text()).not.toContain(WORDS);
  for (const path of ["/home", "/locations/winterville-nc", "/storm-damage"]) {
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByText(WORDS), path).toHaveCount(0);
  }
  await staff.reload();
  await expect(staff.getByText(WORDS)).toHaveCount(0);
  await expect(staff.getByText("(withdrawn: the words were deleted)")).toBeVisible();
  for (const p of [home, staff, visitor]) await p.context().close();
});

test("private feedback from a review request's link reaches the staff inbox", async ({ page, browser, ownServer, baseURL }) => {
  expect((await page.goto("/review/no-such-token-0000000000/feedback"))!.status()).toBe(404);

  const response = await page.goto(`/review/${TOKEN}/feedback`);
  expect(response!.headers()["cache-control"]).toBe("no-store");
  const started = Date.now();
  const form = page.getByRole("form", { name: "Write to us privately" });
  await form.getByRole("textbox", { name: "Your message" }).fill("Short");
  await page.waitForTimeout(Math.max(0, READING_TIME_MS - (Date.now() - started)));
  await form.getByRole("button", { name: "Send to our office" }).click();
  await expect(page.getByText("Please write at least 10 characters.").first()).toBeVisible();
  await checkScreen(page, "the feedback page with a refused message");
  await expect(form.getByRole("textbox", { name: "Your message" })).toHaveValue("Short");
  const message = `The crew left two nails by the driveway (${suffix}); otherwise a fine job.`;
  await form.getByRole("textbox", { name: "Your message" }).fill(message);
  await form.getByRole("button", { name: "Send to our office" }).click();
  await expect(page.getByText("Thank you. Your message went straight to our office")).toBeVisible();

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await signInAsNewEditor(staff, "feedback", outboxOf(ownServer));
  await staff.goto("/reviews/feedback");
  await checkScreen(staff, "/reviews/feedback");
  const item = staff.getByRole("article").filter({ hasText: message });
  await expect(item.getByText("New", { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: /^JB-/ })).toBeVisible();
  await item.getByRole("button", { name: "Mark as read" }).click();
  await expect(item.getByText(/^Read /)).toBeVisible();
  await staff.context().close();
});
