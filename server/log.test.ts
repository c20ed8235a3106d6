import { afterEach, describe, expect, it } from "vitest";
import { configureLog, log, notice, routeConsoleToLog, withRequestId } from "./log";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  configureLog({ format: "json", out: { write: (l: string) => out.push(l) }, err: { write: (l: string) => err.push(l) } });
  return { out, err, parse: (l: string) => JSON.parse(l) as Record<string, unknown> };
}

afterEach(() => configureLog({ format: "text" }));

describe("log", () => {
  it("writes one JSON object per line, with the request id inside a request", async () => {
    const { out, err, parse } = capture();
    log.info("outside");
    await withRequestId("req-1", async () => {
      await new Promise((r) => setTimeout(r, 1));
      log.warn("inside", { count: 2 });
    });
    expect(out).toHaveLength(1);
    expect(out[0].endsWith("\n")).toBe(true);
    expect(parse(out[0])).toMatchObject({ level: "info", msg: "outside" });
    expect(parse(out[0])).not.toHaveProperty("requestId");
    expect(parse(err[0])).toMatchObject({ level: "warn", requestId: "req-1", msg: "inside", count: 2 });
    expect(Date.parse(parse(err[0]).time as string)).not.toBeNaN();
  });

  it("gives app code's console lines the format and the request id", () => {
    const { out, err, parse } = capture();
    const noop = (..._args: unknown[]) => {};
    const fakeConsole = { log: noop, info: noop, warn: noop, error: noop, debug: noop };
    routeConsoleToLog(fakeConsole);
    withRequestId("req-2", () => {
      fakeConsole.error("[blog] loading posts failed", { location: "x" }, new Error("boom"));
      fakeConsole.log("\n[setup] link\n");
      fakeConsole.warn("\u001b[33mWARN\u001b[0m [Better Auth]: Invalid password");
    });
    const line = parse(err[0]);
    expect(line).toMatchObject({ level: "error", requestId: "req-2" });
    expect(line.msg).toContain("[blog] loading posts failed { location: 'x' } Error: boom");
    expect(parse(out[0])).toMatchObject({ level: "info", requestId: "req-2", msg: "[setup] link" });
    expect(parse(err[1])).toMatchObject({ level: "warn", msg: "WARN [Better Auth]: Invalid password" });
  });

  it("writes the auth library's refusals of a client as warnings, and its real errors as errors", () => {
    const { err, parse } = capture();
    const noop = (..._args: unknown[]) => {};
    const fakeConsole = { log: noop, info: noop, warn: noop, error: noop, debug: noop };
    routeConsoleToLog(fakeConsole);
    fakeConsole.error("\u001b[31mERROR\u001b[0m [Better Auth]: Failed to parse state [StateError]");
    fakeConsole.error("ERROR [Better Auth]: Provider not found. Make sure to add the provider in your auth config");
    fakeConsole.error("ERROR [Better Auth]: Better auth was unable to query your database.");
    expect(err.map((l) => parse(l).level)).toEqual(["warn", "warn", "error"]);
  });

  it("writes readable lines in text format", () => {
    const out: string[] = [];
    configureLog({ format: "text", out: { write: (l: string) => out.push(l) } });
    withRequestId("req-3", () => log.info("request", { method: "GET", status: 200 }));
    expect(out).toEqual(["[req-3] request method=GET status=200\n"]);
  });
});

describe("notices a person must act on (the owner set-up link)", () => {
  const lines = ["[setup] Open this one-time link:", "[setup] http://localhost:3000/auth/setup?token=abc"];

  it("are plain lines between rules in a log file, even when the log is JSON", () => {
    const { out } = capture();
    const written: string[] = [];
    notice(lines, { write: (l: string) => written.push(l) });
    expect(out).toEqual([]);
    expect(written.join("").split("\n")).toEqual(["=".repeat(50), ...lines, "=".repeat(50), ""]);
  });

  it("are bold yellow lines in a terminal", () => {
    const written: string[] = [];
    notice(lines, { write: (l: string) => written.push(l), isTTY: true });
    expect(written.join("")).toContain("\u001b[1;33m[setup] http://localhost:3000/auth/setup?token=abc\u001b[0m");
  });
});
