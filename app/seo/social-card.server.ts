/**
 * Draws a 1200×630 social card: satori lays the text out with the bundled Inter font (so the card
 * looks the same on any server, fonts installed or not) into an SVG, and sharp turns that into a
 * PNG. Cards are kept in memory by their text, so a card is drawn once per process. satori and
 * sharp are loaded with the first card (docs/decisions/015-scale-and-memory.md).
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { loadSharp } from "~/media/sharp.server";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, type CardText } from "~/domain/social-card";

const require = createRequire(import.meta.url);

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | null = null;
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await fs.readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

export interface CardColors {
  primary: string;
  accent: string;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

const PAD_X = 80;
const PAD_Y = 72;

function layout(text: CardText, colors: CardColors): Node {
  return el(
    "div",
    {
      // Satori adds padding to width and height (content-box), so the content box is sized here.
      width: SOCIAL_CARD_WIDTH - 2 * PAD_X,
      height: SOCIAL_CARD_HEIGHT - 2 * PAD_Y,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      paddingTop: PAD_Y,
      paddingBottom: PAD_Y,
      paddingLeft: PAD_X,
      paddingRight: PAD_X,
      backgroundColor: colors.primary,
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      el("div", { display: "flex", fontSize: 34, fontWeight: 700, color: colors.accent, textTransform: "uppercase", letterSpacing: 2 }, text.eyebrow),
      el("div", { display: "flex", width: SOCIAL_CARD_WIDTH - 2 * PAD_X, fontSize: 64, fontWeight: 700, lineHeight: 1.15 }, text.title),
      el("div", { display: "flex", flexDirection: "row", alignItems: "center", height: 48, fontSize: 36, fontWeight: 400 }, [
        el("div", { width: 56, height: 12, backgroundColor: colors.accent, marginRight: 24, borderRadius: 6 }),
        el("div", { display: "flex" }, text.footer),
      ]),
    ],
  );
}

const MAX_CACHED = 200;
const cache = new Map<string, Promise<Buffer>>();

/** The card's cache key: also its ETag, since the PNG is a function of these inputs alone. */
export function cardKey(text: CardText, colors: CardColors): string {
  return crypto.createHash("sha256").update(JSON.stringify([text, colors])).digest("base64url").slice(0, 32);
}

export function renderSocialCard(text: CardText, colors: CardColors): Promise<Buffer> {
  const key = cardKey(text, colors);
  const hit = cache.get(key);
  if (hit) return hit;
  const png = (async () => {
    const [{ default: satori }, sharp, fonts] = await Promise.all([import("satori"), loadSharp(), loadFonts()]);
    const svg = await satori(layout(text, colors) as never, { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, fonts });
    return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  })();
  // A failed render is not remembered.
  png.catch(() => cache.delete(key));
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return png;
}

/** The PNG answer, with a validator so crawlers that come back get a 304. */
export async function socialCardResponse(request: Request, text: CardText, colors: CardColors): Promise<Response> {
  const etag = `"${cardKey(text, colors)}"`;
  const headers = { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400", ETag: etag };
  const inm = request.headers.get("If-None-Match");
  if (inm && inm.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return new Response(null, { status: 304, headers });
  const png = await renderSocialCard(text, colors);
  return new Response(new Uint8Array(png), { status: 200, headers: { ...headers, "Content-Length": String(png.length) } });
}
