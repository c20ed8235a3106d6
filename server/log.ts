/**
 * The server's log: one JSON object per line in production (for a log collector), readable lines in
 * development. Every line written while a request is handled carries that request's id, including
 * the console.* lines of app code and libraries (routeConsoleToLog), so one id finds everything a
 * request did.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { format, stripVTControlCharacters } from "node:util";

export type LogFormat = "json" | "text";
export type LogLevel = "info" | "warn" | "error";

interface Sink {
  write(line: string): unknown;
}

const requestScope = new AsyncLocalStorage<{ requestId: string }>();
let settings: { format: LogFormat; out: Sink; err: Sink } = { format: "text", out: process.stdout, err: process.stderr };

/** Sets the line format (and, for tests, where lines go). */
export function configureLog(opts: { format: LogFormat; out?: Sink; err?: Sink }): void {
  settings = { format: opts.format, out: opts.out ?? process.stdout, err: opts.err ?? process.stderr };
}

/** Runs `fn` (a request's handling) so that every line logged inside it carries `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

function write(level: LogLevel, msg: string, fields?: Record<string, unknown>): void {
  const requestId = currentRequestId();
  const sink = level === "info" ? settings.out : settings.err;
  if (settings.format === "json") {
    sink.write(`${JSON.stringify({ time: new Date().toISOString(), level, ...(requestId ? { requestId } : {}), msg, ...fields })}\n`);
    return;
  }
  const extra = fields ? ` ${Object.entries(fields).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`).join(" ")}` : "";
  sink.write(`${requestId ? `[${requestId}] ` : ""}${msg}${extra}\n`);
}

interface NoticeSink extends Sink {
  isTTY?: boolean;
}

/**
 * A notice a person must act on (the owner set-up link): plain lines written as they are, whatever
 * the log format — a link inside a JSON string is hard to find and to copy — highlighted in a
 * terminal (bold yellow) and between rules elsewhere (a log file, `docker compose logs`).
 */
export function notice(lines: string[], out: NoticeSink = process.stdout): void {
  if (out.isTTY) {
    out.write(`\n${lines.map((l) => `\u001b[1;33m${l}\u001b[0m`).join("\n")}\n\n`);
    return;
  }
  const rule = "=".repeat(Math.min(100, Math.max(...lines.map((l) => l.length))));
  out.write(`${rule}\n${lines.join("\n")}\n${rule}\n`);
}

export const log = {
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/**
 * Sends console.log/info/warn/error/debug through the log, so the app's and libraries' lines get
 * the format and the request id too. Messages are trimmed: a line's meaning is in its text, not in
 * the blank lines around it.
 */
export function routeConsoleToLog(target: Pick<Console, "log" | "info" | "warn" | "error" | "debug"> = console): void {
  // Colour codes (better-auth's logger adds them) are noise in a log file.
  const line = (args: unknown[]) => stripVTControlCharacters(format(...args)).trim();
  const to = (level: LogLevel) => (...args: unknown[]) => write(level, line(args));
  target.log = to("info");
  target.info = to("info");
  target.debug = to("info");
  target.warn = to("warn");
  target.error = (...args: unknown[]) => {
    const text = line(args);
    write(isClientRefusal(text) ? "warn" : "error", text);
  };
}

/**
 * What the auth library logs as an error when it refuses a client's request (a made-up OAuth
 * state, a provider the site does not have, an invalid token, origin or address): the client's
 * doing, a warning. Error level is for what needs a person.
 */
const AUTH_CLIENT_REFUSAL = /\[Better Auth\]:\s*(Invalid\b|INVALID_|No callback URL|State not found|Failed to parse state|Provider not found|Email is the same|User not found)/;

export function isClientRefusal(text: string): boolean {
  return AUTH_CLIENT_REFUSAL.test(text);
}
