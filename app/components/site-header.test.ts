import { describe, expect, it } from "vitest";
import { isGalleryPath } from "./site-header";

describe("isGalleryPath (the header's Gallery link is the current page)", () => {
  it.each([
    ["/gallery/", true],
    ["/gallery/storm-repair", true],
    ["/Gallery/", true],
    ["/gallery", false],
    ["/galleryx/", false],
    ["/home", false],
    ["/", false],
  ])("%s → %s", (pathname, expected) => {
    expect(isGalleryPath(pathname)).toBe(expected);
  });
});
