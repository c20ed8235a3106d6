import { describe, expect, it } from "vitest";
import { isNoIndexPath, isStaffPath, safeRedirectPath } from "./staff-paths";

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
    "/templates",
  ])("%s is staff", (p) => expect(isStaffPath(p)).toBe(true));

  it.each(["/", "/home", "/blog/five-posts-about-roofs", "/blog", "/auth", "/admin", "/gallery/"])(
    "%s is public",
    (p) => expect(isStaffPath(p)).toBe(false),
  );

  it("marks staff, /auth and /admin as noindex and nothing else", () => {
    expect(isNoIndexPath("/auth")).toBe(true);
    expect(isNoIndexPath("/auth/reset-password")).toBe(true);
    expect(isNoIndexPath("/admin")).toBe(true);
    expect(isNoIndexPath("/posts")).toBe(true);
    expect(isNoIndexPath("/home")).toBe(false);
    expect(isNoIndexPath("/authors")).toBe(false);
  });

  it("only redirects to paths on this site", () => {
    expect(safeRedirectPath("/posts?x=1")).toBe("/posts?x=1");
    expect(safeRedirectPath("//evil.example")).toBe("/Blog-Page-Builder");
    expect(safeRedirectPath("https://evil.example")).toBe("/Blog-Page-Builder");
    expect(safeRedirectPath("/\\evil.example")).toBe("/Blog-Page-Builder");
    expect(safeRedirectPath(null)).toBe("/Blog-Page-Builder");
  });
});
