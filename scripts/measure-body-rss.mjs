// Memory under large bodies (docs/decisions/012-input-limits-and-shutdown.md): four concurrent 50
// MB form POSTs to /auth, signed out, against the production build. Prints the server's resident
// memory before, at its peak and after, and the answers. Run after `npm run build`: `node
// scripts/measure-body-rss.mjs` (Linux: reads /proc).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const SIZE = 50 * 1024 * 1024;
const port = await new Promise((resolve) => {
  const srv = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-rss-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0" },
  stdio: "ignore",
});
const rssMB = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;

function bigPost() {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let status = "no answer";
    let sent = 0;
    socket.on("connect", async () => {
      socket.write(
        `POST /auth?index HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${SIZE}\r\nConnection: close\r\n\r\n`,
      );
      const chunk = Buffer.alloc(1024 * 1024, "a");
      for (let i = 0; i < SIZE / chunk.length && !socket.destroyed; i++) {
        if (!socket.write(chunk)) await new Promise((r) => socket.once("drain", r));
        sent += chunk.length;
      }
    });
    socket.on("data", (d) => (status = /^HTTP\/1.1 (\d+)/.exec(d.toString())?.[1] ?? status));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ status, sentMB: Math.round(sent / 1024 / 1024) }));
  });
}

try {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await (await fetch(`http://127.0.0.1:${port}/auth`)).text();
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMB();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMB())), 50);
  const answers = await Promise.all([bigPost(), bigPost(), bigPost(), bigPost()]);
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  console.log(`RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${rssMB().toFixed(0)} MB`);
  console.log(`answers: ${answers.map((a) => `${a.status} after ${a.sentMB} MB sent`).join("; ")}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
