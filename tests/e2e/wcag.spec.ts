/**
 * WCAG 2.2 AA where axe cannot look (docs/decisions/010-fonts-and-layout.md): reflow at 320px (1.4.10)
 * on every public page type and every staff screen, the text-spacing override (1.4.12), target size
 * (2.5.8), focus never under the sticky header (2.4.11), forced colours, and reduced motion.
 */
import { PUBLIC_PAGE_TYPES } from "../../scripts/public-page-types.mjs";
import { routeFiles } from "../support/route-files";
import { expect, test, type Page } from "./fixtures";
import { applyTextSpacing, CHECKED_WHERE_MADE, elementsPastRightEdge, horizontalOverflow, lostText, selectsCutOff, smallTargets } from "./layout-checks";
import { stubGoogleMaps } from "./page-checks";
import { signInAsOwner } from "./staff-session";

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
/** WCAG 1.4.10: content reflows into 320 CSS px (1280px at 400% zoom) without scrolling sideways. */
const REFLOW = { width: 320, height: 800 };

for (const [type, path] of Object.entries(PUBLIC_PAGE_TYPES)) {
  test(`${type} (${path}): reflows at 320px, keeps all text under WCAG text spacing, targets at least 24px`, async ({ page }) => {
    await stubGoogleMaps(page);
    await page.setViewportSize(REFLOW);
    await page.goto(path);
    expect(await horizontalOverflow(page), "sideways scroll at 320px").toBeLessThanOrEqual(0);
    expect(await selectsCutOff(page), "drop-downs cut off at 320px").toEqual([]);

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(path);
      expect(await smallTargets(page), `targets under 24px at ${size.width}px`).toEqual([]);
      await applyTextSpacing(page);
      expect(await lostText(page), `text lost to WCAG text spacing at ${size.width}px`).toEqual([]);
      expect(await horizontalOverflow(page), `sideways scroll with WCAG text spacing at ${size.width}px`).toBeLessThanOrEqual(0);
    }
  });
}

/**
 * Every staff screen (from the route files, so a new one cannot be missed). A screen about one
 * record opens the first such record linked from its list.
 */
const STAFF_SCREENS = routeFiles().filter((r) => r.staffLayout && r.hasPage && !(r.file in CHECKED_WHERE_MADE));
const LISTED_ON: Record<string, string> = { "/leads/": "/leads", "/post-preview/": "/posts", "/town-pages/counties/": "/town-pages" };

async function staffScreenPath(page: Page, screen: (typeof STAFF_SCREENS)[number]): Promise<string> {
  if (!screen.dynamic) return screen.path;
  const prefix = Object.keys(LISTED_ON).find((p) => screen.path.startsWith(p));
  expect(prefix, `a list that links to ${screen.file}: add it to LISTED_ON`).toBeDefined();
  await page.goto(LISTED_ON[prefix!]);
  // A record's own page: one more path segment (not /leads/export.csv).
  const hrefs = await page.locator(`main a[href^="${prefix}"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => /^[^/.?#]+$/.test(h.slice(prefix!.length)));
  expect(href, `a link to ${prefix}… on ${LISTED_ON[prefix!]}`).toBeTruthy();
  return href!;
}

/** One request through the public form, so the leads screens have a lead to show. */
async function sendRequest(page: Page) {
  const started = Date.now();
  await page.goto("/book-inspection");
  const form = page.getByRole("form", { name: "Request a free inspection or estimate" });
  await form.getByLabel("Your name").fill("Reflow Check");
  await form.getByLabel("Phone").fill("252-555-0177");
  await form.getByLabel("E-mail").fill("reflow.check@example.com");
  await form.getByLabel("Street address").fill("12 Pine Street");
  await form.getByLabel("Town").fill("Tarboro");
  await form.getByLabel("ZIP code").fill("27886");
  await form.getByLabel("What do you need?").selectOption({ label: "Roof repair or a leak" });
  // The form refuses anything sent within 3 seconds of showing it (README, Requests from the site).
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - started)));
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/book-inspection\/thanks/);
}

test("every staff screen reflows at 320px with no drop-down cut off", async ({ page }) => {
  test.slow(); // fourteen screens
  await sendRequest(page);
  await signInAsOwner(page);
  expect(STAFF_SCREENS.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const screen of STAFF_SCREENS) {
    await page.setViewportSize(DESKTOP);
    const path = await staffScreenPath(page, screen);
    await page.setViewportSize(REFLOW);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) problems.push(`${path}: scrolls ${overflow}px sideways (${(await elementsPastRightEdge(page)).join("; ")})`);
    for (const cut of await selectsCutOff(page)) problems.push(`${path}: ${cut}`);
  }
  expect(problems).toEqual([]);
});

/**
 * Tab through the whole page and back: every focused element outside the header must show below
 * the sticky header's bottom edge and inside the window.
 */
async function focusHiddenUnderHeader(page: Page, direction: "Tab" | "Shift+Tab"): Promise<string[]> {
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < 400; stop++) {
    await page.keyboard.press(direction);
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Inside an embedded frame (the estimate widget) Tab walks the frame's own controls.
      if (el.tagName === "IFRAME") return { key: "", inFrame: true, name: "", inHeader: false, top: 0, bottom: 0, headerBottom: 0, windowHeight: 0 };
      const header = document.querySelector("body > header")!;
      const box = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 50)}"`;
      return {
        key: `${name}@${Math.round(box.top + scrollY)}:${Math.round(box.left)}`,
        inFrame: false,
        name,
        inHeader: header.contains(el),
        top: box.top,
        bottom: box.bottom,
        headerBottom: header.getBoundingClientRect().bottom,
        windowHeight: innerHeight,
      };
    });
    if (focus?.inFrame) continue;
    if (!focus || seen.has(focus.key)) break; // back at the start: every stop visited
    seen.add(focus.key);
    if (focus.inHeader) continue;
    if (focus.top < focus.headerBottom - 0.5 || focus.top >= focus.windowHeight) {
      hidden.push(`${focus.name}: top ${Math.round(focus.top)}px, header ends at ${Math.round(focus.headerBottom)}px`);
    }
  }
  expect(seen.size, "focus stops visited").toBeGreaterThan(20);
  return hidden;
}

