/**
 * Document import (spec §2.11) in the browser: a marketer imports a real Word document into a new
 * post — title and content filled, its picture in the album — and, having typed first, is asked
 * before anything is replaced. Errors show next to the control.
 */
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "~/domain/document-type";
import { encryptedPdf, manyPagePdf, paddedDocx, testDocx, testPng } from "../support/test-documents";
import { expect, test } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { signInAsNewEditor } from "./staff-session";
import { markdownContent } from "./staff-actions";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

test("a .docx fills title and content without saving; typed text is replaced only after a confirmation", async ({ page }) => {
  await signInAsNewEditor(page, "import");
  await page.goto("/create-post");
  const title = page.getByLabel("Title", { exact: true });
  const content = await markdownContent(page);
  const control = page.getByLabel("Document to import");
  const importButton = page.getByRole("button", { name: "Import document" });
  await expect(control).toHaveAccessibleDescription(/up to 10 MB/);

  // Errors are shown next to the control: no file chosen, then a refused one.
  await importButton.click();
  await expect(page.getByRole("alert").filter({ hasText: IMPORT_MESSAGES.noFile })).toBeVisible();
  await control.setInputFiles({ name: "estimate.pdf", mimeType: "application/pdf", buffer: await encryptedPdf() });
  await importButton.click();
  await expect(page.getByRole("alert").filter({ hasText: IMPORT_MESSAGES.encrypted })).toBeVisible();

  // Into an empty editor: filled at once.
  // A picture of its own each run, so it is new to the album even on a database kept between runs.
  const png = await testPng(crypto.randomInt(256), 64 + crypto.randomInt(400), 48);
  await control.setInputFiles({ name: "storm-checklist.docx", mimeType: DOCX, buffer: await testDocx({ title: "Storm Damage Checklist", png }) });
  // Held on its way to the server until the progress has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/create-post/import", async (route) => {
    await held;
    await route.continue();
  });
  await importButton.click();
  await expect(page.getByRole("button", { name: "Importing…" })).toBeDisabled();
  release();
  await expect(title).toHaveValue("Storm Damage Checklist");
  await expect(content).toHaveValue(/\| Item \| Cost \|\n\| --- \| --- \|\n\| Shingles \| \$400 \|/);
  await expect(content).toHaveValue(/^Call \[our office\]\(https:\/\/example\.com\/help\) after \*\*every\*\* storm\.\n\n## Before you call\n\n- Check shingles\n- Check gutters/);
  await expect(content).toHaveValue(/!\[A red roof\]\(\/media\/[^)]+\.jpg\)/);
  await expect(page.getByRole("status").filter({ hasText: "Added 1 picture to the photo album." })).toBeVisible();
  const preview = page.getByRole("complementary", { name: "Live Preview" });
  await expect(preview.getByRole("heading", { name: "Before you call", level: 2 })).toBeVisible();
  await expect(preview.getByRole("img", { name: "A red roof" })).toBeVisible();

  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.unroute("**/create-post/import");

  // The writer changes the text, then imports another document: asked first; Cancel keeps the text.
  await content.fill("My own words about gutters.");
  await control.setInputFiles({ name: "other.docx", mimeType: DOCX, buffer: await testDocx({ title: "Another Guide", picture: false }) });
  await importButton.click();
  const dialog = page.getByRole("alertdialog", { name: "Replace what you have written?" });
  await expect(dialog).toBeVisible();
  await settleAnimations(page);
  const dialogAxe = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(dialogAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(content).toHaveValue("My own words about gutters.");
  await expect(title).toHaveValue("Storm Damage Checklist");

  // Again, by keyboard, and confirmed: replaced.
  await importButton.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Replace" }).click();
  await expect(title).toHaveValue("Another Guide");
  await expect(content).toHaveValue(/^Call \[our office\]/);

  // Pasted text over written content asks too, and keeps the title.
  await page.getByLabel("Text to use as the content").fill("Pasted notes.");
  await page.getByRole("button", { name: "Use This Text" }).click();
  await dialog.getByRole("button", { name: "Replace" }).click();
  await expect(content).toHaveValue("Pasted notes.");
  await expect(title).toHaveValue("Another Guide");
});

test("a document past an import limit is refused with the limit it hit, not a generic error", async ({ page }) => {
  await signInAsNewEditor(page, "import-limits");
  await page.goto("/create-post");
  const control = page.getByLabel("Document to import");
  const importButton = page.getByRole("button", { name: "Import document" });

  // A 300 KB .docx that states 2 KB and inflates to 60 MB.
  await control.setInputFiles({ name: "bomb.docx", mimeType: DOCX, buffer: paddedDocx(60 * 1024 * 1024, { statedSize: 2048 }) });
  await importButton.click();
  await expect(page.getByRole("alert").filter({ hasText: IMPORT_MESSAGES.unpackedTooLarge })).toBeVisible();

  await control.setInputFiles({ name: "binder.pdf", mimeType: "application/pdf", buffer: await manyPagePdf(IMPORT_LIMITS.pages + 1) });
  await importButton.click();
  await expect(page.getByRole("alert").filter({ hasText: IMPORT_MESSAGES.tooManyPages })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
});
