/**
 * Malformed and unusual HTTP requests, generated from a seed so a failure reproduces: every route
 * with every method, bodies of every content type (broken ones too), broken encodings in the path
 * and query, missing or invalid Host headers, lying Content-Lengths.
 */
import { rawRequest } from "./raw-http";
import { routeFiles } from "./route-files";

export interface FuzzRequest {
  /** Short description for failure messages. */
  label: string;
  bytes: Buffer;
}

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "BREW"];

/** Every path a client can reach: the app's routes (and their `.data` twins), auth, health, files, unknowns. */
export function fuzzPaths(): string[] {
  const pages = routeFiles().map((r) => r.path);
  const data = pages.map((p) => (p === "/" ? "/_root.data" : `${p}.data`));
  return [
    ...new Set([
      ...pages,
      ...data,
      "/auth?index",
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/sign-out",
      "/api/auth/get-session",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/verify-email?token=x",
      "/api/auth/no-such-endpoint",
      "/healthz",
      "/assets/no-such-file.js",
      "/media/no-such-file.jpg",
      "/favicon.svg",
      "/robots.txt",
      "/no-such-page",
      "/posts/../auth",
      "//double//slashes",
    ]),
  ];
}

type Body = { label: string; headers: [string, string][]; body?: Buffer | string };

