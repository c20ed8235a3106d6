import { describe, expect, it } from "vitest";
import {
  isNoIndexPath,
  isPlainSameSitePath,
  isRedirectParameter,
  isStaffPath,
  normalizeRequestPath,
  routerSearch,
  safeRedirectPath,
  sameSitePath,
  stripDataSuffix,
  trailingSlashRedirect,
} from "./staff-paths";

const DASHBOARD = "/Blog-Page-Builder";

describe("staff paths", () => {
  it.each([
    "/Blog-Page-Builder",
    "/blog-page-builder/staff",
    "/posts",
    "/create-post",
    "/variables",
    "/post-preview/123",
    "/photo-album/",
    "/admin-gallery",
    "/leads",
    "/leads/00000000-0000-4000-8000-000000000000",
    "/templates",
  ])("%s is staff", (p) => expect(isStaffPath(p)).toBe(true));

  it.each(["/", "/home", "/blog/five-posts-about-roofs", "/blog", "/auth", "/admin", "/gallery/"])(
    "%s is public",
    (p) => expect(isStaffPath(p)).toBe(false),
  );

  it("marks staff, /auth, /admin, the warranty portal and the request confirmation as noindex and nothing else", () => {
    expect(isNoIndexPath("/portal")).toBe(true);
    expect(isNoIndexPath("/Portal/jobs/123")).toBe(true);
    expect(isNoIndexPath("/portals")).toBe(false);
    expect(isNoIndexPath("/review/abc123/feedback")).toBe(true);
    expect(isNoIndexPath("/review/abc/go/google")).toBe(true);
    expect(isNoIndexPath("/review/abc/unsubscribe")).toBe(true);
    expect(isNoIndexPath("/reviews")).toBe(true);
    expect(isNoIndexPath("/reviews/feedback")).toBe(true);
    expect(isNoIndexPath("/reviewers")).toBe(false);
    expect(isNoIndexPath("/jobs")).toBe(true);
    expect(isNoIndexPath("/claims/1")).toBe(true);
    expect(isNoIndexPath("/book-inspection/thanks")).toBe(true);
    expect(isNoIndexPath("/book-inspection/thanks/")).toBe(true);
    expect(isNoIndexPath("/book-inspection")).toBe(false);
    expect(isNoIndexPath("/auth")).toBe(true);
    expect(isNoIndexPath("/auth/reset-password")).toBe(true);
    expect(isNoIndexPath("/admin")).toBe(true);
    expect(isNoIndexPath("/posts")).toBe(true);
    expect(isNoIndexPath("/home")).toBe(false);
    expect(isNoIndexPath("/authors")).toBe(false);
  });

  it("marks one visitor's instant estimate as noindex, not the estimate page itself", () => {
    expect(isNoIndexPath("/instant-estimate/Xk3v9Qw2LmN8pR4tY6uZ1aB0")).toBe(true);
    expect(isNoIndexPath("/instant-estimate/Xk3v9Qw2LmN8pR4tY6uZ1aB0/")).toBe(true);
    expect(isNoIndexPath("/instant-estimate")).toBe(false);
    expect(isNoIndexPath("/instant-estimate/")).toBe(false);
  });
});

describe("normalizeRequestPath: the path as the router reads it", () => {
  it.each([
    ["/posts", "/posts"],
    ["/%70osts", "/posts"],
    ["/%63reate-post.data", "/create-post"],
    ["/%2563reate-post", "/create-post"],
    ["/POSTS", "/POSTS"],
    ["//posts", "/posts"],
    ["///posts//", "/posts"],
    ["/posts/", "/posts"],
    ["/posts.data", "/posts"],
    ["/_.data", "/"],
    ["/Blog-Page-Builder/_.data", "/Blog-Page-Builder"],
    ["/%42log-Page-Builder/staff.data", "/Blog-Page-Builder/staff"],
    ["/%2Fposts", "/posts"],
    ["/posts%2F", "/posts"],
    ["/%E0%A4%A", "/%E0%A4%A"],
    ["/%ZZposts", "/%ZZposts"],
    ["/", "/"],
    ["/blog/five-posts-about-roofs", "/blog/five-posts-about-roofs"],
  ])("%s → %s", (raw, expected) => expect(normalizeRequestPath(raw)).toBe(expected));

  it.each(["/%70osts", "/%63reate-post.data", "/POSTS", "//posts", "/posts/", "/%2570osts", "/Variables.data", "/%2Fposts"])(
    "%s is a staff path once normalized",
    (raw) => expect(isStaffPath(normalizeRequestPath(raw))).toBe(true),
  );
});

