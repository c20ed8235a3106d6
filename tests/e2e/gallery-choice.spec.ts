/**
 * The public gallery shows the photos staff chose for it (docs/decisions/013-publishing.md): a Word
 * document's picture lands in the album for the post, not on /gallery/, until someone ticks "Show
 * in public gallery" in the album.
 */
import crypto from "node:crypto";
import { testDocx, testPng } from "../support/test-documents";
import { expect, test } from "./fixtures";
import { signInAsNewEditor } from "./staff-session";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

test("a picture from an imported document stays out of the public gallery until it is chosen for it", async ({ page }) => {
  await signInAsNewEditor(page, "gallery-choice");
  const suffix = crypto.randomBytes(3).toString("hex");
  await page.goto("/create-post");
  const png = await testPng(crypto.randomInt(256), 64 + crypto.randomInt(400), 48);
  await page.getByLabel("Document to import").setInputFiles({ name: `spring-inspection-${suffix}.docx`, mimeType: DOCX, buffer: await testDocx({ title: "Spring Inspection", png }) });
  await page.getByRole("button", { name: "Import document" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added 1 picture to the photo album." })).toBeVisible();

  // Not on the public site by itself.
  await page.goto(`/gallery/?q=${suffix}`);
  await expect(page.getByRole("heading", { name: "No photos found" })).toBeVisible();

  // The album says so, and the choice is the marketer's.
  await page.goto(`/photo-album/?q=${suffix}`);
  const card = page.getByRole("list", { name: "Photos" }).getByRole("listitem").filter({ hasText: suffix });
  await expect(card.getByText("Not in the public gallery")).toBeVisible();
  await card.getByRole("button", { name: /^Edit / }).click();
  const dialog = page.getByRole("dialog", { name: "Edit photo" });
  const choice = dialog.getByRole("checkbox", { name: "Show in public gallery" });
  await expect(choice).not.toBeChecked();
  await choice.check();
  await dialog.getByRole("button", { name: "Save photo" }).click();
  await expect(page.getByText(/^Saved “/).first()).toBeVisible();
  await expect(card.getByText("Not in the public gallery")).toHaveCount(0);

  await page.goto(`/gallery/?q=${suffix}`);
  await expect(page.getByRole("main").getByText("1 photo in gallery")).toBeVisible();
});