for (const path of [PUBLIC_PAGE_TYPES.home, PUBLIC_PAGE_TYPES.guide]) {
  test(`${path}: no focused element is hidden under the sticky header, tabbing forward or back`, async ({ page }) => {
    test.slow(); // a few hundred key presses
    await stubGoogleMaps(page);
    // The final position is what counts: without smooth scrolling it is reached at once.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(path);
      expect(await focusHiddenUnderHeader(page, "Tab"), `Tab at ${size.width}px`).toEqual([]);
      // From the end of the page back to the top: each element is scrolled in from above.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator("footer a").last().focus();
      expect(await focusHiddenUnderHeader(page, "Shift+Tab"), `Shift+Tab at ${size.width}px`).toEqual([]);
    }
  });
}

test("forced colours: filled buttons keep their outline and the focus ring shows", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const path of [PUBLIC_PAGE_TYPES.home, PUBLIC_PAGE_TYPES.contact]) {
    await page.emulateMedia({ forcedColors: "none" });
    await page.goto(path);
    // Controls drawn as a shape (a fill or a border unlike what is behind them) in ordinary colours.
    const shaped = await page.evaluate(() => {
      const opaque = (c: string) => c !== "transparent" && !/rgba\(.*,\s*0\)$/.test(c);
      const behind = (el: Element) => {
        for (let p = el.parentElement; p; p = p.parentElement) {
          const bg = getComputedStyle(p).backgroundColor;
          if (opaque(bg)) return bg;
        }
        return "rgb(255, 255, 255)";
      };
      let n = 0;
      for (const el of document.querySelectorAll<HTMLElement>("a[href], button")) {
        if (!el.checkVisibility()) continue;
        const style = getComputedStyle(el);
        const filled = opaque(style.backgroundColor) && style.backgroundColor !== behind(el);
        const bordered = Number.parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== "none";
        if (filled || bordered) el.dataset.e2eShaped = String(n++);
      }
      return n;
    });
    expect(shaped, `buttons drawn as shapes on ${path}`).toBeGreaterThan(3);

    await page.emulateMedia({ forcedColors: "active" });
    const lostShape = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-e2e-shaped]")]
        .filter((el) => {
          const style = getComputedStyle(el);
          return !(Number.parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== "none" && style.borderTopColor !== style.backgroundColor);
        })
        .map((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)),
    );
    expect(lostShape, `buttons with no outline in forced colours on ${path}`).toEqual([]);

    // The first stops of the keyboard path each show a focus ring.
    const ringless: string[] = [];
    for (let stop = 0; stop < 25; stop++) {
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40),
          // Inside an embedded frame (the estimate widget) the frame's own page draws the focus.
          inFrame: el.tagName === "IFRAME",
          shown: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2,
        };
      });
      if (!ring.inFrame && !ring.shown) ringless.push(ring.name);
    }
    expect(ringless, `focus without a ring in forced colours on ${path}`).toEqual([]);
  }
});

test("reduced motion: in-page links jump instead of scrolling smoothly, and nothing animates", async ({ browser }) => {
  const measure = async (reducedMotion: "reduce" | "no-preference") => {
    const page = await (await browser.newContext({ reducedMotion, viewport: DESKTOP })).newPage();
    await page.goto(PUBLIC_PAGE_TYPES.faq);
    // Where the page is the moment the topic link is followed, and once everything has settled.
    const scroll = await page.evaluate(async () => {
      document.querySelector<HTMLAnchorElement>('a[href="#insurance-storm-damage"]')!.click();
      const atOnce = Math.round(scrollY);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { atOnce, settled: Math.round(scrollY) };
    });
    await page.goto(PUBLIC_PAGE_TYPES.home);
    // The Services & Resources chevron turns as its menu opens.
    const motion = await page.evaluate(() => {
      [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("Services & Resources"))!.click();
      return document.getAnimations().map((a) => {
        const timing = a.effect!.getComputedTiming();
        return Number(timing.duration) * Number(timing.iterations);
      });
    });
    await page.context().close();
    return { scroll, longestMotionMs: Math.max(0, ...motion) };
  };

  const moving = await measure("no-preference");
  expect(moving.scroll.atOnce, "without the preference the page glides to the topic").toBeLessThan(moving.scroll.settled);
  expect(moving.longestMotionMs, "without the preference the chevron turns").toBeGreaterThan(100);

  const still = await measure("reduce");
  expect(still.scroll.atOnce, "with reduced motion the page is at the topic at once").toBe(still.scroll.settled);
  expect(still.longestMotionMs, "with reduced motion nothing takes any time to move").toBeLessThan(1);

  for (const [type, path] of Object.entries(PUBLIC_PAGE_TYPES)) {
    const page = await (await browser.newContext({ reducedMotion: "reduce", viewport: PHONE })).newPage();
    await stubGoogleMaps(page);
    await page.goto(path);
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect!.getComputedTiming().iterations === Infinity)
        .map((a) => (a.effect as KeyframeEffect).target?.getAttribute("class") ?? ""),
    );
    expect(endless, `endless animations on the ${type} page with reduced motion`).toEqual([]);
    await page.context().close();
  }
});
