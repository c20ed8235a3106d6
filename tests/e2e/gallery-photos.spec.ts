/**
 * Photos in pages (spec §2.7, §2.11): photos uploaded through the real endpoint show on /gallery/
 * and the home page as <picture>; the lightbox works by keyboard; the editor auto-picks a featured
 * photo with its reason, and staff can pick by keyboard. (The empty states are unit tests: every
 * spec shares one server, and the album specs upload photos to it.)
 */
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures";
import { signInAsNewEditor } from "./staff-session";
import { markdownContent } from "./staff-actions";

test.describe.configure({ mode: "serial" });

/** A small JPEG of its own colour (so each upload has its own content hash). */
async function jpeg(r: number, g: number, b: number): Promise<Buffer> {
  const stripe = await sharp({ create: { width: 400, height: 60, channels: 3, background: { r: 255 - r, g: 255 - g, b: 255 - b } } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g, b } } })
    .composite([{ input: stripe, top: 370, left: 400 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Other specs upload to the same server: this run's photos carry a token of their own. */
const token = crypto.randomBytes(3).toString("hex");
const photos = [
  { title: `Storm repair ${token}`, altTag: "Crew replacing storm-torn shingles on a ranch house", tags: `storm-${token}, shingles`, category: "Storm damage", color: [120, 60, 40] },
  { title: `Standing-seam metal roof ${token}`, altTag: "Charcoal standing-seam metal roof on a farmhouse", tags: "metal", category: "Metal roofing", color: [50, 60, 70] },
  { title: `Copper gutters ${token}`, altTag: "New copper gutters along a porch roof", tags: "gutters", category: "Gutters", color: [160, 110, 60] },
] as const;

async function uploadAll(page: Page) {
  for (const p of photos) {
    const res = await page.request.post("/photo-album/upload", {
      multipart: {
        file: { name: `${p.title}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(p.color[0], p.color[1], p.color[2]) },
        title: p.title,
        altTag: p.altTag,
        tags: p.tags,
        category: p.category,
        locationId: "",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test.describe("with photos in the album", () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInAsNewEditor(page, "photos");
    await uploadAll(page);
    await page.close();
  });

  test("/gallery/ shows every photo as a <picture> with alt text; the lightbox moves by ←/→, traps focus, closes on Escape and gives focus back", async ({ page }) => {
    await page.goto(`/gallery/?q=${token}`);
    await expect(page.locator("main").getByText("3 photos in gallery")).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(3);
    await expect(page.locator("main article picture source[type='image/avif']")).toHaveCount(3);
    for (const img of await page.locator("main article img").all()) {
      expect(await img.getAttribute("alt")).toBeTruthy();
      expect(await img.getAttribute("width")).toBe("1200");
      expect(await img.getAttribute("loading")).toBe("lazy");
    }

    // Newest first: the last upload is the first card.
    // The View control is a link to the full-size photo; the islands script opens the lightbox instead.
    const view = page.getByRole("link", { name: `View ${photos[2].title}` });
    await view.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: photos[2].title })).toBeVisible();
    await expect(dialog.getByText("Photo 1 of 3")).toBeVisible();
    await expect(dialog.locator("img")).toHaveAttribute("alt", photos[2].altTag);

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading", { name: photos[1].title })).toBeVisible();
    await expect(dialog.getByText("Photo 2 of 3")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading", { name: photos[0].title })).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.getByRole("heading", { name: photos[2].title })).toBeVisible();
    await expect(dialog.getByText("Photo 1 of 3")).toBeVisible();
    await page.keyboard.press("End");
    await expect(dialog.getByRole("heading", { name: photos[0].title })).toBeVisible();

    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  test("the Close button closes the lightbox", async ({ page }) => {
    await page.goto(`/gallery/?q=${token}`);
    const view = page.getByRole("link", { name: `View ${photos[1].title}` });
    await view.click();
    const dialog = page.getByRole("dialog", { name: photos[1].title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(view).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the grid is in the page and each View link opens the full-size photo", async ({ page }) => {
      await page.goto(`/gallery/?q=${token}`);
      await expect(page.getByRole("main").getByText("3 photos in gallery")).toBeVisible();
      await expect(page.locator("main article")).toHaveCount(3);
      const view = page.getByRole("link", { name: `View ${photos[0].title}` });
      await expect(view).toHaveAttribute("href", /^\/media\/.+\.jpg$/);
      const response = await page.request.get((await view.getAttribute("href")) ?? "");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\/jpeg/);
    });

    test("the search form and the category filter work as a plain GET form", async ({ page }) => {
      await page.goto("/gallery/");
      await page.getByRole("searchbox", { name: "Search photos" }).fill(token);
      await page.getByLabel("Category").selectOption("Gutters");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/gallery/\\?q=${token}&category=Gutters$`));
      await expect(page.getByRole("main").getByText("1 photo in gallery")).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { name: photos[2].title })).toBeVisible();
    });
  });

  test("search and the category filter narrow the gallery (a plain GET form)", async ({ page }) => {
    await page.goto("/gallery/");
    await page.getByRole("searchbox", { name: "Search photos" }).fill(token);
    await page.getByLabel("Category").selectOption("Metal roofing");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/\\?q=${token}&category=Metal\\+roofing$`));
    await expect(page.locator("main").getByText("1 photo in gallery")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search photos" }).fill("nothing like this");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.locator("main").getByRole("heading", { name: "No photos found" })).toBeVisible();
  });

  test("the home page's gallery shows the album's photos", async ({ page }) => {
    await page.goto("/home");
    const gallery = page.getByRole("region", { name: "Recent work" });
    await expect(gallery.locator("picture").first()).toBeAttached();
    await expect(gallery.locator("img").first()).toHaveAttribute("srcset", /\/media\//);
    const [src] = await gallery.locator("img").first().evaluate((img: HTMLImageElement) => [img.currentSrc]);
    const res = await page.request.get(src);
    expect(res.status()).toBe(200);
  });

  test("the editor auto-picks a photo from the post's tags and says why; staff can pick another by keyboard and save it", async ({ page }) => {
    await signInAsNewEditor(page, "picker");
    await page.goto("/create-post");
    const picker = page.locator("section").filter({ has: page.getByRole("heading", { name: "Featured image" }) });
    await expect(picker.getByLabel("Pick automatically")).toBeChecked();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill("After the storm: what to check on your roof");
    await (await markdownContent(page)).fill("Look for lifted shingles.");
    await page.getByRole("textbox", { name: "Tags" }).fill(`storm-${token}`);
    await page.getByRole("textbox", { name: "Tags" }).press("Enter");
    await expect(picker.getByTestId("auto-pick-reason")).toHaveText(`Auto-picked: tags: storm-${token}`);
    await expect(picker.getByText(photos[0].title).first()).toBeVisible();

    // By keyboard: arrows move through the album's radio group.
    await picker.getByRole("radio", { name: new RegExp(photos[0].title) }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(picker.getByLabel("Pick automatically")).not.toBeChecked();
    const chosen = await picker.getByRole("radio", { checked: true }).evaluate((el) => el.closest("label")?.textContent ?? "");
    expect(chosen).not.toContain(photos[0].title);

    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
    await page.getByRole("link", { name: "Preview it" }).click();
    await expect(page).toHaveURL(/\/post-preview\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;
    await page.goto(`/create-post?edit=${id}`);
    const picked = page.locator("section").filter({ has: page.getByRole("heading", { name: "Featured image" }) });
    await expect(picked.getByLabel("Pick automatically")).not.toBeChecked();
    await expect(picked.getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(picked.getByRole("button", { name: "Clear featured image" })).toBeVisible();
    // The preview shows the chosen photo as a <picture>.
    await page.goto(`/post-preview/${id}`);
    await expect(page.locator("main picture source[type='image/avif']")).toHaveCount(1);
  });

  test("the editor uploads a new photo right there and features it; clearing removes it", async ({ page }) => {
    await signInAsNewEditor(page, "uploader");
    await page.goto("/create-post");
    const picker = page.locator("section").filter({ has: page.getByRole("heading", { name: "Featured image" }) });
    await picker.getByLabel("Upload a new photo to the album").setInputFiles({ name: "new-roof.jpg", mimeType: "image/jpeg", buffer: await jpeg(10, 140, 90) });
    await expect(picker.getByText("Uploaded “new-roof” and chose it.")).toBeVisible();
    await expect(picker.getByRole("radio", { name: /new-roof/, checked: true })).toHaveCount(1);
    await picker.getByRole("button", { name: "Clear featured image" }).click();
    await expect(picker.getByText("No featured image chosen.")).toBeVisible();
    await expect(picker.getByRole("radio", { checked: true })).toHaveCount(0);
  });
});
