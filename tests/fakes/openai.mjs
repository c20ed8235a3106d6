// A stand-in for an OpenAI-compatible API, speaking the real HTTP protocol on
// 127.0.0.1 so the `openai` SDK is exercised end to end: retries, SSE parsing, aborts, errors.
//
//   POST /v1/chat/completions  stream:true → SSE "data: {chunk}" lines (choices[0].delta.content),
//                              then a usage chunk (choices: []) and "data: [DONE]";
//                              stream:false → one chat.completion with usage.
//   POST /v1/images/generations → { data: [{ b64_json: <a real 64×48 PNG>, revised_prompt }] }
//   GET  /healthz              → "ok"
//   GET  /_log                 → JSON list of the requests answered so far (tests read it)
//   POST /_reset               → forgets the log and the "busy" memory
//
// The reply depends on words in the last user message (case-insensitive), so a test chooses its
// scenario by what it asks for:
//   "slow"                → streams one token every 300 ms (about 15 s in all: long enough to Stop)
//   "busy"                → 429 (Retry-After-Ms: 100) the first time a prompt is seen, then success
//   "fail"                → 500 every time
//   "stall"               → answers nothing for 60 s (timeouts)
//   "unknown placeholder" → the text contains {{notAPlaceholder}}
//   "json"                → a JSON object {"paragraphs": [...]} (also when response_format is json_object)
//   "no structured output"→ 400 when the request asks for a json_schema response format (then success without it)
//   "plain markdown"      → a draft in plain Markdown under a "# Title" heading, whatever was asked
//   "no title"            → a draft in Markdown with no title at all
// A request whose bearer token is "wrong-key" gets 401 like a revoked key.
// Otherwise a chat reply to Write with AI (the system prompt names "metaDescription") is a draft:
// the JSON object of the requested schema (response_format json_schema), or without one the line
// format (TITLE:/META TITLE:/… lines, "---", a markdown body); any other reply is "Echo: <prompt>".
// A template draft (the prompt mentions {{locationName}}) writes {{locationName}} and {{businessPhone}}.
// A clone localization (the system prompt asks for numbered paragraphs "[[1]]", app/domain/localize.ts)
// gets each paragraph back with the town's listed facts appended ("unknown placeholder": plus
// {{notAPlaceholder}}, which the answer check must refuse).
import http from "node:http";
import zlib from "node:zlib";

const port = Number(process.env.FAKE_OPENAI_PORT ?? 3298);


// `tint` (0-255) sets the blue channel: a different prompt makes a different picture, as from a real model.
function png(width = 64, height = 48, tint = 160) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      // A sky-to-roof gradient, so the image is not a flat colour.
      row[1 + x * 3] = 40 + Math.round((x / width) * 150);
      row[2 + x * 3] = 90 + Math.round((y / height) * 100);
      row[3 + x * 3] = tint;
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}

/** A blog-post draft's parts (Write with AI), as every answer format below writes them. */
function draftParts(prompt) {
  const template = prompt.includes("{{locationName}}");
  const town = template ? "{{locationName}}" : "Greenville";
  const extra = /unknown placeholder/i.test(prompt) ? " Ask about {{notAPlaceholder}} when you call." : "";
  const phone = template ? " Call {{businessPhone}} for a free inspection." : "";
  return {
    title: `Spotting Storm Damage on Your ${town} Roof`,
    metaTitle: `Storm Damage Roof Checks in ${town}`,
    metaDescription: `How ${town} homeowners can spot hail and wind damage early, and when to call a roofer for a free inspection.`,
    excerpt: `A short guide to checking your roof after a storm in ${town}.`,
    tags: ["storm damage", "roof inspection", "hail"],
    content: [
      `After a storm rolls through ${town}, a quick look from the ground can save you a leak later.${extra}`,
      "",
      "## What to look for",
      "",
      "- Missing or lifted shingles",
      "- Dents in gutters and vents",
      "- Granules collecting at downspouts",
      "",
      `When in doubt, have a professional take a look.${phone}`,
    ].join("\n"),
  };
}

