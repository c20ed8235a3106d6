/**
 * How a page holds up beyond what axe sees (docs/decisions/010-fonts-and-layout.md): the ways a
 * visitor's text can differ from ours (a wide font, larger text, WCAG's text-spacing override) and
 * measurements of the rendered page (sideways scrolling, controls outside the window, cut-off text,
 * small targets). The measurements run inside the page, so each function passed to `evaluate` is
 * self-contained.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);

/** Where the page fetches the wide test font from (answered by page.route, never by the server). */
const WIDE_FONT_PATH = "/__e2e/wide-font.woff2";
const WIDE_FONT_FAMILY = "E2E Wide";

/**
 * A font wider than any a visitor is likely to have, the same on every machine: Inter Black from the
 * @fontsource/inter package (a dependency), enlarged by `size-adjust` and spaced out. Sample header
 * labels come out ~10% wider than DejaVu Sans Bold, the widest fallback of a bare Debian machine.
 */
const WIDE_FONT_CSS = `
@font-face { font-family: "${WIDE_FONT_FAMILY}"; src: url(${WIDE_FONT_PATH}) format("woff2"); font-weight: 100 900; size-adjust: 115%; }
*, ::before, ::after { font-family: "${WIDE_FONT_FAMILY}" !important; letter-spacing: 0.05em !important; }`;

/** Serves the wide font to this page; call once, then `applyWideFont` after each navigation. */
export async function serveWideFont(page: Page): Promise<void> {
  const font = fs.readFileSync(require.resolve("@fontsource/inter/files/inter-latin-900-normal.woff2"));
  await page.route(`**${WIDE_FONT_PATH}`, (route) => route.fulfill({ body: font, contentType: "font/woff2" }));
}

/** Sets every text on the page in the wide font, and proves the font loaded (no silent fallback). */
export async function applyWideFont(page: Page): Promise<void> {
  await page.addStyleTag({ content: WIDE_FONT_CSS });
  const loaded = await page.evaluate(async (family) => {
    await document.fonts.load(`700 16px "${family}"`);
    await document.fonts.ready;
    return document.fonts.check(`700 16px "${family}"`);
  }, WIDE_FONT_FAMILY);
  expect(loaded, "the wide test font loaded").toBe(true);
}

/**
 * Text zoom, as a visitor sets it in the browser's settings (Chromium's default font size): rem-based
 * sizes and media queries scale with it, so at 200% the 1024px breakpoint sits at 2048px.
 */
export async function zoomText(page: Page, factor: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16 * factor, fixed: 13 * factor } });
}

/** WCAG 1.4.12's override: line height 1.5, paragraph spacing 2em, letter 0.12em, word 0.16em. */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.addStyleTag({
    content: `*, ::before, ::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`,
  });
}

/** CSS pixels the document scrolls sideways (0 when it fits the window). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The innermost elements reaching past the window's right edge, named by tag and text, so a
 * sideways-scroll failure says what to fix.
 */
export async function elementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const past = Array.from(document.body.querySelectorAll("*")).filter((el) => el.getBoundingClientRect().right > edge);
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" ends at ${Math.round(el.getBoundingClientRect().right)}px`);
  });
}

/** The control is on screen: its whole box inside the window. */
export async function expectInsideViewport(control: Locator, name: string): Promise<void> {
  await expect(control, name).toBeVisible();
  const box = await control.boundingBox();
  const size = control.page().viewportSize()!;
  expect(box, `${name} has a box`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect({ name, left: x >= -0.5, right: x + width <= size.width + 0.5, top: y >= -0.5, bottom: y + height <= size.height + 0.5 }).toEqual({
    name,
    left: true,
    right: true,
    top: true,
    bottom: true,
  });
}

/** Drop-downs too narrow for the option they show: the visitor reads it cut off. */
export async function selectsCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const select of document.querySelectorAll("select")) {
      if (!select.getClientRects().length) continue;
      // The browser sizes a select with no width of its own to its longest option: keep only the shown one.
      const natural = select.cloneNode(true) as HTMLSelectElement;
      natural.removeAttribute("id");
      for (const [i, option] of [...natural.options].entries()) if (i !== select.selectedIndex) option.remove();
      natural.style.cssText = "width:auto!important;min-width:0!important;max-width:none!important;position:absolute;visibility:hidden";
      select.parentElement!.append(natural);
      const needed = natural.getBoundingClientRect().width;
      natural.remove();
      const has = select.getBoundingClientRect().width;
      if (has + 0.5 < needed) cut.push(`${select.labels[0]?.textContent?.trim() || select.name}: ${Math.round(has)}px of ${Math.round(needed)}px`);
    }
    return cut;
  });
}

