/**
 * A streamed answer larger than the socket's buffers, gzipped by `compression` and written by
 * React Router's writer to a client that reads slowly, leaves no drain listener behind and logs no
 * MaxListenersExceededWarning (server/drain-listeners.ts).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainListenersOnce } from "./drain-listeners";

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Random text (so gzip cannot shrink it below the socket's buffers), 64 chunks of 64 KB. */
function bigBody(): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ === 64) return controller.close();
      controller.enqueue(new TextEncoder().encode(Array.from({ length: 8192 }, () => Math.random().toString(36).slice(2, 10)).join("")));
    },
  });
}

async function serveSlowly(withFix: boolean): Promise<{ warnings: string[]; drainListenersLeft: number }> {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.name);
  process.on("warning", onWarning);
  let drainListenersLeft = -1;
  const app = express();
  app.use(compression({ level: 3 }));
  if (withFix) app.use(drainListenersOnce());
  app.get("/", async (_req, res) => {
    res.setHeader("Content-Type", "text/html");
    await writeReadableStreamToWritable(bigBody(), res);
    drainListenersLeft = res.listenerCount("drain");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server!.once("listening", r));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve, reject) => {
    http.get({ port, host: "127.0.0.1", path: "/", headers: { "Accept-Encoding": "gzip" } }, (res) => {
      // Read a chunk every few milliseconds: the server's writes fill the socket and wait for drain.
      res.on("data", () => {
        res.pause();
        setTimeout(() => res.resume(), 3);
      });
      res.on("end", resolve);
      res.on("error", reject);
    });
  });
  await new Promise((r) => setTimeout(r, 50));
  process.off("warning", onWarning);
  return { warnings, drainListenersLeft };
}

describe("drain listeners behind compression", () => {
  it("a slow client of a large gzipped stream leaves no listener behind and no warning", async () => {
    const fixed = await serveSlowly(true);
    expect(fixed.warnings).not.toContain("MaxListenersExceededWarning");
    expect(fixed.drainListenersLeft).toBeLessThanOrEqual(1);
  }, 30_000);

  it("without it, compression keeps every listener the writer removed (the fault it works around)", async () => {
    const bare = await serveSlowly(false);
    expect(bare.warnings).toContain("MaxListenersExceededWarning");
  }, 30_000);
});