const boundary = "----fuzzBoundary7MA4YWxkTrZu0gW";
const multipart = (b: string, fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("") + `--${b}--\r\n`;

function bodies(random: () => number): Body[] {
  const bytes = Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256)));
  const form = "email=a%40b.example&password=hunter22hunter22&intent=login&title=Hi&redirectTo=%2Fposts";
  const len = (s: string | Buffer) => String(Buffer.byteLength(s));
  return [
    { label: "no body", headers: [] },
    { label: "empty, no type", headers: [["Content-Length", "0"]] },
    { label: "empty form", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Content-Length", "0"]] },
    { label: "form", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Content-Length", len(form)]], body: form },
    { label: "form, bad escapes", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Content-Length", "21"]], body: "email=%zz&password=%E" },
    { label: "form, bogus charset", headers: [["Content-Type", "application/x-www-form-urlencoded; charset=bogus-9"], ["Content-Length", len(form)]], body: form },
    (() => {
      const b = multipart(boundary, { email: "a@b.example", password: "x", intent: "login" });
      return { label: "multipart", headers: [["Content-Type", `multipart/form-data; boundary=${boundary}`], ["Content-Length", len(b)]], body: b } as Body;
    })(),
    (() => {
      const b = multipart(boundary, { email: "a@b.example" });
      return { label: "multipart, no boundary", headers: [["Content-Type", "multipart/form-data"], ["Content-Length", len(b)]], body: b } as Body;
    })(),
    (() => {
      const b = multipart("other", { email: "a@b.example" });
      return { label: "multipart, wrong boundary", headers: [["Content-Type", `multipart/form-data; boundary=${boundary}`], ["Content-Length", len(b)]], body: b } as Body;
    })(),
    (() => {
      const b = multipart(boundary, { email: "a@b.example" }).slice(0, 40);
      return { label: "multipart, truncated", headers: [["Content-Type", `multipart/form-data; boundary=${boundary}`], ["Content-Length", len(b)]], body: b } as Body;
    })(),
    { label: "multipart, empty boundary", headers: [["Content-Type", "multipart/form-data; boundary="], ["Content-Length", "4"]], body: "----" },
    { label: "json", headers: [["Content-Type", "application/json"], ["Content-Length", "33"]], body: '{"email":"a@b.example","x":[1,2]}' },
    { label: "json, broken", headers: [["Content-Type", "application/json"], ["Content-Length", "12"]], body: '{"email":"a@' },
    { label: "json, no body", headers: [["Content-Type", "application/json"], ["Content-Length", "0"]] },
    { label: "text", headers: [["Content-Type", "text/plain"], ["Content-Length", "11"]], body: "hello=world" },
    { label: "octet-stream", headers: [["Content-Type", "application/octet-stream"], ["Content-Length", "64"]], body: bytes },
    { label: "garbage type", headers: [["Content-Type", ";;;=//"], ["Content-Length", "3"]], body: "a=b" },
    { label: "chunked form", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Transfer-Encoding", "chunked"]], body: "7\r\nemail=a\r\n0\r\n\r\n" },
    { label: "broken chunks", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Transfer-Encoding", "chunked"]], body: "zz\r\nemail\r\n0\r\n\r\n" },
    { label: "Content-Length lie (50 MB)", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Content-Length", "52428800"]], body: form },
    { label: "Content-Length lie (1 GB, json)", headers: [["Content-Type", "application/json"], ["Content-Length", "1073741824"]], body: "{}" },
    { label: "Content-Length not a number", headers: [["Content-Type", "application/x-www-form-urlencoded"], ["Content-Length", "abc"]], body: form },
  ];
}

function mutatePath(path: string, random: () => number): { label: string; target: string } {
  const [pathname, query] = path.split("?");
  const mutations: [string, string][] = [
    ["bad escape", `${pathname}%`],
    ["bad escape %zz", `${pathname}/%zz`],
    ["overlong utf-8 escape", `${pathname}%c0%af`],
    ["raw overlong utf-8", `${pathname}\xc0\xaf`],
    ["NUL escape", `${pathname}%00`],
    ["bad query escape", `${pathname}?redirectTo=%E0%A4%A&q=%`],
    ["NUL in query", `${pathname}?q=%00&index`],
    ["encoded slash", `${pathname}%2f..%2fauth`],
    ["long path", `${pathname}/${"a".repeat(4000)}`],
    ["absolute-form target", `http://evil.example${pathname}`],
    ["unchanged", query ? `${pathname}?${query}` : pathname],
  ];
  const [label, target] = mutations[Math.floor(random() * mutations.length)];
  return { label, target };
}

function hostHeader(port: number, random: () => number): { label: string; headers: [string, string][]; version: string } {
  const r = random();
  if (r < 0.8) return { label: "", headers: [["Host", `127.0.0.1:${port}`]], version: "1.1" };
  const hosts: [string, [string, string][], string][] = [
    ["no Host (HTTP/1.0)", [], "1.0"],
    ["no Host (HTTP/1.1)", [], "1.1"],
    ["empty Host", [["Host", ""]], "1.1"],
    ["Host with space", [["Host", "exa mple"]], "1.1"],
    ["Host with path", [["Host", "a/b@c"]], "1.1"],
    ["Host bad IPv6", [["Host", "[::1"]], "1.1"],
    ["Host bad port", [["Host", "127.0.0.1:99999"]], "1.1"],
    ["Host non-ASCII", [["Host", "bücher.example"]], "1.1"],
    ["two Hosts", [["Host", "a.example"], ["Host", "b.example"]], "1.1"],
    ["foreign Host", [["Host", "evil.example"]], "1.1"],
  ];
  const [label, headers, version] = hosts[Math.floor(random() * hosts.length)];
  return { label, headers, version };
}

function originHeader(port: number, random: () => number): { label: string; headers: [string, string][] } {
  const r = random();
  if (r < 0.7) return { label: "", headers: [["Origin", `http://127.0.0.1:${port}`]] };
  if (r < 0.8) return { label: "no Origin", headers: [] };
  if (r < 0.85) return { label: "cross-site Origin", headers: [["Origin", "https://evil.example"]] };
  if (r < 0.9) return { label: "Origin null", headers: [["Origin", "null"]] };
  if (r < 0.95) return { label: "Origin garbage", headers: [["Origin", "::not a url::"]] };
  return { label: "Referer only", headers: [["Referer", `http://127.0.0.1:${port}/auth`]] };
}

/**
 * Every path × every method once (with a random body, encoding and Host), then `extra` fully random
 * requests.
 */
export function fuzzRequests(port: number, seed: number, extra = 250): FuzzRequest[] {
  const random = seededRandom(seed);
  const paths = fuzzPaths();
  const allBodies = bodies(random);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const make = (method: string, path: string): FuzzRequest => {
    const body = method === "GET" && random() < 0.7 ? allBodies[0] : pick(allBodies);
    const target = random() < 0.5 ? { label: "", target: path } : mutatePath(path, random);
    const host = hostHeader(port, random);
    const origin = originHeader(port, random);
    const headers: [string, string][] = [...host.headers, ...origin.headers, ...body.headers, ["Connection", "close"]];
    const extras: string[] = [];
    if (random() < 0.1) {
      headers.push(["Cookie", "better-auth.session_token=forged.%%%; =; ;;other=\xff"]);
      extras.push("forged cookie");
    }
    if (random() < 0.1) {
      headers.push(["Accept-Encoding", "gzip, br;q=bogus"]);
      extras.push("bogus Accept-Encoding");
    }
    if (random() < 0.1) {
      headers.push(["X-Forwarded-Proto", pick(["https", "gopher", "a b"])], ["X-Forwarded-Host", pick(["evil.example", "a b", ""])]);
      extras.push("X-Forwarded-*");
    }
    const head = rawRequest(method, target.target, headers, body.body);
    const bytes = host.version === "1.1" ? head : Buffer.from(head.toString("latin1").replace(" HTTP/1.1\r\n", " HTTP/1.0\r\n"), "latin1");
    const label = [method, JSON.stringify(target.target.slice(0, 80)), body.label, target.label, host.label, origin.label, ...extras]
      .filter(Boolean)
      .join(" · ");
    return { label, bytes };
  };
  const requests: FuzzRequest[] = [];
  for (const path of paths) for (const method of METHODS) requests.push(make(method, path));
  for (let i = 0; i < extra; i++) requests.push(make(pick(METHODS), pick(paths)));
  return requests;
}
