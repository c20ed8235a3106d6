import { describe, expect, it } from "vitest";
import { chooseEncoding, hasPersonalCookie, isCacheableResponse, isCompressible, matchesEtag, pageCacheKey } from "./page-cache-rules";

describe("pageCacheKey", () => {
  it.each([
    ["GET", "/home", undefined, "/home"],
    ["HEAD", "/home", undefined, "/home"],
    ["GET", "/blog/some-post", "theme=dark", "/blog/some-post"],
    ["GET", "/blog?location=wilson-nc", undefined, "/blog?location=wilson-nc"],
    ["GET", "/blog.data?location=wilson-nc&_routes=routes%2F_public.blog._index", undefined, "/blog.data?location=wilson-nc&_routes=routes%2F_public.blog._index"],
    ["GET", "/blog.data?location=wilson-nc&_routes=root,routes/_public", undefined, null],
    ["GET", "/blog.data?_routes=root", undefined, "/blog.data?_routes=root"],
    ["GET", "/gallery/?category=metal&page=2", undefined, "/gallery/?category=metal&page=2"],
    ["GET", "/blog/feed.xml?location=wilson-nc", undefined, "/blog/feed.xml?location=wilson-nc"],
    ["GET", "/service-areas?town=wilson", undefined, "/service-areas?town=wilson"],
    ["GET", "/gallery/?category=Metal+Roofing&page=12", undefined, "/gallery/?category=Metal+Roofing&page=12"],
    // Not kept: another spelling or a repeat of a parameter is another address for a page already kept.
    ["GET", "/blog?location=Wilson", undefined, null],
    ["GET", "/blog?location=rocky%20mount", undefined, null],
    ["GET", "/blog?location=wilson&location=wilson", undefined, null],
    ["GET", "/gallery/?page=1", undefined, null],
    ["GET", "/gallery/?page=02", undefined, null],
    // Not cached: other methods, personal cookies, staff and private paths, unknown or free-text queries.
    ["POST", "/home", undefined, null],
    ["GET", "/home", "better-auth.session_token=abc", null],
    ["GET", "/home", "theme=dark; __Secure-better-auth.session_token=abc", null],
    ["GET", "/home", "staff_flash=hi", null],
    ["GET", "/posts", undefined, null],
    ["GET", "/%70osts", undefined, null],
    ["GET", "/create-post.data", undefined, null],
    ["GET", "/auth", undefined, null],
    ["GET", "/book-inspection/thanks?ref=R-1", undefined, null],
    ["GET", "/portal", undefined, null],
    ["GET", "/Portal/jobs/0.data", undefined, null],
    ["GET", "/portal/sign-in?token=abc", undefined, null],
    ["GET", "/review/abc/go/google", undefined, null],
    ["GET", "/review/abc/unsubscribe", undefined, null],
    ["GET", "/reviews", undefined, null],
    ["GET", "/api/auth/session", undefined, null],
    ["GET", "/media/photos/a.jpg", undefined, null],
    ["GET", "/healthz", undefined, null],
    ["GET", "/blog?q=gutters", undefined, null],
    ["GET", "/service-areas?q=wil&town=wilson", undefined, null],
    ["GET", "/home?utm_source=mail", undefined, null],
    ["GET", "/home?location=wilson-nc", undefined, null],
    ["GET", "/home.data?_routes=root", undefined, "/home.data?_routes=root"],
    ["GET", "/home?_routes=root", undefined, null],
    ["GET", "http://evil.example/home", undefined, null],
    ["GET", `/blog?location=${"a".repeat(201)}`, undefined, null],
  ])("%s %s (cookie %s) → %s", (method, url, cookie, expected) => {
    expect(pageCacheKey(method, url, cookie)).toBe(expected);
  });
});

describe("hasPersonalCookie", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["theme=dark", false],
    ["my-better-auth.session_token=x", false],
    ["better-auth.session_data=x", true],
    ["a=1; better-auth.session_token=x", true],
  ])("%s → %s", (cookie, expected) => {
    expect(hasPersonalCookie(cookie)).toBe(expected);
  });
});

describe("isCacheableResponse", () => {
  const h = (entries: Record<string, string>) => new Headers(entries);
  it.each([
    ["/home", 200, {}, true],
    ["/no-such-page", 404, {}, true],
    ["/no-such-page.data?_routes=root", 404, {}, true],
    ["/blog?location=wilson", 200, {}, true],
    // A query that finds nothing is not kept: made-up values would each take an entry.
    ["/blog/feed.xml?location=atlantis", 404, {}, false],
    ["/home", 200, { "Cache-Control": "public, max-age=300" }, true],
    ["/home", 301, {}, false],
    ["/home", 302, {}, false],
    ["/home", 500, {}, false],
    ["/home", 503, {}, false],
    ["/home", 200, { "Set-Cookie": "a=1" }, false],
    ["/home", 200, { "Cache-Control": "no-store" }, false],
    ["/home", 200, { "Cache-Control": "private, no-store" }, false],
    ["/home", 200, { "Cache-Control": "no-cache" }, false],
  ])("%s %s %j → %s", (key, status, headers, expected) => {
    expect(isCacheableResponse(key, status, h(headers))).toBe(expected);
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["identity", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["deflate", "identity"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5", "br"],
    ["gzip;q=0", "identity"],
    ["*", "br"],
    ["GZIP", "gzip"],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("matchesEtag", () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"abc-br"', false],
    ["*", true],
  ])("%s → %s", (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});

describe("isCompressible", () => {
  it.each([
    ["text/html; charset=utf-8", true],
    ["text/x-script", true],
    ["application/xml", true],
    ["application/rss+xml; charset=utf-8", true],
    ["application/atom+xml", true],
    ["application/json", true],
    ["image/svg+xml", true],
    ["image/png", false],
    [undefined, false],
  ])("%s → %s", (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});
