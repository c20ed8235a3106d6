/**
 * Review requests as the owner and a homeowner meet them (docs/decisions/023-reviews.md): the
 * settings say why every customer is asked the same way; a review link works only for a place the
 * owner lists, counts the click and goes on to the place; the Reviews screen shows the click; a mail
 * program's one-click unsubscribe (RFC 8058: a POST from another server, no cookie, no Origin) works.
 * On a server of its own, with one finished job whose request went out, prepared in its database.
 */
import { expect } from "./fixtures";
import { signUpOwner, testWithOwnServer } from "./own-server";
import { reviewRequests } from "~/db/schema";
import { createJob } from "~/models/jobs.server";
import { jobInput } from "../support/jobs";

const TOKEN = "e2e-review-token-0123456789abcdef";
const PLACE_ID = "ChIJN1t_tDeuEmsRUsoyG83frY4";

const test = testWithOwnServer(async (db) => {
  const job = await createJob(db, jobInput("review.e2e@example.com", "2026-11-02", { town: "Wilson" }), { author: "owner@pamlicoridge.example" });
  await db.insert(reviewRequests).values({ jobId: job.id, email: "review.e2e@example.com", token: TOKEN, trigger: "completed", sentAt: new Date() });
});
test.describe.configure({ mode: "serial" });

test("the owner lists a review place, a homeowner's click on it shows on the Reviews screen, and one click unsubscribes", async ({ page, ownServer, request }) => {
  await signUpOwner(page, ownServer);

  // Before any place is listed, the link leads nowhere and the screen says what to do.
  const before = await page.request.get(`/review/${TOKEN}/go/google`, { maxRedirects: 0 });
  expect(before.status()).toBe(404);
  expect(before.headers()["cache-control"]).toContain("no-store");
  await page.goto("/reviews");
  await expect(page.getByRole("heading", { name: "No review request goes out yet" })).toBeVisible();

  await page.goto("/Blog-Page-Builder/business-settings");
  const section = page.getByRole("region", { name: "Review requests" });
  await expect(section.getByText(/16 CFR Part 465/)).toBeVisible();
  await section.getByLabel("Google Business Profile place ID").fill(PLACE_ID);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved 1 change." })).toBeVisible();

  const click = await page.request.get(`/review/${TOKEN}/go/google`, { maxRedirects: 0 });
  expect(click.status()).toBe(303);
  expect(click.headers().location).toBe(`https://search.google.com/local/writereview?placeid=${PLACE_ID}`);

  // The dashboard's card leads there (the staff header has no room for another link at 1280 px).
  await page.goto("/Blog-Page-Builder");
  await page.getByRole("link", { name: "Open Reviews" }).click();
  await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No review request goes out yet" })).toHaveCount(0);
  const totals = page.getByRole("region", { name: "The last 30 days" });
  await expect(totals.getByText("Google: 1")).toBeVisible();
  await expect(page.getByRole("table", { name: "By town" }).getByRole("row", { name: /Wilson/ })).toContainText("1");

  // A mail program's one-click unsubscribe: another server's POST, without the owner's cookies.
  const unsubscribe = await request.post(`/review/${TOKEN}/unsubscribe`, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect(unsubscribe.status()).toBe(200);
  await page.goto(`/review/${TOKEN}/unsubscribe`);
  await expect(page.getByText("You are unsubscribed: we send no review requests to this address.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
