import { describe, expect, it } from "vitest";
import { galleryHref, galleryRedirect, gallerySearch, lightboxStep, photoCountLabel } from "./gallery";

describe("lightboxStep", () => {
  it.each([
    [0, "ArrowRight", 3, 1],
    [2, "ArrowRight", 3, 0],
    [0, "ArrowLeft", 3, 2],
    [1, "ArrowLeft", 3, 0],
    [1, "Home", 3, 0],
    [0, "End", 3, 2],
    [0, "ArrowRight", 1, 0],
    [0, "Enter", 3, null],
    [0, "ArrowDown", 3, null],
    [0, "ArrowRight", 0, null],
  ])("from %i, %s with %i photos → %s", (index, key, count, expected) => {
    expect(lightboxStep(index, key, count)).toBe(expected);
  });
});

describe("gallerySearch", () => {
  it.each([
    ["", { q: "", category: "", page: 1 }],
    ["q=%20metal%20&category=Storm+damage&page=3", { q: "metal", category: "Storm damage", page: 3 }],
    ["page=0", { q: "", category: "", page: 1 }],
    ["page=abc", { q: "", category: "", page: 1 }],
    ["page=-4", { q: "", category: "", page: 1 }],
    ["page=99999999", { q: "", category: "", page: 10_000 }],
  ])("%s", (qs, expected) => {
    expect(gallerySearch(new URLSearchParams(qs))).toEqual(expected);
  });

  it("bounds the search text", () => {
    expect(gallerySearch(new URLSearchParams({ q: "x".repeat(500) })).q).toHaveLength(100);
  });
});

describe("galleryHref", () => {
  it.each([
    [{ q: "", category: "", page: 1 }, 1, "."],
    [{ q: "metal roof", category: "", page: 1 }, 2, "?q=metal+roof&page=2"],
    [{ q: "", category: "Storm damage", page: 2 }, 1, "?category=Storm+damage"],
  ])("%o page %i → %s", (search, page, expected) => expect(galleryHref(search, page)).toBe(expected));
});

describe("galleryRedirect", () => {
  const view = { page: 3, categories: ["Metal", "Storm damage"] };
  it.each([
    ["", { page: 1, categories: [] }, null],
    ["page=3", view, null],
    ["category=Storm+damage&page=3", view, null],
    ["q=slate&utm_source=mail", { page: 1, categories: [] }, null],
    // A category no photo has is left out, and the search starts again at its first page.
    ["category=Atlantis&page=3", view, "/gallery/"],
    ["category=Atlantis&q=slate", view, "/gallery/?q=slate"],
    ["category=%20Metal%20&page=3", view, "/gallery/?category=Metal&page=3"],
    // Past the last page (the model answers the last one), padded or first page numbered.
    ["page=999", view, "/gallery/?page=3"],
    ["page=03", view, "/gallery/?page=3"],
    ["page=1", { page: 1, categories: [] }, "/gallery/"],
    ["page=2&page=3", view, "/gallery/?page=3"],
    ["page=abc&_routes=root", { page: 1, categories: [] }, "/gallery/"],
  ])("?%s → %s", (qs, v, expected) => {
    expect(galleryRedirect(new URLSearchParams(qs), v)).toBe(expected);
  });
});

describe("photoCountLabel", () => {
  it("labels one photo in the singular", () => {
    expect(photoCountLabel(1)).toBe("1 photo in gallery");
    expect(photoCountLabel(3)).toBe("3 photos in gallery");
  });
});
