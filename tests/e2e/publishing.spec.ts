/**
 * docs/decisions/013-publishing.md from the marketer's side: a live post stays live while it is
 * corrected, going back to draft is its own button, after the first save the editor stays on the
 * saved post with its clone panel, and no placeholder ever reaches a visitor.
 */
import crypto from "node:crypto";
import { expect, test } from "./fixtures";
import { addVariable, fillPost, markdownContent } from "./staff-actions";
import { signInAsNewEditor } from "./staff-session";

const suffix = crypto.randomBytes(3).toString("hex");

test("a published post stays live while it is corrected; Switch to draft takes it off the site", async ({ page, request }) => {
  await signInAsNewEditor(page, "corrector");
  const title = `Wilson gutter check ${suffix}`;
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await (await markdownContent(page)).fill("Clean gutters twice a year.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();

  // The editor stays on the saved post: edit mode, with the clone panel, no trip through Posts.
  await expect(page).toHaveURL(/\/create-post\?edit=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByRole("heading", { name: "Clone to locations" })).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  const url = `/blog/wilson-gutter-check-${suffix}`;
  expect((await request.get(url)).status()).toBe(200);

  // A correction: Update, and the public page shows it at once.
  await (await markdownContent(page)).fill("Clean gutters twice a year, and after every big storm.");
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Blog post updated: the live page shows the new text").first()).toBeVisible();
  const live = await request.get(url);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain("after every big storm");

  // A correction the publish guard refuses changes nothing on the site, and the editor says why.
  await (await markdownContent(page)).fill("Clean gutters twice a year. Ask about {{gutterDeal}}.");
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not updated: the live page stays as it was." })).toContainText("{{gutterDeal}}");
  expect(await (await request.get(url)).text()).toContain("after every big storm");

  // Going back to draft is its own button.
  await (await markdownContent(page)).fill("Clean gutters twice a year, and after every big storm.");
  await page.getByRole("button", { name: "Switch to draft" }).click();
  await expect(page.getByText("Post switched to draft: it is no longer on the public site").first()).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
  await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();

  // The post's history names each step.
  const history = page.getByRole("list", { name: "Revisions" });
  await expect(history.getByRole("listitem").filter({ hasText: /^Switched to draft/ })).toHaveCount(1);
  await expect(history.getByRole("listitem").filter({ hasText: /^Published/ })).toHaveCount(1);
});

test("no raw placeholder reaches a visitor: pages, site maps, feeds, social tags and JSON-LD", async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInAsNewEditor(page, "placeholders");
  const points = `inspectionPoints_${suffix}`;
  await addVariable(page, points, "21", "Points on our spring inspection checklist");

  // A template for the towns, with placeholders of every kind in every field a visitor may see.
  await page.goto("/create-post");
  await fillPost(page, {
    title: `Spring Roof Inspection in {{locationName}}, NC: What {{businessName}} Checks ${suffix}`,
    content: `## {{locationName}} in spring\n\n{{historical_fact}}\n\n{{locationName}} is home to {{locationPopulation}} people in {{locationCounty}}. Our {{${points}}}-point inspection takes an hour. Call {{businessName}} at {{businessPhone}}.`,
    excerpt: `The {{${points}}} points {{businessName}} checks on {{locationName}} roofs every spring.`,
    seoTitle: `{{locationName}} spring roof inspection | {{businessName}}`,
    seoDescription: `{{businessName}} inspects {{locationName}} roofs each spring: {{${points}}} points, one hour, a written report.`,
    seoKeywords: ["{{locationName}} roof inspection"],
    tags: ["{{locationName}}-inspection", "{{businessName}}"],
  });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Clone to locations" })).toBeVisible();
  for (const town of ["Wilson", "Tarboro", "Rocky Mount"]) await page.getByRole("checkbox", { name: new RegExp(`^${town}\\b`) }).check();
  await page.getByRole("button", { name: "Clone to 3 Location(s)" }).click();
  await expect(page.getByRole("heading", { name: "Result: Successfully cloned to 3 location(s)" })).toBeVisible({ timeout: 15_000 });
  await page.goto("/posts");
  await page.getByLabel("Search").fill(suffix);
  for (const town of ["Wilson", "Tarboro", "Rocky Mount"]) {
    const title = `Spring Roof Inspection in ${town}, NC: What {{businessName}} Checks ${suffix}`;
    await page.getByRole("button", { name: `Publish “${title}”` }).click();
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) }).getByText("Published", { exact: true })).toBeVisible();
  }

  // A post for no town, published straight from the editor.
  await page.goto("/create-post");
  await fillPost(page, {
    title: `Why {{businessName}} Photographs Every Roof ${suffix}`,
    content: `Every inspection ends with {{${points}}} photos. Questions? {{businessEmail}}.`,
    excerpt: "{{businessName}} sends you the pictures.",
    seoTitle: "Roof photos from {{businessName}}",
    seoDescription: `{{businessName}} photographs {{${points}}} points of every roof it inspects and e-mails you the pictures the same day.`,
    tags: ["{{businessName}} photos"],
  });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  // The whole public site as a visitor and a crawler read it.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  const postPaths = listed.filter((p) => p.startsWith("/blog/") && p.includes(suffix));
  expect(postPaths).toHaveLength(4);
  const urls = [
    ...new Set([
      ...listed,
      "/sitemap.xml",
      "/sitemap",
      "/blog?location=all",
      "/blog?location=wilson",
      "/blog/feed.xml",
      "/blog/atom.xml",
      "/blog/feed.xml?location=wilson",
      "/blog/atom.xml?location=tarboro",
      "/location-template-demo",
    ]),
  ];
  const leaks: string[] = [];
  for (const url of urls) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const body = await res.text();
    for (const raw of ["{{", "%7B%7B", "&#123;&#123;", "&lbrace;&lbrace;"]) if (body.includes(raw)) leaks.push(`${url}: ${raw}`);
  }
  expect(leaks).toEqual([]);

  // What a visitor sees where the raw titles used to show: the town page, the demo and /sitemap.
  await page.goto("/locations/wilson-nc");
  await expect(page.getByRole("link", { name: `Spring Roof Inspection in Wilson, NC: What Pamlico Ridge Roofing Checks ${suffix}` })).toBeVisible();
  await page.goto("/location-template-demo");
  await expect(page.getByRole("link", { name: `Spring Roof Inspection in Rocky Mount, NC: What Pamlico Ridge Roofing Checks ${suffix}` })).toBeVisible();
  // A clone's address carries the business's name, never a placeholder's.
  expect(postPaths).toContain(`/blog/spring-roof-inspection-in-wilson-nc-what-pamlico-ridge-roofing-checks-${suffix}`);
});