describe("trailingSlashRedirect: one canonical form for /gallery/ and /photo-album/", () => {
  const at = (path: string) => new URL(path, "http://site.test");
  it.each([
    ["/gallery", "/gallery/"],
    ["/gallery.data", "/gallery/"],
    ["/gallery?page=2", "/gallery/?page=2"],
    ["/gallery.data?page=2&_routes=routes%2F_public.gallery._index", "/gallery/?page=2"],
  ])("%s → %s", (path, expected) => expect(trailingSlashRedirect(at(path), "/gallery/")).toBe(expected));

  it.each(["/gallery/", "/gallery/_.data", "/gallery/?page=2", "/gallery/_.data?_routes=x"])("%s is already canonical", (path) =>
    expect(trailingSlashRedirect(at(path), "/gallery/")).toBeNull(),
  );

  it("the data suffix comes off once, the way the router reads it", () => {
    expect(stripDataSuffix("/photo-album/_.data")).toBe("/photo-album/");
    expect(stripDataSuffix("/photo-album.data")).toBe("/photo-album");
    expect(stripDataSuffix("/blog/data")).toBe("/blog/data");
  });

  it("the router's own parameters are not carried along", () => {
    expect(routerSearch(at("/posts.data?index&_routes=a&q=roof"))).toBe("?q=roof");
    expect(routerSearch(at("/posts.data?_routes=a"))).toBe("");
  });
});

describe("safeRedirectPath: only this site's paths survive a login", () => {
  const hostile = [
    "/\t/evil.example/phish",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "//evil.example",
    "///evil.example",
    "////evil.example/x",
    "/\\evil.example",
    "/\\\\evil.example",
    "\\\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "https://evil.example",
    "https:evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    " /posts",
    "",
    "/auth",
    "/auth?redirectTo=/posts",
    "/AUTH/",
    "/auth/reset-password?token=x",
    "/%61uth",
    "//%09/evil.example",
    `/${"a".repeat(3000)}`,
  ];
  it.each(hostile.map((v) => [JSON.stringify(v).slice(0, 40), v]))("%s falls back to the dashboard", (_, value) =>
    expect(safeRedirectPath(value)).toBe(DASHBOARD),
  );

  it("falls back on a missing value", () => {
    expect(safeRedirectPath(null)).toBe(DASHBOARD);
    expect(safeRedirectPath(undefined)).toBe(DASHBOARD);
  });

  it.each([
    ["/posts", "/posts"],
    ["/posts?x=1", "/posts?x=1"],
    ["/Blog-Page-Builder/staff", "/Blog-Page-Builder/staff"],
    ["/post-preview/123#top", "/post-preview/123#top"],
    ["/variables?tab=images&q=roof", "/variables?tab=images&q=roof"],
    ["/create-post?title=a b", "/create-post?title=a%20b"],
    ["/blog/caf\u00e9", "/blog/caf%C3%A9"],
    ["/blog/\u5c4b\u6839", "/blog/%E5%B1%8B%E6%A0%B9"],
    ["/posts\u0000x", "/posts%00x"],
    ["/\u0000/evil.example", "/%00/evil.example"],
    ["/posts?q=\u00ff\u0100", "/posts?q=%C3%BF%C4%80"],
    ["/a/../posts", "/posts"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/evil.example/phish", "/evil.example/phish"],
    ["/authors", "/authors"],
  ])("keeps %j as %j", (value, expected) => expect(safeRedirectPath(value)).toBe(expected));

  it("always returns a value that is a valid header and a same-origin path", () => {
    const values = [...hostile, "/posts\u0000", "/posts\u2028", "/x\ud800", "/\u00e9\u00e8", "/posts?a=\n"];
    for (const value of values) {
      const result = safeRedirectPath(value);
      expect(() => new Headers({ Location: result }), JSON.stringify(value)).not.toThrow();
      expect(result, JSON.stringify(value)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
    }
  });
});

describe("redirect parameters of the auth library", () => {
  it.each(["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo", "callbackUrl", "redirectURL", "REDIRECTTO"])(
    "%s names an address to send the browser to",
    (name) => expect(isRedirectParameter(name)).toBe(true),
  );

  it.each(["disableRedirect", "email", "token", "image", "rememberMe"])("%s does not", (name) => expect(isRedirectParameter(name)).toBe(false));

  it.each(["/auth?verified=1", "/auth/reset-password", "/", "/Blog-Page-Builder#top", "/blog/caf%C3%A9"])("accepts the plain same-site path %j", (value) =>
    expect(isPlainSameSitePath(value)).toBe(true),
  );

  it.each([
    ["the library turns it into //evil.test", "/x/..//evil.test"],
    ["a dot segment the parser removes", "/a/../auth"],
    ["percent-encoded dots the parser removes", "/%2e%2e/auth"],
    ["a character the parser encodes", "/blog/caf\u00e9"],
    ["a space", "/auth?verified=1 "],
    ["another origin", "https://evil.test/"],
    ["not a string", ["/auth"]],
    ["empty", ""],
  ])("refuses %s", (_, value) => expect(isPlainSameSitePath(value)).toBe(false));

  it("and the login's return path are one rule, except that login never returns into /auth", () => {
    expect(sameSitePath("/auth?verified=1")).toBe("/auth?verified=1");
    expect(safeRedirectPath("/auth?verified=1")).toBe(DASHBOARD);
    expect(sameSitePath("//evil.test")).toBeNull();
  });
});