/**
 * A draft in the format the request and the prompt call for: the JSON object of the requested
 * schema; plain Markdown under a "# Title" heading ("plain markdown": a model ignoring the format);
 * Markdown with no title at all ("no title"); or, asked without a schema, the line format
 * (TITLE:/META TITLE:/… lines, "---", the body).
 */
function draft(body, prompt) {
  const d = draftParts(prompt);
  if (/no title/i.test(prompt)) return d.content;
  if (/plain markdown/i.test(prompt)) return `# ${d.title}\n\n${d.content}`;
  if (body.response_format?.type === "json_schema") return JSON.stringify(d, null, 1);
  return [
    `TITLE: ${d.title}`,
    `META TITLE: ${d.metaTitle}`,
    `META DESCRIPTION: ${d.metaDescription}`,
    `EXCERPT: ${d.excerpt}`,
    `TAGS: ${d.tags.join(", ")}`,
    "---",
    `# ${d.title}`,
    "",
    d.content,
  ].join("\n");
}

function localized(prompt) {
  const facts = prompt.split("\n\n")[0].split("\n").filter((l) => l.startsWith("- ")).map((l) => l.slice(2));
  const asked = prompt.slice(prompt.indexOf("Rewrite these paragraphs:"));
  const parts = asked.split(/^\[\[(\d+)\]\]$/m);
  const extra = /unknown placeholder/i.test(prompt) ? " Ask about {{notAPlaceholder}}." : "";
  const out = [];
  for (let i = 1; i < parts.length; i += 2) out.push(`[[${parts[i]}]]`, `${parts[i + 1].trim()} ${facts.join(" ")}${extra}`);
  return out.join("\n");
}

function reply(body, prompt) {
  const system = body.messages?.find((m) => m.role === "system")?.content ?? "";
  if (String(system).includes("[[1]]")) return localized(prompt);
  if (/\bjson\b/i.test(prompt) || body.response_format?.type === "json_object") {
    return JSON.stringify({ paragraphs: [`Echo: ${prompt.slice(0, 80)}`] });
  }
  if (String(system).includes('"metaDescription"')) return draft(body, prompt);
  return `Echo: ${prompt}`;
}

/** Words with their following whitespace: what a real model streams, roughly. */
function tokens(text) {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const countWords = (s) => (String(s).match(/\S+/g) ?? []).length;

function readJson(req) {
  return new Promise((resolve) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      try {
        resolve(JSON.parse(raw || "{}"));
      } catch {
        resolve(null);
      }
    });
  });
}

function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function apiError(res, status, message, type, code = null, headers = {}) {
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}

