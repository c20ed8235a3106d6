/**
 * The Photo Album and bulk upload (spec §2.9, §2.11): twelve files, two of them bad, go up
 * three at a time with a progress bar and a result each; the ten good ones are in the album; a photo
 * is edited and deleted; the screens have no axe violations. The e2e database is shared with other
 * spec files, so the batch carries its own tag and the album is searched by it.
 */
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures";
import { signInAsNewEditor } from "./staff-session";

test.describe.configure({ mode: "serial" });

async function photo(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: 120 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the album needs a signed-in member", async ({ page }) => {
  await page.goto("/photo-album");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fphoto-album/);
});

test("bulk upload, album search, edit and delete", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsNewEditor(page, "photos");
  const tag = `batch-${crypto.randomBytes(3).toString("hex")}`;

  await test.step("the staff header and the dashboard lead to the album", async () => {
    await expect(page.getByRole("link", { name: "Open Photo Album" })).toHaveAttribute("href", "/photo-album/");
    await expect(page.getByRole("link", { name: "Start Upload" })).toHaveAttribute("href", "/photo-album/bulk-upload");
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Photo Album" }).click();
    await expect(page).toHaveURL(/\/photo-album\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Photo Album" })).toBeVisible();
    await expect(page.getByText(/\d+ photos? in album/)).toBeVisible();
    await expect(page.getByRole("link", { name: "View the public gallery" })).toHaveAttribute("href", "/gallery/");
    await page.goto("/photo-album");
    await expect(page).toHaveURL(/\/photo-album\/$/);
  });

  await test.step("twelve files, two bad: each gets a progress bar and its own result", async () => {
    await page.getByRole("link", { name: "Bulk upload" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Bulk Photo Upload" })).toBeVisible();
    await page.getByLabel("Category").selectOption("Residential");
    await page.getByLabel("Tags").fill(`${tag}, storm`);
    const files = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({ name: `roof-${i + 1}.jpg`, mimeType: "image/jpeg", buffer: await photo(i + Date.now() % 1000) })),
    );
    files.splice(3, 0, { name: "invoice.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Invoice total: $1,200") });
    files.splice(8, 0, {
      name: "broken.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not the rest of a photo ".repeat(20))]),
    });
    await page.getByLabel("Choose photos").setInputFiles(files);
    const list = page.getByRole("list", { name: "Files in this batch" });
    await expect(list.getByRole("listitem")).toHaveCount(12);
    for (const f of files) await expect(page.getByRole("progressbar", { name: `${f.name} upload progress` })).toBeVisible();

    await page.getByRole("button", { name: "Upload 12 photos" }).click();
    await expect(page.getByTestId("bulk-summary")).toHaveText("12 of 12 finished · 10 added · 0 already in album · 2 failed", { timeout: 120_000 });
    const invoice = list.getByRole("listitem").filter({ hasText: "invoice.jpg" });
    await expect(invoice).toContainText("Failed");
    await expect(invoice).toContainText("This file is not an image");
    await expect(list.getByRole("listitem").filter({ hasText: "broken.jpg" })).toContainText("damaged or incomplete");
    const added = list.locator('[data-upload-status="done"]');
    await expect(added).toHaveCount(10);
    await expect(added.first()).toContainText("Added");
    await expect(page.getByRole("progressbar", { name: "roof-1.jpg upload progress" })).toHaveJSProperty("value", 1);
    await expect(page.getByRole("button", { name: "Retry 2 failed" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("the album shows the ten, found by the batch's tag", async () => {
    await page.goto("/photo-album/");
    await page.getByLabel("Search").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("10 matching photos")).toBeVisible();
    const grid = page.getByRole("list", { name: "Photos" });
    await expect(grid.locator(":scope > li")).toHaveCount(10);
    await expect(grid.locator(":scope > li").first()).toContainText("Residential");
    await expect(grid.locator(":scope > li").first()).toContainText(tag);
    await expect(grid.locator("img").first()).toHaveAttribute("src", /^\/media\/photos\/[0-9a-f]{32}\/\d+\.jpg$/);
    await expectNoAxeViolations(page);
  });

  await test.step("edit a photo's name, alt text and town", async () => {
    await page.getByRole("button", { name: "Edit roof-5" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit photo" });
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Save photo" }).click();
    // The browser's own required check keeps an empty name from being sent.
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Name").fill(`Wilson re-roof ${tag}`);
    await dialog.getByLabel("Alt text").fill("New architectural shingles on a brick ranch house");
    await dialog.getByLabel("Town").selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Save photo" }).click();
    await expect(page.getByText(`Saved “Wilson re-roof ${tag}”.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: `Wilson re-roof ${tag}` })).toBeVisible();
    await page.getByRole("link", { name: "List" }).click();
    await expect(page.getByRole("row", { name: new RegExp(`Wilson re-roof ${tag}`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("upload one photo through the dialog; the same file again is recognised", async () => {
    const single = { name: "chimney.jpg", mimeType: "image/jpeg", buffer: await photo(Date.now() % 997) };
    const upload = async () => {
      await page.getByRole("button", { name: "Upload photo" }).click();
      const dialog = page.getByRole("dialog", { name: "Upload photo" });
      await dialog.getByLabel("Photo", { exact: true }).setInputFiles(single);
      await dialog.getByLabel("Name").fill(`Chimney flashing ${tag}`);
      await dialog.getByLabel("Tags").fill(tag);
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      return dialog;
    };
    const dialog = await upload();
    await expect(page.getByText(`Added “Chimney flashing ${tag}” to the album.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("11 matching photos")).toBeVisible();
    // Said inside the dialog, where focus is: everything behind a modal dialog is inert.
    const again = await upload();
    await expect(again.getByRole("status")).toHaveText(`This photo is already in the album as “Chimney flashing ${tag}”.`);
    await page.keyboard.press("Escape");
  });

  await test.step("delete a photo after a confirmation", async () => {
    await page.getByRole("button", { name: `Delete Wilson re-roof ${tag}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete “Wilson re-roof ${tag}”?` });
    await expect(confirm).toContainText("No post uses it as featured image.");
    await confirm.getByRole("button", { name: "Delete photo" }).click();
    await expect(page.getByText(`Deleted “Wilson re-roof ${tag}”.`)).toBeVisible();
    await expect(page.getByText("10 matching photos")).toBeVisible();
  });
});
