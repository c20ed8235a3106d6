import { expect, test } from "./fixtures";
import { disclosure, stubGoogleMaps } from "./page-checks";

// Content pages ship no React (docs/decisions/003-page-weight.md), so each of their interactions is
// native HTML or the islands script (app/components/islands/islands-script.ts). Each works with
// JavaScript and without.

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the mobile menu opens, leads to a page and closes", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/locations/wilson-nc");
      const button = page.getByRole("button", { name: "Menu" });
      const mobile = page.getByRole("navigation", { name: "Mobile" });
      await expect(mobile).toBeHidden();
      await button.click();
      await expect(mobile.getByRole("heading", { name: "Services" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(mobile).toBeHidden();
      await button.click();
      await mobile.getByRole("link", { name: "Book Free Inspection" }).last().click();
      await expect(page).toHaveURL(/\/book-inspection$/);
    });

    test("the Services & Resources menu opens and closes on a click outside", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/blog");
      const toggle = page.getByRole("button", { name: "Services & Resources" });
      const panel = page.locator(`[id="${await toggle.getAttribute("popovertarget")}"]`);
      await toggle.click();
      await expect(panel.getByRole("link")).toHaveCount(17);
      // Placed under its button, not in the middle of the screen.
      const [button, box] = [await toggle.boundingBox(), await panel.boundingBox()];
      expect(Math.abs(box!.y - (button!.y + button!.height))).toBeLessThan(16);
      await page.mouse.click(8, 880);
      await expect(panel).toBeHidden();
    });

    test("FAQ answers open one at a time", async ({ page }) => {
      await page.goto("/frequently-asked-questions");
      const first = disclosure(page, "How much does a new roof cost?");
      const second = disclosure(page, "Are your estimates free?");
      await first.summary.click();
      await expect(page.getByText(/between \$8,000 and \$25,000/)).toBeVisible();
      await second.summary.click();
      await expect(second.details).toHaveAttribute("open");
      await expect(page.getByText(/between \$8,000 and \$25,000/)).toBeHidden();
    });

    test("the blog's town buttons are links to the town's articles", async ({ page }) => {
      await page.goto("/blog");
      await page.getByRole("link", { name: "Rocky Mount", exact: true }).click();
      await expect(page).toHaveURL(/\/blog\?location=rocky-mount$/);
      await expect(page.getByRole("heading", { level: 2, name: "Articles for Rocky Mount" })).toBeVisible();
    });

    test("the home news cards can all be reached", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/home");
      const carousel = page.getByRole("region", { name: "News articles carousel" });
      const next = carousel.getByRole("button", { name: "Next news" });
      const track = carousel.getByRole("list", { name: "News articles" });
      const last = track.getByRole("listitem").last();
      if (javaScriptEnabled) {
        await expect(next).toBeVisible();
        await next.click();
        await next.click();
        await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      } else {
        // No buttons that would do nothing: the row scrolls (and Tab reaches every card's link).
        await expect(next).toBeHidden();
        await last.getByRole("link").focus();
        await expect(last).toBeInViewport();
      }
    });

    test("an office page's map loads when scrolled to, or is a link away without JavaScript", async ({ page }) => {
      const mapRequests = await stubGoogleMaps(page);
      await page.goto("/locations/rockymount-nc");
      const link = page.getByRole("link", { name: /Open in Google Maps/ }).first();
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
      await link.scrollIntoViewIfNeeded();
      if (javaScriptEnabled) {
        await expect(page.locator('iframe[src*="output=embed"]').first()).toBeAttached();
        expect(mapRequests()).toBeGreaterThan(0);
      } else {
        // No "Show map" button that would do nothing.
        await expect(page.getByRole("button", { name: /Show map/ }).first()).toBeHidden();
        expect(mapRequests()).toBe(0);
      }
    });

    test("the home page's instant estimate frame is there from the first paint", async ({ page }) => {
      await page.goto("/home");
      const frame = page.locator('iframe[title="Instant roof estimate form"]');
      await expect(frame).toHaveAttribute("src", /key=test-public-key/);
      if (javaScriptEnabled) {
        await frame.scrollIntoViewIfNeeded();
        // The fake widget reports its height: only the islands script can apply it.
        await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(800);
      }
    });
  });
}

// The contact page is static, the booking page hydrates: the same form, the same hint.
for (const path of ["/contact", "/book-inspection"]) {
  test(`the request form's town hint follows what is typed on ${path}`, async ({ page }) => {
    await page.goto(path);
    const town = page.getByRole("form", { name: "Request a free inspection or estimate" }).getByLabel("Town");
    await expect(town).toHaveAccessibleDescription(/start typing to pick yours/);
    await town.fill("Norfolk");
    await expect(town).toHaveAccessibleDescription(/Norfolk is not on our list of towns/);
    await town.fill("Tarboro, NC");
    await expect(town).toHaveAccessibleDescription(/start typing to pick yours/);
  });
}

test("static pages ask the browser to prerender same-site links, never the staff area", async ({ request }) => {
  const html = await (await request.get("/home")).text();
  const rules = JSON.parse(/<script type="speculationrules"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]);
  expect(rules.prerender[0].eagerness).toBe("moderate");
  expect(JSON.stringify(rules)).toContain("/auth*");
  expect(JSON.stringify(rules)).toContain("/leads*");
  // The booking form hydrates: React handles its navigations.
  expect(await (await request.get("/book-inspection")).text()).not.toContain("speculationrules");
});
