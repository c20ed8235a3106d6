import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { addVariable, markdownContent } from "./staff-actions";
import { signInAsNewEditor } from "./staff-session";

test.describe.configure({ mode: "serial" });

const suffix = crypto.randomBytes(3).toString("hex");
const variableName = `warrantyYears_${suffix}`;
const title = `Metal Roofs in {{locationName}}, NC ${suffix}`;

async function changeVariable(page: Page, name: string, value: string) {
  await page.goto("/variables");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Variable" });
  await dialog.getByLabel("Value").fill(value);
  await dialog.getByRole("button", { name: /save|update/i }).click();
  await expect(page.getByText("Variable updated successfully")).toBeVisible();
}

test("write a post with placeholders, clone it to three towns, publish one and read it on the blog", async ({ page }) => {
  await signInAsNewEditor(page, "writer");
  await addVariable(page, variableName, "5");

  // Write the template post.
  await page.goto("/create-post");
  await expect(page.getByRole("heading", { name: "Create New Blog Post", level: 1 })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await (await markdownContent(page)).fill(
    `## Metal roofing for {{locationName}}\n\n{{locationName}} is in {{locationCounty}}. ` +
      `Every roof we build carries a {{${variableName}}}-year workmanship warranty.\n\n` +
      `Call {{businessName}} at {{businessPhone}} for a free inspection.`,
  );
  await page.getByRole("textbox", { name: "Categories" }).fill("Metal Roofing");
  await page.getByRole("button", { name: "Add categories" }).click();
  await page.getByRole("textbox", { name: "Tags" }).fill("metal");
  await page.getByRole("textbox", { name: "Tags" }).press("Enter");
  await expect(page.getByRole("list", { name: "Tags" }).getByText("#metal")).toBeVisible();

  const preview = page.getByRole("complementary", { name: "Live Preview" });
  await expect(preview.getByText("Call Pamlico Ridge Roofing at (252) 555-0100")).toBeVisible();
  await expect(preview.getByText("5-year workmanship warranty")).toBeVisible();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  // After the first save the editor stays on the saved post (decisions point 17).
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  // Find it on /posts as a template and preview it.
  await page.goto("/posts");
  await page.getByLabel("Search").fill(suffix);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Template")).toBeVisible();
  await expect(card.getByText("No date")).toBeVisible();
  await card.getByRole("link", { name: `Preview “${title}”` }).click();
  await expect(page.getByText("Preview Mode")).toBeVisible();
  await expect(page.getByText("Call Pamlico Ridge Roofing at (252) 555-0100")).toBeVisible();

  // Clone to three towns.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  for (const town of ["Wilson", "Tarboro", "Garner"]) {
    await page.getByRole("checkbox", { name: new RegExp(`^${town}\\b`) }).check();
  }
  await expect(page.getByText("3 of")).toBeVisible();
  await page.getByRole("button", { name: "Clone to 3 Location(s)" }).click();
  // The editor keeps the result: each new draft with a way to open, publish or delete it.
  await expect(page.getByRole("heading", { name: "Result: Successfully cloned to 3 location(s)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "New drafts" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Open the Garner draft" })).toBeVisible();
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Posts", exact: true }).click();
  await expect(page).toHaveURL(/\/posts$/);

  // The clones are drafts with their town's badge; publish Wilson's.
  const wilsonTitle = `Metal Roofs in Wilson, NC ${suffix}`;
  await page.getByLabel("Search").fill(suffix);
  const wilson = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: wilsonTitle }) });
  await expect(wilson.getByText("Draft")).toBeVisible();
  await expect(wilson.getByText("Wilson, NC", { exact: true })).toBeVisible();
  await expect(wilson.getByText(`Clone of “${title}”`)).toBeVisible();
  await wilson.getByRole("button", { name: `Publish “${wilsonTitle}”` }).click();
  await expect(page.getByText("Post published")).toBeVisible();
  await expect(wilson.getByText("Published", { exact: true })).toBeVisible();

  // Readers find it on the Wilson blog and read it with every placeholder replaced.
  await page.goto("/blog?location=wilson");
  await page.getByRole("link", { name: new RegExp(wilsonTitle) }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: wilsonTitle })).toBeVisible();
  const article = page.getByRole("article");
  await expect(article).toContainText("Wilson is in Wilson County.");
  await expect(article).toContainText("5-year workmanship warranty");
  await expect(article).toContainText("Call Pamlico Ridge Roofing at (252) 555-0100");
  expect(await article.innerText()).not.toContain("{{");
  const articleUrl = page.url();

  // A changed content variable shows on the published post at once.
  await changeVariable(page, variableName, "10");
  await page.goto(articleUrl);
  await expect(page.getByRole("article")).toContainText("10-year workmanship warranty");
});

test("a post still holding an unknown placeholder cannot be published", async ({ page }) => {
  await signInAsNewEditor(page, "guarded");
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(`Guarded ${suffix}`);
  await (await markdownContent(page)).fill("Ask about {{mysteryDiscount}} today.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  await page.goto("/posts");
  await page.getByLabel("Search").fill(`Guarded ${suffix}`);
  await page.getByRole("button", { name: `Publish “Guarded ${suffix}”` }).click();
  await expect(page.getByText(/Not published: "Guarded .*" still contains \{\{mysteryDiscount\}\}/)).toBeVisible();
});

test("the editor explains bad input and keeps what was typed", async ({ page }) => {
  await signInAsNewEditor(page, "careful");
  await page.goto("/create-post");
  await (await markdownContent(page)).fill("Some words without a title.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please fill in title and content" })).toBeVisible();
  await expect(await markdownContent(page)).toHaveValue("Some words without a title.");
  await page.getByLabel("Meta description").fill("x".repeat(170));
  await expect(page.getByText("170/160 characters")).toBeVisible();
});
