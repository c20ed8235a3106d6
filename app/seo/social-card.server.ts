/**
 * Draws a 1200×630 social card: a worker thread lays the text out into an SVG
 * (app/seo/social-card.worker.ts), and sharp turns that into a PNG. Cards are kept in memory by
 * their text, so a card is drawn once per process. The worker starts with the first card and stops
 * after a minute without one; sharp is loaded with the first card or photo
 * (docs/decisions/015-scale-and-memory.md).
 */
import crypto from "node:crypto";
import { Worker } from "node:worker_threads";
import { loadSharp } from "~/media/sharp.server";
import type { CardText } from "~/domain/social-card";
// Types only: satori is loaded by the worker, never by this thread.
import type { CardAnswer, CardColors, CardRequest } from "./social-card.worker";
// oxlint-disable-next-line import/default -- the default export is the worker's URL (scripts/vite-node-worker.mjs)
import workerUrl from "./social-card.worker.ts?node-worker";

export type { CardColors };

/** A worker without a card to draw for this long is stopped: its memory goes back to the system. */
const WORKER_IDLE_MS = 60_000;

let worker: Worker | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (svg: string) => void; reject: (error: Error) => void }>();

function failAll(error: Error) {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

function cardWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerUrl, {
    execArgv: workerUrl.pathname.endsWith(".ts") ? ["--import", "tsx"] : [],
    stdout: false,
    stderr: false,
  });
  started.on("message", (answer: CardAnswer) => {
    const job = waiting.get(answer.id);
    if (!job) return;
    waiting.delete(answer.id);
    if ("svg" in answer) job.resolve(answer.svg);
    else job.reject(new Error(`the social card could not be laid out: ${answer.error}`));
    if (waiting.size === 0) {
      // Idle, it must not keep the process alive (tests, shutdown).
      started.unref();
      idleTimer = setTimeout(() => {
        worker = null;
        void started.terminate();
      }, WORKER_IDLE_MS);
      idleTimer.unref();
    }
  });
  started.on("error", (error: Error) => failAll(error));
  started.on("exit", (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`the social card worker stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

function layOut(text: CardText, colors: CardColors): Promise<string> {
  clearTimeout(idleTimer);
  const w = cardWorker();
  w.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, text, colors } satisfies CardRequest);
  });
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
    const [sharp, svg] = await Promise.all([loadSharp(), layOut(text, colors)]);
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