/** Shared by both endpoints: key check and the scenarios that answer with an error. */
function refused(state, req, res, prompt, entry) {
  if ((req.headers.authorization ?? "") === "Bearer wrong-key") {
    entry.status = 401;
    apiError(res, 401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
    return true;
  }
  if (/\bfail\b/i.test(prompt)) {
    entry.status = 500;
    apiError(res, 500, "The server had an error while processing your request.", "server_error");
    return true;
  }
  if (/\bbusy\b/i.test(prompt) && !state.seenBusy.has(prompt)) {
    state.seenBusy.add(prompt);
    entry.status = 429;
    apiError(res, 429, "Rate limit reached for requests.", "requests", "rate_limit_exceeded", { "retry-after-ms": "100" });
    return true;
  }
  return false;
}

async function chat(state, req, res) {
  const body = await readJson(req);
  if (!body || !Array.isArray(body.messages)) return apiError(res, 400, "messages is required", "invalid_request_error");
  const prompt = String(body.messages.findLast((m) => m.role === "user")?.content ?? "");
  const entry = { path: "/v1/chat/completions", model: body.model, stream: Boolean(body.stream), prompt, status: 200, aborted: false, maxTokens: body.max_tokens ?? body.max_completion_tokens ?? null, responseFormat: body.response_format?.type ?? null };
  state.log.push(entry);
  if (refused(state, req, res, prompt, entry)) return;
  if (/no structured output/i.test(prompt) && body.response_format?.type === "json_schema") {
    entry.status = 400;
    return apiError(res, 400, "response_format of type json_schema is not supported by this server", "invalid_request_error");
  }
  if (/\bstall\b/i.test(prompt)) {
    const timer = setTimeout(() => sendJson(res, 200, {}), 60_000);
    res.on("close", () => {
      clearTimeout(timer);
      if (!res.writableFinished) entry.aborted = true;
    });
    return;
  }
  const text = reply(body, prompt);
  const promptTokens = body.messages.reduce((n, m) => n + countWords(m.content), 0);
  const parts = tokens(text);
  const id = `chatcmpl-fake${state.log.length}`;
  const created = Math.floor(Date.now() / 1000);
  if (!body.stream) {
    return sendJson(res, 200, {
      id,
      object: "chat.completion",
      created,
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, finish_reason: "stop", logprobs: null }],
      usage: { prompt_tokens: promptTokens, completion_tokens: parts.length, total_tokens: promptTokens + parts.length },
    });
  }
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
  const send = (obj) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
  const chunk = (delta, finish = null) => ({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] });
  let closed = false;
  res.on("close", () => {
    closed = true;
    if (!res.writableFinished) entry.aborted = true;
  });
  send(chunk({ role: "assistant", content: "" }));
  const slow = /\bslow\b/i.test(prompt);
  // Fast replies still arrive in several chunks (a few words each), as from a real model.
  const step = slow ? 1 : 3;
  for (let i = 0; i < parts.length && !closed; i += step) {
    send(chunk({ content: parts.slice(i, i + step).join("") }));
    await new Promise((r) => setTimeout(r, slow ? 300 : 5));
  }
  if (closed) return;
  send(chunk({}, "stop"));
  if (body.stream_options?.include_usage) {
    send({ id, object: "chat.completion.chunk", created, model: body.model, choices: [], usage: { prompt_tokens: promptTokens, completion_tokens: parts.length, total_tokens: promptTokens + parts.length } });
  }
  res.end("data: [DONE]\n\n");
}

async function images(state, req, res) {
  const body = await readJson(req);
  if (!body || typeof body.prompt !== "string") return apiError(res, 400, "prompt is required", "invalid_request_error");
  const entry = { path: "/v1/images/generations", model: body.model, prompt: body.prompt, status: 200, aborted: false };
  state.log.push(entry);
  if (refused(state, req, res, body.prompt, entry)) return;
  const delay = /\bslow\b/i.test(body.prompt) ? 5000 : 50;
  const timer = setTimeout(() => {
    sendJson(res, 200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: png(64, 48, [...body.prompt].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 256, 7)).toString("base64"), revised_prompt: `A photo: ${body.prompt}` }],
      usage: { input_tokens: countWords(body.prompt), output_tokens: 0, total_tokens: countWords(body.prompt) },
    });
  }, delay);
  res.on("close", () => {
    clearTimeout(timer);
    if (!res.writableFinished) entry.aborted = true;
  });
}

/** A server with its own log and "busy" memory (not yet listening). */
export function createFakeOpenAI() {
  const state = { log: [], seenBusy: new Set() };
  return http.createServer((req, res) => {
    const url = req.url ?? "";
    if (req.method === "POST" && url === "/v1/chat/completions") void chat(state, req, res);
    else if (req.method === "POST" && url === "/v1/images/generations") void images(state, req, res);
    else if (url === "/healthz") res.writeHead(200).end("ok");
    else if (url === "/_log") sendJson(res, 200, state.log);
    else if (req.method === "POST" && url === "/_reset") {
      state.log.length = 0;
      state.seenBusy.clear();
      res.writeHead(204).end();
    } else apiError(res, 404, `Unknown path ${url}`, "invalid_request_error");
  });
}

// Run directly (Playwright's webServer): listen on FAKE_OPENAI_PORT until told to stop.
if (import.meta.url === `file://${process.argv[1]}`) {
  createFakeOpenAI().listen(port, "127.0.0.1", () => console.log(`[fake openai] http://127.0.0.1:${port}/v1`));
  // Stops with the test run (Playwright sends SIGTERM); never outlives it by more than an hour.
  setTimeout(() => process.exit(0), 60 * 60 * 1000).unref();
  process.on("SIGTERM", () => process.exit(0));
}
