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
    [200, {}, true],
    [404, {}, true],
    [200, { "Cache-Control": "public, max-age=300" }, true],
    [301, {}, false],
    [302, {}, false],
    [500, {}, false],
    [503, {}, false],
    [200, { "Set-Cookie": "a=1" }, false],
    [200, { "Cache-Control": "no-store" }, false],
    [200, { "Cache-Control": "private, no-store" }, false],
    [200, { "Cache-Control": "no-cache" }, false],
  ])("%s %j → %s", (status, headers, expected) => {
    expect(isCacheableResponse(status, h(headers))).toBe(expected);
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
