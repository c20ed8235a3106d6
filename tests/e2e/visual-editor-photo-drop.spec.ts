/**
 * Photos by dragging (docs/decisions/019-visual-editor.md): a photo dropped into the visual editor
 * goes through the album's upload (metadata stripped, variants made), its upload is announced, its
 * alt text is asked for, and it lands where it was dropped as the album image the page shows. A file
 * that is no image is refused with the reason, and nothing is inserted.
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { cameraJpeg, notAnImage } from "../support/test-images";
import { expect, test, type Page } from "./fixtures";
import { signInAsNewEditor } from "./staff-session";

const suffix = crypto.randomBytes(3).toString("hex");
const surface = (page: Page) => page.getByRole("textbox", { name: /^Content/ });

/** A real drop event on the editor's first paragraph, carrying the file as the operating system hands it over. */
async function dropFile(page: Page, bytes: Buffer, name: string, type: string) {
  await surface(page).evaluate(
    (el, { base64, name, type }) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([raw], name, { type }));
      const target = el.querySelector("p") ?? el;
      const box = target.getBoundingClientRect();
      const at = { clientX: box.right - 2, clientY: box.top + box.height / 2 };
      target.dispatchEvent(new DragEvent("dragenter", { dataTransfer: data, bubbles: true, cancelable: true, ...at }));
      target.dispatchEvent(new DragEvent("dragover", { dataTransfer: data, bubbles: true, cancelable: true, ...at }));
      target.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true, ...at }));
    },
    { base64: bytes.toString("base64"), name, type },
  );
}

test("a photo dropped into the text is uploaded without its GPS, described, and shown on the page with its alt text", async ({ page }) => {
  test.slow(); // uploads and processes a photo, publishes and reads the public page and the album
  await signInAsNewEditor(page, "photo-dropper");
  await page.goto("/create-post");
  await expect(surface(page)).toHaveAttribute("contenteditable", "true");
  const title = `New ridge vent ${suffix}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await surface(page).click();
  await page.keyboard.type("The crew replaced the ridge vent in Wilson.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("It was done in one day.");

  // Drop on the first paragraph: the photo goes right after it.
  const name = `ridge-vent-${suffix}.jpg`;
  await dropFile(page, await cameraJpeg(1600, 1200, 7), name, "image/jpeg");
  await expect(page.getByRole("status").filter({ hasText: `Uploading ${name}…` }).or(page.getByRole("dialog", { name: "Describe the photo" }))).toBeVisible();

  const dialog = page.getByRole("dialog", { name: "Describe the photo" });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  // No photo without words for people who cannot see it.
  await dialog.getByRole("button", { name: "Insert photo" }).click();
  await expect(dialog.getByText("the alt text is required")).toBeVisible();
  const alt = `New ridge vent on a brick ranch in Wilson ${suffix}`;
  await dialog.getByLabel("Alt text").fill(alt);
  await expect(dialog.getByRole("checkbox", { name: "Show in the public gallery" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Insert photo" }).click();
  await expect(dialog).toBeHidden();
  const inserted = surface(page).getByRole("img", { name: alt });
  await expect(inserted).toBeVisible();
  const src = await inserted.getAttribute("src");
  expect(src).toMatch(/^\/media\/photos\/[0-9a-f]{32}\/\d+\.jpg$/);
  // Stored as the markdown image the renderer knows, where it was dropped.
  await page.getByRole("button", { name: "Markdown", exact: true }).click();
  await expect(page.getByRole("textbox", { name: /^Content/ })).toHaveValue(`The crew replaced the ridge vent in Wilson.\n\n![${alt}](${src})\n\nIt was done in one day.`);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  // The stored file carries no EXIF (the camera's GPS is gone).
  const stored = await page.request.get(src!);
  expect(stored.ok()).toBe(true);
  const meta = await sharp(await stored.body()).metadata();
  expect(meta.exif).toBeUndefined();

  await page.goto(`/blog/new-ridge-vent-${suffix}`);
  const article = page.getByRole("main");
  await expect(article.getByRole("img", { name: alt })).toBeVisible();
  await expect(article.getByText("The crew replaced the ridge vent in Wilson.")).toBeVisible();

  await page.goto("/photo-album/");
  await page.getByLabel("Search").fill(suffix);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 matching photo")).toBeVisible();
  // Named in the album by its alt text, not its file name; not a project photo of the public gallery (the box was left unticked).
  await expect(page.getByRole("main").getByText(alt).first()).toBeVisible();
  await expect(page.getByRole("main").getByText(`ridge-vent-${suffix}`)).toHaveCount(0);
  await page.goto(`/gallery/?q=${suffix}`);
  await expect(page.getByRole("heading", { name: "No photos found" })).toBeVisible();
});

test("a text file named .jpg dropped into the text is refused with the reason, and nothing is inserted", async ({ page }) => {
  await signInAsNewEditor(page, "photo-refused");
  await page.goto("/create-post");
  await expect(surface(page)).toHaveAttribute("contenteditable", "true");
  await surface(page).click();
  await page.keyboard.type("Storm damage on Main Street.");
  await dropFile(page, notAnImage(), `invoice-${suffix}.jpg`, "image/jpeg");
  await expect(page.getByRole("alert").filter({ hasText: `invoice-${suffix}.jpg was not added: This file is not an image` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("dialog", { name: "Describe the photo" })).toBeHidden();
  await expect(surface(page).getByRole("img")).toHaveCount(0);
  await expect(surface(page)).toHaveText("Storm damage on Main Street.");
});
