/**
 * The headers fit every window from 320 to 1920px in any font (docs/decisions/010-fonts-and-layout.md):
 * with this machine's own fonts, with a deliberately wide font, and with text zoomed to 200%. The
 * controls a visitor needs are inside the window and nothing scrolls sideways.
 */
import { expect, test, type Page } from "./fixtures";
import { applyWideFont, expectInsideViewport, horizontalOverflow, selectsCutOff, serveWideFont, zoomText } from "./layout-checks";
import { signInAsOwner } from "./staff-session";
import { staffLinksFor } from "../../app/content/navigation";

const WIDTHS = [320, 360, 375, 390, 768, 1024, 1280, 1440, 1920];

/** The ways a visitor's text can differ from ours; `zoom` scales the breakpoints too (rem). */
const MODES = [
  { name: "this machine's fonts", zoom: 1, wide: false },
  { name: "a wide font", zoom: 1, wide: true },
  { name: "text zoomed to 200%", zoom: 2, wide: false },
];

async function prepare(page: Page, mode: (typeof MODES)[number]) {
  if (mode.wide) await serveWideFont(page);
  if (mode.zoom !== 1) await zoomText(page, mode.zoom);
}

async function open(page: Page, path: string, width: number, mode: (typeof MODES)[number]) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  if (mode.wide) await applyWideFont(page);
}

for (const mode of MODES) {
  test(`public header, ${mode.name}: menu, phone and Book Free Inspection inside the window at every width`, async ({ page }) => {
    test.slow(); // nine widths, each a page load
    await prepare(page, mode);
    for (const width of WIDTHS) {
      await open(page, "/home", width, mode);
      const at = `${width}px`;
      const header = page.getByRole("banner");
      const phone = header.getByRole("link", { name: "Call (252) 555-0100" }).filter({ visible: true });
      await expectInsideViewport(phone, `phone at ${at}`);

      // The full menu from 1024px of (zoomed) text; below that, the Menu button and its panel.
      if (width >= 1024 * mode.zoom) {
        const nav = header.getByRole("navigation", { name: "Main" });
        await expectInsideViewport(nav.getByRole("button", { name: "Services & Resources" }), `Services & Resources at ${at}`);
        for (const name of ["Gallery", "Instant Estimate", "Contact Us", "Book Free Inspection"]) {
          await expectInsideViewport(nav.getByRole("link", { name, exact: true }), `${name} at ${at}`);
        }
      } else {
        const menu = header.getByRole("button", { name: "Menu" });
        await expectInsideViewport(menu, `Menu at ${at}`);
        await menu.click();
        // The menu offers it twice: in its list and as the button at its foot.
        const book = header.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Book Free Inspection" });
        await expect(book).toHaveCount(2);
        for (const link of await book.all()) {
          await link.scrollIntoViewIfNeeded();
          await expectInsideViewport(link, `Book Free Inspection in the menu at ${at}`);
        }
        await page.keyboard.press("Escape");
        await expect(header.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      }
      expect(await horizontalOverflow(page), `sideways scroll at ${at}`).toBeLessThanOrEqual(0);
    }
  });

  test(`staff header, ${mode.name}: every link and Logout inside the window, one row from 1280px, role select whole`, async ({ page }) => {
    test.slow(); // nine widths, each a page load
    await signInAsOwner(page);
    await prepare(page, mode);
    for (const width of WIDTHS) {
      await open(page, "/Blog-Page-Builder/staff", width, mode);
      const at = `${width}px`;
      const nav = page.getByRole("navigation", { name: "Staff" });
      const controls = [
        ...(await nav.getByRole("link").all()),
        page.getByRole("link", { name: "Staff dashboard" }),
        page.getByRole("button", { name: "Logout" }),
      ];
      expect(controls.length).toBe(staffLinksFor(true).length + 2);
      // The staff header scrolls with the page: at 200% on a phone its last rows are below the fold.
      for (const control of controls) {
        await control.scrollIntoViewIfNeeded();
        await expectInsideViewport(control, `${await control.textContent()} at ${at}`);
      }

      if (width >= 1280 * mode.zoom) {
        // One row: every link sits level with the Logout button.
        const logout = (await page.getByRole("button", { name: "Logout" }).boundingBox())!;
        const middle = logout.y + logout.height / 2;
        for (const link of await nav.getByRole("link").all()) {
          const box = (await link.boundingBox())!;
          expect(Math.abs(box.y + box.height / 2 - middle), `${await link.textContent()} on the Logout button's row at ${at}`).toBeLessThan(box.height / 2);
        }
      }
      await expect(page.getByRole("combobox", { name: "Role" })).toBeVisible();
      expect(await selectsCutOff(page), `drop-downs cut off at ${at}`).toEqual([]);
      expect(await horizontalOverflow(page), `sideways scroll at ${at}`).toBeLessThanOrEqual(0);
    }
  });
}
