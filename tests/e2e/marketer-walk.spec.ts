/**
 * The marketer's main task, done as a person does it and counted (docs/decisions/013-publishing.md):
 * write one post on the page — a heading with the town, two paragraphs, a list, a link, a photo
 * uploaded from the computer, a table pasted from Word — add the local-facts paragraph, pick the 20
 * towns nearest the office, clone, publish five from the result, and fix a typo on a live one. It
 * prints the clicks, the fields typed and what that means in minutes for a person.
 */
import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import { cameraJpeg } from "../support/test-images";
import { expect } from "./fixtures";
import { outboxOf, testWithOwnServer } from "./own-server";
import { signInAsNewEditor } from "./staff-session";
import { minutesFor, person } from "./person";

/** On a server of its own: the towns it publishes to would change other specs' town pages. */
const test = testWithOwnServer();
const suffix = crypto.randomBytes(3).toString("hex");
const WORD_TABLE = readFileSync("tests/fixtures/paste/word-desktop-table.html", "utf8");

/** What the writer types on the page, markdown shortcuts included ("## ", "- "). */
const BODY = [
  "## When storms hit {{locationName}}, NC",
  "Hurricane season leaves the same marks on roofs every year: lifted shingle tabs, nail pops and flashing pulled away from chimneys. Most of it cannot be seen from the ground, and most of it lets water into the decking before a stain shows on a ceiling.",
  "After a named storm we walk every slope, photograph what we find and write down what an adjuster asks for: the age of the roof, the pattern of the damage and the wind recorded that day. You get the report the same week.",
  "- Lifted or creased shingle tabs",
  "Flashing pulled loose at walls and chimneys",
  "Cracked pipe boots",
  "",
  "Read the NRCA guide",
];
const WORDS = BODY.join(" ").split(/\s+/).filter(Boolean).length;
/** A person types about 40 words a minute. */
const TYPING_SECONDS = (WORDS / 40) * 60;

test("one post with a photo and a table, local facts, 20 towns by area, cloned, five published, a typo fixed live", async ({ page, ownServer }) => {
  test.setTimeout(240_000);
  await signInAsNewEditor(page, "walk", outboxOf(ownServer));
  const started = Date.now();
  const me = person();
  const staffNav = page.getByRole("navigation", { name: "Staff" });

  // Writing (screen 1: the editor).
  await me.click(staffNav.getByRole("link", { name: "Create Post" }));
  await me.type(page.getByLabel("Title", { exact: true }), `Storm sesaon roof checks in {{locationName}} ${suffix}`);
  const content = page.getByRole("textbox", { name: /^Content/ });
  await expect(content).toHaveAttribute("contenteditable", "true");
  await me.click(content);
  for (const [i, line] of BODY.entries()) {
    if (i > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }
  me.done.fields++;
  // The link: the last three words selected with the keyboard, Ctrl+K, the address.
  for (let i = 0; i < "NRCA guide".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Control+k");
  await me.type(page.getByRole("dialog", { name: "Insert link" }).getByLabel("Link address"), "https://www.nrca.net/consumers");
  await page.keyboard.press("Enter");
  await expect(content.getByRole("link", { name: "NRCA guide" })).toBeVisible();
  await page.keyboard.press("End");

  // A photo from the computer (screen 2: the photo dialog).
  await me.click(page.getByRole("button", { name: "Add a photo (upload, or from the album)" }));
  const dialog = page.getByRole("dialog", { name: "Insert a photo" });
  await dialog.getByLabel("Upload a photo from this computer").setInputFiles({ name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(1200, 900, 7) });
  me.done.clicks++;
  await me.type(dialog.getByLabel("Alt text"), "Crew replacing storm-damaged shingles on a ranch house");
  await me.click(dialog.getByRole("button", { name: "Upload and insert" }));
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(content.getByRole("img", { name: "Crew replacing storm-damaged shingles on a ranch house" })).toBeVisible();

  // A table pasted from Word, at the end (Ctrl+End, Ctrl+V).
  await page.keyboard.press("Control+End");
  await content.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, WORD_TABLE);
  me.done.clicks++;
  await expect(content.getByRole("table")).toBeVisible();

  // The local facts, where the cursor is (the end), in one click; then saved.
  await page.keyboard.press("Control+End");
  await me.click(page.getByRole("button", { name: /^Local facts/ }));
  await me.click(page.getByRole("button", { name: "Save draft" }));
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();

  // Twenty towns by area, checked before cloning, cloned (screen 3: the clone panel).
  const clone = page.getByRole("region", { name: "Clone to locations" });
  await me.type(clone.getByLabel("How many"), "20");
  await me.click(clone.getByRole("button", { name: "Add the nearest" }));
  await expect(clone.getByText(/^20 of \d+ selected$/)).toBeVisible();
  await expect(clone.getByText(/^None of the 20 clones would be held back/)).toBeVisible({ timeout: 20_000 });
  await me.click(clone.getByRole("button", { name: "Clone to 20 Location(s)" }));

  // Five published from the result (screen 4).
  await expect(clone.getByRole("heading", { name: "Result: Successfully cloned to 20 location(s)" })).toBeFocused({ timeout: 60_000 });
  const publish = clone.getByRole("button", { name: /^Publish the .* clone$/ });
  const towns: string[] = [];
  for (let i = 0; i < 5; i++) {
    const next = publish.first();
    towns.push((await next.getAttribute("aria-label"))!.replace(/^Publish the (.*) clone$/, "$1"));
    await me.click(next);
    await expect(clone.getByRole("listitem").filter({ hasText: towns[i] }).filter({ hasText: "Published at" })).toBeVisible();
  }

  // A typo fixed on a live clone (screen 5: its editor); it stays live.
  await me.click(clone.getByRole("link", { name: `Open the ${towns[0]} draft` }));
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue(`Storm sesaon roof checks in ${towns[0]} ${suffix}`);
  await me.type(title, `Storm season roof checks in ${towns[0]} ${suffix}`);
  await me.click(page.getByRole("button", { name: "Update", exact: true }));
  await expect(page.getByText(/updated/i).first()).toBeVisible();
  const seconds = (Date.now() - started) / 1000;

  // What a reader sees: the fixed title, the photo, the table, the town's own facts.
  const live = page.getByRole("link", { name: /View live|View post/ });
  const path = (await live.count()) ? await live.first().getAttribute("href") : null;
  const slug = path ?? `/blog/storm-sesaon-roof-checks-in-${towns[0].toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${suffix}`;
  const res = await page.request.get(slug);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`Storm season roof checks in ${towns[0]}`);
  expect(html).toContain("<table");
  expect(html).toContain('alt="Crew replacing storm-damaged shingles on a ranch house"');
  expect(html).toMatch(new RegExp(`${towns[0]} lies in \\w+ County`));

  const { fields, clicks } = me.done;
  const minutes = minutesFor(fields, clicks, 5, TYPING_SECONDS);
  console.log(
    `[marketer walk] ${clicks} clicks, ${fields} fields typed (the body: ${WORDS} words), ${seconds.toFixed(0)} s for the browser; ` +
      `for a person about ${minutes.toFixed(0)} min (45 s reading each of 5 screens, 12 s a field, 2 s a click, 40 words a minute)`,
  );
  expect(clicks).toBeLessThanOrEqual(40);
  expect(minutes).toBeLessThanOrEqual(10);
});
