import { expect, test } from "./fixtures";
import { disclosure, internalLinksTest, phoneLayoutTests, stubGoogleMaps } from "./page-checks";

// Company pages: FAQ navigation and accordion, the home news carousel, the lazy map and contact links.


test("FAQ quick navigation scrolls to the category", async ({ page }) => {
  await page.goto("/frequently-asked-questions");
  const heading = page.getByRole("heading", { level: 2, name: "Warranties & Service" });
  await expect(heading).not.toBeInViewport();
  await page.getByRole("navigation", { name: "Jump to a topic" }).getByRole("link", { name: /Warranties & Service/ }).click();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/#warranties-service$/);
  // Not hidden under the sticky header.
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(40);
});

test("FAQ accordion opens and closes with the keyboard, one item at a time", async ({ page }) => {
  await page.goto("/frequently-asked-questions");
  const first = disclosure(page, "How much does a new roof cost?");
  const second = disclosure(page, "Are your estimates free?");
  await expect(first.details).not.toHaveAttribute("open");
  await first.summary.focus();
  await page.keyboard.press("Enter");
  await expect(first.details).toHaveAttribute("open");
  await expect(page.getByText(/between \$8,000 and \$25,000/)).toBeVisible();

  await page.keyboard.press("Tab"); // the answer's link
  await page.keyboard.press("Tab");
  await expect(second.summary).toBeFocused();
  await page.keyboard.press("Space");
  await expect(second.details).toHaveAttribute("open");
  await expect(first.details).not.toHaveAttribute("open");

  await page.keyboard.press("Enter");
  await expect(second.details).not.toHaveAttribute("open");
  await expect(page.getByText(/between \$8,000 and \$25,000/)).toBeHidden();
});

test("FAQ page publishes FAQPage structured data", async ({ page }) => {
  await page.goto("/frequently-asked-questions");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
  expect(faq).toBeTruthy();
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(25);
});

// Every page whose blocks show questions lists them in its FAQPage record; a page without questions
// has none (app/content-page.tsx).
for (const path of ["/financing", "/services", "/specialty-services/roof-coating", "/specialty-services/church-steeple-repair", "/about"]) {
  test(`${path} lists the questions it shows as FAQPage structured data`, async ({ page }) => {
    await page.goto(path);
    const records = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
    const faq = records.find((d) => d["@type"] === "FAQPage");
    const shown = await page.locator("summary").allInnerTexts();
    if (path === "/about") {
      expect(faq).toBeUndefined();
      return;
    }
    const listed: string[] = faq.mainEntity.map((q: { name: string }) => q.name);
    expect(listed.length).toBeGreaterThan(0);
    // Each listed question is one the page shows (other toggles, like the service catalogue's, are not questions).
    expect(shown.map((q) => q.trim())).toEqual(expect.arrayContaining(listed));
  });
}

test("the home news carousel moves with its next and previous buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/home");
  const carousel = page.getByRole("region", { name: "News articles carousel" });
  const track = carousel.getByRole("list", { name: "News articles" });
  await track.scrollIntoViewIfNeeded();
  const previous = carousel.getByRole("button", { name: "Previous news" });
  const next = carousel.getByRole("button", { name: "Next news" });
  await expect(previous).toBeDisabled();
  const position = () => track.evaluate((el) => el.scrollLeft);
  expect(await position()).toBe(0);

  await next.click();
  await expect.poll(position).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();
  const moved = await position();
  await next.click();
  await expect.poll(position).toBeGreaterThan(moved + 50);

  await previous.click();
  await previous.click();
  await expect.poll(position).toBe(0);
  await expect(previous).toBeDisabled();
});

// The empty state itself is a unit test (app/components/company/random-gallery.test.ts): the browser
// specs share one server, and the album specs may have uploaded photos by the time this one runs.
test("the home gallery shows photos with alt text, or says there are none yet", async ({ page }) => {
  await page.goto("/home");
  const gallery = page.getByRole("region", { name: "Recent work" });
  await expect(gallery.getByRole("link", { name: "View the full gallery" })).toBeVisible();
  const photos = gallery.getByRole("img");
  if ((await photos.count()) === 0) {
    await expect(page.getByText("No images available at the moment. Please check back later.")).toBeVisible();
  } else {
    for (const alt of await photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))) expect(alt?.trim()).toBeTruthy();
  }
});

test("the contact map loads only when asked for", async ({ page }) => {
  const mapRequests = await stubGoogleMaps(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/contact");
  const mapFrame = page.locator('iframe[title^="Map of"]');
  await page.waitForTimeout(500);
  await expect(mapFrame).toHaveCount(0);
  expect(mapRequests()).toBe(0);
  await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

  // Clicked where it is, without scrolling: scrolling near the map would load it by itself.
  await page.getByRole("button", { name: /Show map/ }).dispatchEvent("click");
  await expect(mapFrame).toHaveCount(1);
  await expect(mapFrame).toHaveAttribute("src", /output=embed/);
});

test("the contact map loads when scrolled into view", async ({ page }) => {
  await stubGoogleMaps(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/contact");
  const mapFrame = page.locator('iframe[title^="Map of"]');
  await page.waitForTimeout(500);
  await expect(mapFrame).toHaveCount(0);
  await page.getByRole("link", { name: /Open in Google Maps/ }).scrollIntoViewIfNeeded();
  await expect(mapFrame).toHaveCount(1);
});

test("every tel: and mailto: link on /contact is valid", async ({ page }) => {
  await page.goto("/contact");
  const hrefs = await page.locator('a[href^="tel:"], a[href^="mailto:"]').evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
  expect(hrefs.filter((h) => h.startsWith("tel:")).length).toBeGreaterThanOrEqual(3);
  expect(hrefs.filter((h) => h.startsWith("mailto:")).length).toBeGreaterThanOrEqual(2);
  for (const href of hrefs) {
    if (href.startsWith("tel:")) expect(href).toMatch(/^tel:\+1\d{10}$/);
    else expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
  }
});

const pages = ["/home", "/about", "/contact", "/book-inspection", "/frequently-asked-questions", "/careers", "/privacy", "/sms-terms"];

phoneLayoutTests(pages);

internalLinksTest("internal links on the company pages resolve", pages);
