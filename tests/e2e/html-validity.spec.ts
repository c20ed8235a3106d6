/**
 * Valid HTML on every page a visitor or a staff member can open (docs/decisions/016-html-validity.md):
 * each URL of the sitemap (all its child sitemaps), the sign-in page, the 404 page, a refused request
 * form and a few query views, and every staff screen signed in as the owner — judged by the W3C Nu
 * checker in one run. The public pages also pass html-validate's recommended rules, which flag
 * authoring mistakes the checker allows (a form without a submit button, a redundant role…).
 */
import type { APIRequestContext } from "@playwright/test";
import { htmlErrors } from "../support/html-validity";
import { vnuErrors, type CheckedDocument } from "../support/vnu";
import { CHECKED_WHERE_MADE } from "./layout-checks";
import { routeFiles } from "../support/route-files";
import { isStaffPath } from "../../app/domain/staff-paths";
import { expect, test, type Page } from "./fixtures";
import { READING_TIME_MS, sendRequestAsVisitor } from "./request-form";
import { signInAsOwner } from "./staff-session";
import { markdownContent } from "./staff-actions";

const NOT_FOUND = "/no-such-page";
/** Beyond the sitemap: the 404 page, the sign-in page's three forms, a search result and a town view of the blog. */
const EXTRA_PUBLIC = [NOT_FOUND, "/auth", "/auth?tab=signup", "/auth?tab=forgot", "/sitemap?q=roof", "/blog?location=wilson"];

const locs = (xml: string, tag: "url" | "sitemap") =>
  [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc>`, "g"))].map((m) => m[1].replace(/&amp;/g, "&"));

/** The paths /sitemap.xml lists, following an index to its child sitemaps. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const root = await (await request.get("/sitemap.xml")).text();
  const files = root.includes("<sitemapindex") ? locs(root, "sitemap") : [];
  const xmls = files.length ? await Promise.all(files.map(async (file) => (await request.get(file)).text())) : [root];
  return xmls.flatMap((xml) => locs(xml, "url")).map((url) => new URL(url).pathname + new URL(url).search);
}

/**
 * Each page as served: a 404 only where the path is meant to be missing, and no redirect but to the
 * canonical form of the same path (/photo-album → /photo-album/), so a lost session cannot pass for a screen.
 */
async function documents(request: APIRequestContext, paths: readonly string[], label = ""): Promise<CheckedDocument[]> {
  const docs: CheckedDocument[] = [];
  for (const path of paths) {
    let res = await request.get(path, { maxRedirects: 0 });
    if (res.headers().location === `${path}/`) res = await request.get(`${path}/`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(path === NOT_FOUND ? 404 : 200);
    docs.push({ name: `${path}${label}`, html: await res.text() });
  }
  return docs;
}

/** The page the request form answers with when a visitor sends it empty (no JavaScript). */
async function refusedRequestForm(page: Page): Promise<CheckedDocument> {
  await page.goto("/contact");
  await page.waitForTimeout(READING_TIME_MS);
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Send my request" }).click();
  const response = await refused;
  expect(response.status()).toBe(400);
  await expect(page.getByRole("group", { name: "Please check the highlighted fields." })).toBeFocused();
  return { name: "/contact (request refused)", html: await response.text() };
}

/** Every staff screen, with real ids for the screens of one lead, one post and one county. */
async function staffScreens(page: Page): Promise<string[]> {
  const lead = `Vera Validator ${Date.now().toString(36)}`;
  await sendRequestAsVisitor(page.context().browser()!, lead, "vera.validator@example.com");
  await signInAsOwner(page);
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(`Checked markup ${Date.now().toString(36)}`);
  await (await markdownContent(page)).fill("Our crews check every flashing in {{locationName}}.");
  await page.getByRole("button", { name: "Save draft" }).click();
  const postId = (await page.getByRole("link", { name: "Preview it" }).getAttribute("href"))!.split("/").pop()!;
  await page.goto(`/leads?q=${encodeURIComponent(lead)}`);
  const leadId = (await page.getByRole("link", { name: lead }).getAttribute("href"))!.split("/").pop()!;
  await page.goto("/town-pages");
  const county = (await page.locator('a[href^="/town-pages/counties/"]').first().getAttribute("href"))!.split("/").pop()!;

  const samples: Record<string, string> = {
    "_staff.leads.$id.tsx": `/leads/${leadId}`,
    "_staff.post-preview.$id.tsx": `/post-preview/${postId}`,
    "_staff.town-pages_.counties.$county.tsx": `/town-pages/counties/${county}`,
  };
  const screens = routeFiles()
    .filter((r) => r.hasPage && isStaffPath(r.path) && !(r.file in CHECKED_WHERE_MADE))
    .map((r) => {
      if (!r.dynamic) return r.path;
      const path = samples[r.file];
      if (!path) throw new Error(`${r.file} is a staff screen with a parameter: give this test a sample of it`);
      return path;
    });
  // The editor holding a post shows panels a new post does not (revisions, clone, schedule).
  return [...screens, `/create-post?edit=${postId}`];
}

test.describe("HTML validity", () => {
  test.describe.configure({ timeout: 240_000 });

  test("every public page and every staff screen is valid HTML by the W3C Nu checker", async ({ request, page, browser }) => {
    const publicPaths = [...(await sitemapPaths(request)), ...EXTRA_PUBLIC];
    expect(publicPaths.length).toBeGreaterThan(100);
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const refused = await refusedRequestForm(noScript);
    const staff = await staffScreens(page);
    expect(staff.length).toBeGreaterThan(13);

    const docs = [...(await documents(request, publicPaths)), refused, ...(await documents(page.request, staff, " (signed in)"))];
    for (const doc of docs) expect(doc.html, `${doc.name} is an HTML page`).toMatch(/^<!DOCTYPE html>/i);
    expect(vnuErrors(docs)).toEqual([]);
  });

  test("every public page passes html-validate's recommended rules", async ({ request }) => {
    const paths = [...(await sitemapPaths(request)), ...EXTRA_PUBLIC];
    const errors: string[] = [];
    for (const doc of await documents(request, paths)) errors.push(...(await htmlErrors(doc.html, doc.name)));
    expect(errors).toEqual([]);
  });
});
