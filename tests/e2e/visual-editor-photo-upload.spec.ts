/**
 * Photos without leaving the post (docs/decisions/019-visual-editor.md): the toolbar's photo button
 * uploads a photo from the computer through the album's own upload, asks what it shows, and puts it
 * in the post with that alt text. The album names it by its alt text (not "IMG_2231.jpg"), and it
 * stays off the public gallery unless "Show in the public gallery" is ticked. On a server of its own:
 * the album must start empty.
 */
import AxeBuilder from "@axe-core/playwright";
import { cameraJpeg } from "../support/test-images";
import { expect, type Page } from "./fixtures";
import { horizontalOverflow } from "./layout-checks";
import { settleAnimations } from "./page-checks";
import { signUpOwner, testWithOwnServer } from "./own-server";

const test = testWithOwnServer();

/** No axe violation inside the open dialog. */
async function expectAccessibleDialog(page: Page) {
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("with an empty album, the photo button uploads a photo, which goes into the post with its alt text and not into the public gallery", async ({ page, ownServer }) => {
  test.slow(); // a server of its own, an upload, a publish and three public or album pages
  await signUpOwner(page, ownServer);
  await page.goto("/create-post");
  const content = page.getByRole("textbox", { name: /^Content/ });
  await expect(content).toHaveAttribute("contenteditable", "true");
  await expect(page.getByText("Drop or paste a photo into the text to add it.")).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("A new roof over the porch");
  await content.click();
  await page.keyboard.type("The porch roof was replaced in two days.");

  await page.getByRole("button", { name: "Add a photo (upload, or from the album)" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert a photo" });
  await expect(dialog.getByText("The album has no photos yet")).toBeVisible();
  await expectAccessibleDialog(page);
  await dialog.getByLabel("Upload a photo from this computer").setInputFiles({ name: "IMG_2231.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(1200, 900, 3) });

  // No photo without words for people who cannot see it.
  await dialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(dialog.getByText("the alt text is required")).toBeVisible();
  const alt = "New standing seam porch roof on a white farmhouse";
  await dialog.getByLabel("Alt text").fill(alt);
  await expect(dialog.getByRole("checkbox", { name: "Show in the public gallery" })).not.toBeChecked();
  await expectAccessibleDialog(page);
  // On a phone the dialog fits the screen: no sideways scrolling.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await horizontalOverflow(page)).toBe(0);
  await page.setViewportSize(wide);
  await dialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  const inserted = content.getByRole("img", { name: alt });
  await expect(inserted).toBeVisible();
  const src = await inserted.getAttribute("src");
  expect(src).toMatch(/^\/media\/photos\/[0-9a-f]{32}\/\d+\.jpg$/);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Post published").first()).toBeVisible();

  await page.goto("/blog/a-new-roof-over-the-porch");
  await expect(page.getByRole("main").getByRole("img", { name: alt })).toBeVisible();

  // In the album under its alt text, not its file name; not a project photo of the gallery.
  await page.goto("/photo-album/");
  await expect(page.getByText(alt).first()).toBeVisible();
  await expect(page.getByText("IMG_2231")).toHaveCount(0);
  await page.goto("/gallery/");
  await expect(page.getByRole("heading", { name: "No photos found" })).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toHaveCount(0);
});