test("the editor knows its placeholders: a template's town names are expected, each one says what it holds, doubled words are flagged", async ({ page }) => {
  await signInAsNewEditor(page, "templater");
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(`Hail season in {{locationName}} ${suffix}`);
  await (await markdownContent(page)).fill("{{locationName}} sits in {{locationCounty}} County. Ask about {{springDeal}}.");

  // A template is not scolded for its town placeholders; a name nobody defined still is.
  await expect(page.getByTestId("per-town-placeholders")).toContainText("Filled per town when cloned: {{locationName}}, {{locationCounty}}.");
  await expect(page.getByTestId("unknown-placeholders")).toContainText("{{springDeal}} is not defined");
  await expect(page.getByTestId("unknown-placeholders")).not.toContainText("{{locationName}}");

  // The Variables tab and the placeholder menu show what each placeholder holds for the sample town.
  const preview = page.getByRole("complementary", { name: "Live Preview" });
  await preview.getByRole("tab", { name: "Variables" }).click();
  const county = (await preview.getByRole("definition").filter({ hasText: / County$/ }).first().innerText()).trim();
  expect(county).toMatch(/^[A-Z][a-z]+ County$/);
  const menu = page.getByLabel("Insert placeholder");
  await expect(menu.locator("option", { hasText: "{{locationCounty}}" })).toHaveText(`{{locationCounty}} = ${county}`);
  await expect(menu.locator("option", { hasText: "{{businessPhone}}" })).toHaveText("{{businessPhone}} = (252) 555-0100");

  // "{{locationCounty}} County" would read "… County County" on every clone.
  await expect(page.getByTestId("doubled-words")).toHaveText(`“{{locationCounty}} County” reads “${county} County”: {{locationCounty}} already ends with “County”.`);
  await (await markdownContent(page)).fill("{{locationName}} sits in {{locationCounty}}.");
  await expect(page.getByTestId("doubled-words")).toHaveCount(0);
});

test("staff pages have titles of their own", async ({ page }) => {
  await signInAsNewEditor(page, "tabs");
  await expect(page).toHaveTitle("Blog Page Builder | Pamlico Ridge Roofing");
  await page.goto("/posts");
  await expect(page).toHaveTitle("Posts | Pamlico Ridge Roofing");
  await page.goto("/create-post");
  await expect(page).toHaveTitle("Create New Blog Post | Pamlico Ridge Roofing");
  await page.getByLabel("Title", { exact: true }).fill(`Tab titles ${suffix}`);
  await (await markdownContent(page)).fill("A post to edit.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveTitle(`Edit “Tab titles ${suffix}” | Pamlico Ridge Roofing`);
  await page.getByRole("link", { name: "Preview saved version" }).click();
  await expect(page).toHaveTitle(`Preview “Tab titles ${suffix}” | Pamlico Ridge Roofing`);
});
