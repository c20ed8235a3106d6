/**
 * Lays a social card out into an SVG with satori, in a worker thread (app/seo/social-card.server.ts
 * starts it): loading satori, parsing the Inter font and starting its layout engine take the first
 * card over 100 ms of work, which on the server's own thread held every other request waiting
 * (docs/decisions/015-scale-and-memory.md). The bundled font makes the card look the same on any
 * server, fonts installed or not.
 */
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import satori from "satori";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, type CardText } from "~/domain/social-card";

const require = createRequire(import.meta.url);

export interface CardColors {
  primary: string;
  accent: string;
}

export interface CardRequest {
  id: number;
  text: CardText;
  colors: CardColors;
}

export type CardAnswer = { id: number; svg: string } | { id: number; error: string };

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

parentPort!.on("message", (request: CardRequest) => {
  loadFonts()
    .then((fonts) => satori(layout(request.text, request.colors) as never, { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, fonts }))
    .then(
      (svg) => parentPort!.postMessage({ id: request.id, svg } satisfies CardAnswer),
      (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies CardAnswer),
    );
});
