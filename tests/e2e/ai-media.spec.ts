/**
 * AI localization of clones and AI featured images (docs/decisions/009-ai-media.md) in the browser,
 * against the fake OpenAI server Playwright starts (tests/fakes/openai.mjs): generate a featured
 * image (progress, Cancel, then the album shows it AI-generated), and localize clones with AI
 * (before → after similarity per clone).
 */
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { signInAsNewEditor } from "./staff-session";
import { markdownContent } from "./staff-actions";

const suffix = crypto.randomBytes(3).toString("hex");

async function expectNoAxeViolations(page: Page, selector = "main") {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Saves a new post and opens it in the editor. */
async function createAndEdit(page: Page, title: string, content: string) {
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await (await markdownContent(page)).fill(content);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  const href = await page.getByRole("link", { name: "Preview it" }).getAttribute("href");
  await page.goto(`/create-post?edit=${href!.split("/").pop()}`);
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
}

test("generate a featured image: progress and Cancel, then it is the featured image and the album marks it AI-generated", async ({ page }) => {
  await signInAsNewEditor(page, "aimage");
  const title = `Metal roof on a farmhouse ${suffix}`;
  await createAndEdit(page, title, "Standing seam panels shed rain and reflect summer heat.");
  const picker = page.getByRole("region", { name: "Featured image" });
  const prompt = picker.getByLabel("Generate an image with AI");
  // The prompt starts as the title.
  await expect(prompt).toHaveValue(title);

  await test.step("a picture that takes a while can be cancelled", async () => {
    await prompt.fill(`a slow sunset over shingles ${suffix}`);
    await picker.getByRole("button", { name: "Generate an image" }).click();
    await expect(picker.getByRole("status").filter({ hasText: "Generating… this can take a minute." })).toBeVisible();
    await picker.getByRole("button", { name: "Cancel" }).click();
    await expect(picker.getByText("Cancelled: no image was made.")).toBeVisible();
    await expect(picker.getByRole("button", { name: "Clear featured image" })).toHaveCount(0);
  });

  await test.step("the generated picture becomes the featured image", async () => {
    await prompt.fill(`A new standing seam metal roof on a white farmhouse ${suffix}`);
    await picker.getByRole("button", { name: "Generate an image" }).click();
    await expect(picker.getByText("Image generated successfully! It is in the album, marked AI-generated, and is now the featured image.")).toBeVisible();
    await expect(picker.getByText(`A new standing seam metal roof on a white farmhouse ${suffix}`, { exact: true }).first()).toBeVisible();
    await expect(picker.getByText("AI-generated", { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Blog post updated successfully").first()).toBeVisible();
  });

  await test.step("the album lists it with the AI-generated badge, alt text from the prompt", async () => {
    await page.goto("/photo-album/");
    await page.getByLabel("Search").fill(suffix);
    await page.getByRole("button", { name: "Search" }).click();
    const card = page.getByRole("list", { name: "Photos" }).locator(":scope > li");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("AI-generated");
    await expect(card.locator("img")).toHaveAttribute("alt", `A new standing seam metal roof on a white farmhouse ${suffix}`);
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: /^Edit / }).click();
    const dialog = page.getByRole("dialog", { name: "Edit photo" });
    await expect(dialog).toContainText("Made by the AI image model, not a photo of a real job.");
    await expectNoAxeViolations(page, "dialog[open]");
  });
});

const TEMPLATE = `Homeowners in {{locationName}} know that a roof does more than keep the rain out. It protects the framing, the insulation and everything you own, and in {{locationCounty}} it has to stand up to wind, sun and summer storms year after year.

## Why metal roofing

Standing seam metal panels last forty years or more, shed water quickly and reflect summer heat. They weigh far less than a second layer of shingles, resist algae streaks and come in dozens of colours that suit older farmhouses and new subdivisions alike. Our crews fasten every panel with concealed clips so the roof can expand and contract without loosening.

## What to expect

Most metal roofs take two to four days. We protect your landscaping with tarps, remove the old roof down to the deck, replace any rotten decking, install a synthetic underlayment and finish with new flashing, vents and ridge cap. A magnet sweep of the yard picks up nails before we leave, and a project manager walks the finished roof with you.

## Serving {{locationName}}

Our crews put metal roofs on homes across {{locationName}} and the surrounding communities every week. Call {{businessName}} at {{businessPhone}} for a free inspection and a written estimate.`;

const figures = (text: string) => {
  const [, before, after] = /(\d+) % → (\d+) % like its closest sibling/.exec(text) ?? [];
  return { before: Number(before), after: Number(after) };
};

test("localize clones with AI: progress, then each clone's similarity to its closest sibling before → after", async ({ page }) => {
  await signInAsNewEditor(page, "localize");
  await createAndEdit(page, `Metal roofing in {{locationName}} ${suffix}`, TEMPLATE);
  const panel = page.getByRole("region", { name: "Clone to locations" });
  for (const town of ["Wilson", "Tarboro"]) await panel.getByRole("checkbox", { name: new RegExp(`^${town}\\b`) }).check();
  await panel.getByRole("checkbox", { name: "Localize each clone with AI" }).check();
  await panel.getByRole("button", { name: "Clone to 2 Location(s)" }).click();
  await expect(page.getByText("Successfully cloned to 2 location(s)").first()).toBeVisible();

  const run = page.getByTestId("localize-run");
  await expect(run.getByRole("status")).toHaveText("Finished: 2 of 2 localized.");
  const rows = run.getByRole("list", { name: "Localized clones" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  for (const town of ["Wilson", "Tarboro"]) {
    const row = rows.filter({ hasText: `${town}:` });
    await expect(row).toContainText(/\d+ % → \d+ % like its closest sibling/);
    const { before, after } = figures(await row.innerText());
    // Both figures are the run's: before it started (name-swap clones, alike) and after it ended.
    expect(before).toBeGreaterThan(70);
    expect(after).toBeLessThan(before);
  }
  // The editor stays to show the figures instead of moving on to Posts.
  await expect(page).toHaveURL(/create-post\?edit=/);
  await expectNoAxeViolations(page, "[data-testid=localize-run]");

  await test.step("the existing draft clones can be localized again from the panel", async () => {
    await page.reload();
    await expect(panel.getByText("This post has 2 clone(s), 2 of them draft(s).")).toBeVisible();
    await panel.getByRole("button", { name: "Localize 2 draft clone(s) with AI" }).click();
    await expect(page.getByTestId("localize-run").getByRole("status")).toHaveText("Finished: 2 of 2 localized.");
  });

  await test.step("a run can be cancelled while the AI is writing", async () => {
    // The fake AI never answers a request that mentions a stall: the run waits until Cancel.
    await createAndEdit(page, `Leaks in {{locationName}} ${suffix}`, "Do not let a leak stall your plans in {{locationName}}.");
    await panel.getByRole("checkbox", { name: /^Greenville\b/ }).check();
    await panel.getByRole("checkbox", { name: "Localize each clone with AI" }).check();
    await panel.getByRole("button", { name: "Clone to 1 Location(s)" }).click();
    const stalled = page.getByTestId("localize-run");
    await expect(stalled.getByRole("status")).toHaveText("Localizing 1 of 1: Greenville…");
    await stalled.getByRole("button", { name: "Cancel" }).click();
    await expect(stalled.getByRole("status")).toHaveText("Cancelled: 0 of 1 localized.");
    await expect(stalled.getByRole("listitem")).toHaveText("Greenville: not localized (cancelled)");
  });

  await test.step("the Wilson clone now speaks of Wilson's own facts", async () => {
    await page.goto("/posts");
    await page.getByLabel("Search").fill(suffix);
    await page.getByRole("link", { name: `Preview “Metal roofing in Wilson ${suffix}”` }).click();
    await expect(page.getByText(/Population: [\d,]+\./).first()).toBeVisible();
    await expect(page.getByText(/History: Wilson was incorporated in 1849/).first()).toBeVisible();
  });
});
