/**
 * After a bulk upload the marketer describes the whole batch on one screen — name, alt text, town
 * and tags — instead of one dialog per photo; photos still without alt text are listed on the
 * album and the dashboard until they have it (docs/decisions/013-publishing.md).
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signInAsNewEditor } from "./staff-session";

async function photo(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test("a bulk upload is described on one screen, and missing alt text is listed until it is written", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(page, "describer");
  const tag = `describe-${crypto.randomBytes(3).toString("hex")}`;
  await page.goto("/photo-album/bulk-upload");
  await page.getByLabel("Tags").fill(tag);
  const seed = crypto.randomInt(100_000);
  await page.getByLabel("Choose photos").setInputFiles(
    await Promise.all([1, 2, 3].map(async (i) => ({ name: `IMG_20${i}.jpg`, mimeType: "image/jpeg", buffer: await photo(seed + i * 31) }))),
  );
  await page.getByRole("button", { name: "Upload 3 photos" }).click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("3 of 3 finished · 3 added · 0 already in album · 0 failed", { timeout: 60_000 });

  // Not described yet: the album, the dashboard and the list of photos without alt text say so.
  const elsewhere = await page.context().newPage();
  await elsewhere.goto("/photo-album/");
  await expect(elsewhere.getByRole("note").filter({ hasText: /\d+ photos have no alt text/ })).toBeVisible();
  await elsewhere.goto("/Blog-Page-Builder");
  await expect(elsewhere.getByRole("note").filter({ hasText: /\d+ photos have no alt text/ })).toBeVisible();
  await elsewhere.getByRole("link", { name: "Describe them on one screen" }).click();
  await expect(elsewhere.getByRole("group", { name: /: IMG 202$/ })).toBeVisible();
  await elsewhere.close();

  // The batch, described on one screen and saved at once.
  await page.getByRole("link", { name: "Describe the 3 photos of this batch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Describe photos" })).toBeVisible();
  for (const n of [1, 2, 3]) {
    const group = page.getByRole("group", { name: `Photo ${n} of 3: IMG 20${n}` });
    await group.getByLabel("Name").fill(`Finished roof ${n} ${tag}`);
    await group.getByLabel("Alt text").fill(`Finished shingle roof number ${n}, seen from the street`);
  }
  const first = page.getByRole("group", { name: "Photo 1 of 3: IMG 201" });
  await first.getByLabel("Town").selectOption({ label: "Wilson" });
  await first.getByLabel("Tags").fill(`${tag}, shingles`);
  await page.getByRole("button", { name: "Save all 3 photos" }).click();
  await expect(page.getByText("Saved 3 photos.")).toBeVisible();

  await page.goto(`/photo-album/?q=${tag}`);
  const album = page.getByRole("list", { name: "Photos" });
  await expect(album.getByRole("heading")).toHaveCount(3);
  // Uploaded three at a time, so in any order.
  expect((await album.getByRole("heading").allInnerTexts()).sort()).toEqual([1, 2, 3].map((n) => `Finished roof ${n} ${tag}`));
  await expect(album.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Finished roof 1 ${tag}` }) })).toContainText("Wilson");
  await page.goto("/photo-album/describe");
  await expect(page.getByRole("group", { name: /: (IMG 20[123]|Finished roof)/ })).toHaveCount(0);
});
