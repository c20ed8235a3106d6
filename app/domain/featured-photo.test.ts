import { describe, expect, it } from "vitest";
import { autoPickPhoto, normalizeTag, photoFitsTown, type AutoPickPhoto, type AutoPickPost, type FeaturedUse } from "./featured-photo";

const WILSON = "loc-wilson";
const GREENVILLE = "loc-greenville";

function photo(id: string, over: Partial<AutoPickPhoto> = {}): AutoPickPhoto {
  return { id, locationId: null, locationName: null, tags: [], category: null, createdAt: "2026-01-01T00:00:00Z", ...over };
}

const wilsonStorm = photo("wilson-storm", { locationId: WILSON, locationName: "Wilson", tags: ["storm", "shingles"], category: "Storm damage" });
const wilsonPlain = photo("wilson-plain", { locationId: WILSON, locationName: "Wilson", tags: ["gutters"] });
const greenvilleStorm = photo("greenville-storm", { locationId: GREENVILLE, locationName: "Greenville", tags: ["storm", "shingles", "hail"] });
const anyStorm = photo("any-storm", { tags: ["Storm", "#Shingles", "hail"] });
const anyMetal = photo("any-metal", { tags: ["metal"], category: "Metal roofing" });
const anyCategory = photo("any-category", { category: "Storm damage" });

const wilsonPost: AutoPickPost = { id: "post-1", locationId: WILSON, locationName: "Wilson", tags: ["storm", "shingles"], categories: ["Storm damage"] };
const generalPost: AutoPickPost = { id: "post-2", locationId: null, tags: ["#storm", "hail", "shingles"], categories: [] };

describe("autoPickPhoto", () => {
  const cases: { name: string; post: AutoPickPost; photos: AutoPickPhoto[]; uses?: FeaturedUse[]; id: string | null; reason?: string }[] = [
    {
      name: "same town wins over more shared tags elsewhere",
      post: wilsonPost,
      photos: [anyStorm, wilsonPlain, greenvilleStorm],
      id: "wilson-plain",
      reason: "same town: Wilson",
    },
    {
      name: "within the town, more shared tags win, and the reason lists them",
      post: wilsonPost,
      photos: [wilsonPlain, wilsonStorm],
      id: "wilson-storm",
      reason: "same town: Wilson; tags: storm, shingles; category: Storm damage",
    },
    {
      name: "never a photo of another town, even with every tag",
      post: { ...wilsonPost, tags: ["hail"], categories: [] },
      photos: [greenvilleStorm],
      id: null,
    },
    {
      name: "a post without a town: most shared tags (case, spaces and # ignored)",
      post: generalPost,
      photos: [anyCategory, greenvilleStorm, anyStorm],
      id: "any-storm",
      reason: "tags: Storm, Shingles, hail",
    },
    {
      name: "tags beat category",
      post: { locationId: null, tags: ["metal"], categories: ["Storm damage"] },
      photos: [anyCategory, anyMetal],
      id: "any-metal",
      reason: "tags: metal",
    },
    {
      name: "category alone is enough to fit",
      post: { locationId: null, tags: [], categories: ["storm DAMAGE"] },
      photos: [anyMetal, anyCategory],
      id: "any-category",
      reason: "category: Storm damage",
    },
    {
      name: "nothing in common: no pick",
      post: { locationId: null, tags: ["chimney"], categories: ["Gutters"] },
      photos: [anyMetal, anyStorm],
      id: null,
    },
    {
      name: "a photo featured on another post of the same town gives way to another that fits",
      post: wilsonPost,
      photos: [wilsonStorm, anyStorm],
      uses: [{ postId: "other", photoId: "wilson-storm", locationId: WILSON }],
      id: "any-storm",
      reason: "tags: Storm, Shingles",
    },
    {
      name: "…but is still picked when nothing else fits, and the reason says so",
      post: wilsonPost,
      photos: [wilsonStorm, anyMetal],
      uses: [{ postId: "other", photoId: "wilson-storm", locationId: WILSON }],
      id: "wilson-storm",
      reason: "same town: Wilson; tags: storm, shingles; category: Storm damage; already featured on another post of this town (no other photo fits)",
    },
    {
      name: "use on a post of another town does not count",
      post: wilsonPost,
      photos: [wilsonStorm, anyStorm],
      uses: [{ postId: "other", photoId: "wilson-storm", locationId: GREENVILLE }],
      id: "wilson-storm",
    },
    {
      name: "the post's own featuring does not count",
      post: wilsonPost,
      photos: [wilsonStorm, anyStorm],
      uses: [{ postId: "post-1", photoId: "wilson-storm", locationId: WILSON }],
      id: "wilson-storm",
    },
    {
      name: "equal fit: the newest photo, then the smallest id",
      post: { locationId: null, tags: ["storm"], categories: [] },
      photos: [
        photo("b", { tags: ["storm"], createdAt: "2026-03-01T00:00:00Z" }),
        photo("c", { tags: ["storm"], createdAt: "2026-03-01T00:00:00Z" }),
        photo("a", { tags: ["storm"], createdAt: "2026-02-01T00:00:00Z" }),
      ],
      id: "b",
    },
    { name: "empty album", post: wilsonPost, photos: [], id: null },
  ];

  it.each(cases)("$name", ({ post, photos, uses, id, reason }) => {
    const pick = autoPickPhoto(post, photos, uses);
    expect(pick?.photo.id ?? null).toBe(id);
    if (reason !== undefined) expect(pick?.reason).toBe(reason);
  });

  it("gives the same answer whatever the order of the photos", () => {
    const photos = [wilsonPlain, wilsonStorm, anyStorm, anyCategory, greenvilleStorm];
    const ids = [photos, [...photos].reverse(), [photos[2], photos[0], photos[4], photos[1], photos[3]]].map((p) => autoPickPhoto(wilsonPost, p)?.photo.id);
    expect(new Set(ids)).toEqual(new Set(["wilson-storm"]));
  });
});

describe("photoFitsTown", () => {
  it.each([
    [null, WILSON, false],
    [{ locationId: null }, WILSON, true],
    [{ locationId: WILSON }, WILSON, true],
    [{ locationId: GREENVILLE }, WILSON, false],
  ] as const)("%o for %s → %s", (p, town, expected) => {
    expect(photoFitsTown(p, town)).toBe(expected);
  });
});

describe("normalizeTag", () => {
  it.each([
    ["  #Storm ", "storm"],
    ["##hail", "hail"],
    ["Metal Roof", "metal roof"],
  ])("%s → %s", (raw, expected) => expect(normalizeTag(raw)).toBe(expected));
});
