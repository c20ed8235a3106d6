// What the instant estimate's fake providers share (census-geocoder.mjs, google-solar.mjs): a JSON
// server that logs what it answers, with GET /healthz, GET /_log (the log, for tests) and
// POST /_reset (forget it); every other request goes to `handle`.
import http from "node:http";

/** `handle({ req, res, url, send, log })`; `send(status, body)` answers JSON. */
export function fakeJsonServer(handle) {
  const log = [];
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status, body) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/healthz") return void res.writeHead(200).end("ok");
    if (url.pathname === "/_log") return send(200, log);
    if (url.pathname === "/_reset" && req.method === "POST") {
      log.length = 0;
      return void res.writeHead(204).end();
    }
    handle({ req, res, url, send, log });
  });
}

/** Answers after `delayMs`; a request that never gets an answer ("stall") ends when the client hangs up. */
export function later(res, delayMs, answer) {
  const timer = setTimeout(answer, delayMs);
  res.on("close", () => clearTimeout(timer));
}