/**
 * Text a visitor cannot read in full: cut off by a box that hides its overflow, or spilling out of
 * the box it belongs to (onto what follows). Text cut short on purpose with an ellipsis (its whole is
 * one click away), visually hidden text for screen readers, and boxes that scroll are left out.
 */
export async function lostText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lost: string[] = [];
    const tolerance = 1;
    // Inline boxes take the size of their text; anything else (inline-flex buttons too) has a box of its own.
    const isBox = (el: Element) => !["inline", "contents"].includes(getComputedStyle(el).display);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, noscript, template, svg") || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!rects.length) continue;
      const where = `"${text.slice(0, 50)}" in <${parent.tagName.toLowerCase()}>`;
      let owner: Element | null = parent;
      while (owner && !isBox(owner)) owner = owner.parentElement;
      for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        const b = box.getBoundingClientRect();
        if (b.width <= 1 && b.height <= 1) break; // visually hidden, read by screen readers only
        if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") break; // cut short on purpose
        const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
        if (scrolls) break;
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        const outX = rects.some((r) => r.left < b.left - tolerance || r.right > b.right + tolerance);
        const outY = rects.some((r) => r.top < b.top - tolerance || r.bottom > b.bottom + tolerance);
        if ((clipsX && outX) || (clipsY && outY)) {
          lost.push(`${where} is cut off by <${box.tagName.toLowerCase()} class="${box.getAttribute("class") ?? ""}">`);
          break;
        }
        if (box === owner && (outX || outY)) {
          lost.push(`${where} spills out of its box`);
          break;
        }
      }
    }
    return lost;
  });
}

/**
 * Targets smaller than 24×24 CSS px that WCAG 2.5.8 does not excuse. Excused: a link inside a
 * sentence, and a small target whose 24px circle touches no other target nor another small
 * target's circle (the spacing exception).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    // The part of an element its scrolling or clipping ancestors let through (a list scrolled past shows none).
    const shownPart = (el: Element) => {
      const box = el.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = a.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])";
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      // checkVisibility: also false inside a closed <details>, whose content still has boxes in Chromium.
      .filter((el) => !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true }))
      .map((el) => ({ el, size: el.getBoundingClientRect(), box: shownPart(el) }))
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const inSentence = (el: HTMLElement) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      let block: HTMLElement | null = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      const own = block?.textContent?.replace(/\s+/g, " ").trim() ?? "";
      const link = el.textContent?.replace(/\s+/g, " ").trim() ?? "";
      return own.length > link.length;
    };
    // A target's size is its own; where it sits among the others is where it shows.
    const small = targets.filter(({ el, size }) => (size.width < MIN || size.height < MIN) && !inSentence(el));
    const centre = (b: DOMRect) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
    const circleTouchesBox = (c: { x: number; y: number }, b: DOMRect) => {
      const dx = Math.max(b.left - c.x, 0, c.x - b.right);
      const dy = Math.max(b.top - c.y, 0, c.y - b.bottom);
      return dx * dx + dy * dy < (MIN / 2) ** 2;
    };
    const failing: string[] = [];
    for (const t of small) {
      const c = centre(t.box);
      const crowded =
        targets.some((o) => o.el !== t.el && !o.el.contains(t.el) && !t.el.contains(o.el) && circleTouchesBox(c, o.box)) ||
        small.some((o) => {
          if (o.el === t.el) return false;
          const d = centre(o.box);
          return Math.hypot(c.x - d.x, c.y - d.y) < MIN;
        });
      if (crowded) {
        const name = t.el.getAttribute("aria-label") ?? t.el.textContent?.trim().slice(0, 40) ?? "";
        failing.push(`<${t.el.tagName.toLowerCase()}> "${name}" ${Math.round(t.size.width)}×${Math.round(t.size.height)}`);
      }
    }
    return failing;
  });
}

/**
 * Staff screens of records only a longer story makes (a job, a homeowner's claim): the spec that
 * makes them checks their HTML and their reflow at 320px, instead of the specs that visit every screen.
 */
export const CHECKED_WHERE_MADE: Record<string, string> = {
  "_staff.jobs.$id.tsx": "tests/e2e/warranty-portal.spec.ts",
  "_staff.claims.$id.tsx": "tests/e2e/warranty-portal.spec.ts",
};
