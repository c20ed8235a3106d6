/**
 * Typing in a long post (docs/decisions/019-visual-editor.md): a 5,000-word post in the visual
 * editor, 60 characters typed with the keyboard, input latency measured with the Event Timing API
 * and printed (never asserted: the machine's load decides the figure); the text must be in the
 * editor and autosaved.
 */
import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { markdownContent } from "./staff-actions";
import { signInAsNewEditor } from "./staff-session";

const suffix = crypto.randomBytes(3).toString("hex");
const surface = (page: Page) => page.getByRole("textbox", { name: /^Content/ });

const TOWNS = ["Rocky Mount", "Greenville", "Wilson", "Tarboro", "Zebulon", "Raleigh", "Wake Forest", "Youngsville", "Spring Hope", "Louisburg", "Franklinton", "Garner"];
const PARAGRAPHS = [
  "Most roofs in {town} are asphalt shingles laid fifteen to twenty-five years ago. The sun, the summer storms and the odd hurricane wear them down from the top, while poor attic ventilation cooks them from below. A roof that looks fine from the street can still be losing granules, curling at the edges or letting water creep under the flashing.",
  "A free inspection takes about an hour. The crew walks the roof when it is safe to do so, checks the attic for daylight and damp, photographs everything it finds and writes it down in plain words. You get the photos and the notes whether or not you hire us, so you can decide in your own time.",
  "Repair or replace? Our rule of thumb is the twenty percent rule: when the damage covers more than a fifth of the roof, or the roof is near the end of its life, a replacement usually costs less over the next ten years than patching it every spring. Below that, a good repair is the honest answer.",
  "After a storm, photograph the damage within a day or two, cover open spots with a tarp if you can do it safely, and call your insurance company. We meet the adjuster on the roof, point out what the storm did and what it did not, and give the carrier the measurements and photos it asks for.",
  "Metal roofs cost more up front, from about twelve to twenty-five thousand dollars for a typical home, but they shed rain fast, reflect summer heat and can last fifty years. Standing seam panels suit farmhouses and modern homes; stone-coated steel looks like shingles or shake from the road.",
  "A replacement on a home under two thousand square feet usually takes one day. Larger homes take one to two days, and complex roofs with many valleys, dormers or a steep pitch can take three. We protect the landscaping, use magnets to pick up nails and leave the driveway cleaner than we found it.",
];
const LIST = ["Shingles: lifted tabs, missing granules and cracks", "Flashing around chimneys, vents and skylights", "Gutters, soffits and fascia boards", "Attic ventilation and insulation", "Signs of leaks on ceilings and walls"];

/** A post of real sections (heading, paragraphs, a list) for each town, until it holds 5,000 words. */
function longPost(): { markdown: string; words: number } {
  const parts: string[] = [];
  let words = 0;
  for (let i = 0; words < 5000; i++) {
    const town = TOWNS[i % TOWNS.length]!;
    const section = [
      `## Roof care in ${town}${i >= TOWNS.length ? ` (part ${Math.floor(i / TOWNS.length) + 1})` : ""}`,
      ...PARAGRAPHS.map((p) => p.replaceAll("{town}", town)),
      `### What we check in ${town}`,
      LIST.map((item) => `- ${item}`).join("\n"),
      `Call the ${town} crew for a **free inspection** or read the [financing options](/financing).`,
    ];
    parts.push(...section);
    words += section.join(" ").split(/\s+/).filter(Boolean).length;
  }
  return { markdown: parts.join("\n\n"), words };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

test("typing in a 5,000-word post: input latency measured with the Event Timing API, the text autosaved", async ({ page }) => {
  test.slow(); // saves and reloads a 5,000-word post, then waits for autosave
  await signInAsNewEditor(page, "long-post-writer");
  const { markdown, words } = longPost();
  await page.goto("/create-post");
  await page.getByLabel("Title", { exact: true }).fill(`Roof care across Eastern NC ${suffix}`);
  await (await markdownContent(page)).fill(markdown);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Blog post saved as draft").first()).toBeVisible();
  const href = await page.getByRole("link", { name: "Preview it" }).getAttribute("href");
  await page.goto(`/create-post?edit=${href!.split("/").pop()}`);
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();

  // Into the visual editor (the Markdown choice was remembered for this writer).
  const toggle = page.getByRole("button", { name: "Markdown", exact: true });
  await expect(async () => {
    if ((await toggle.getAttribute("aria-pressed")) === "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false", { timeout: 1_000 });
  }).toPass();
  const content = surface(page);
  await expect(content.getByRole("heading", { name: "Roof care in Garner", level: 2 }).first()).toBeVisible({ timeout: 30_000 }); // a long post on a loaded machine

  await content.getByRole("heading", { name: "Roof care in Rocky Mount", exact: true, level: 2 }).click();
  await page.keyboard.press("End");
  await page.evaluate(() => {
    const w = window as unknown as { latency: { name: string; duration: number }[] };
    w.latency = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (["keydown", "keypress", "input"].includes(e.name)) w.latency.push({ name: e.name, duration: e.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const typed = " and in the towns around it, from Nashville to Battleboro";
  await page.keyboard.type(typed);
  await expect(content.getByRole("heading", { level: 2 }).first()).toHaveText(`Roof care in Rocky Mount${typed}`);
  // Let the last entries arrive (the observer reports after the next frame).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));

  const entries = await page.evaluate(() => (window as unknown as { latency: { name: string; duration: number }[] }).latency);
  // Events shorter than 16 ms are not reported: counted here as 16 ms, so the figures are upper bounds.
  const events = typed.length * 3;
  const durations = [...entries.map((e) => e.duration), ...Array<number>(Math.max(0, events - entries.length)).fill(16)].sort((a, b) => a - b);
  const figures = `${words} words, ${typed.length} characters typed, ${events} key events, ${entries.length} of them 16 ms or longer; duration p50 ${percentile(durations, 50)} ms, p95 ${percentile(durations, 95)} ms, max ${durations.at(-1)} ms`;
  console.log(`Input latency in the visual editor: ${figures}`);
  test.info().annotations.push({ type: "input latency", description: figures });

  // The typed words are what autosave keeps.
  await expect(page.getByTestId("autosave-status")).toHaveText(/Autosaved at/, { timeout: 30_000 });
  await toggle.click();
  await expect(page.getByRole("textbox", { name: /^Content/ })).toHaveValue(new RegExp(`^## Roof care in Rocky Mount${typed}\\n`));
});
