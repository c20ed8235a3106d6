import { describe, expect, it } from "vitest";
import { photoEditSchema, postPhotoSchema } from "./photo-form";
import { albumCountLabel, jpegAtLeast, normalizeTags, pictureSources, titleFromAlt, type Photo } from "./photos";

const photo = (over: Partial<Photo> = {}): Photo => ({
  id: "p1",
  title: "New roof in Wilson",
  variableName: "new-roof",
  altTag: null,
  description: null,
  category: null,
  locationId: null,
  locationName: null,
  tags: [],
  keywords: [],
  useCase: null,
  aiGenerated: false,
  showInGallery: true,
  width: 1000,
  height: 750,
  dominantColor: "#336699",
  placeholder: "data:image/png;base64,AAAA",
  variants: [
    { format: "jpeg", width: 1000, height: 750, key: "photos/a/1000.jpg", bytes: 9 },
    { format: "jpeg", width: 320, height: 240, key: "photos/a/320.jpg", bytes: 9 },
    { format: "avif", width: 320, height: 240, key: "photos/a/320.avif", bytes: 9 },
    { format: "webp", width: 1000, height: 750, key: "photos/a/1000.webp", bytes: 9 },
  ],
  imageUrl: "/media/photos/a/1000.jpg",
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...over,
});

describe("pictureSources", () => {
  it("lists each format's widths smallest first, the largest JPEG as src, the alt text or else the title", () => {
    expect(pictureSources(photo())).toEqual({
      avif: "/media/photos/a/320.avif 320w",
      webp: "/media/photos/a/1000.webp 1000w",
      jpeg: "/media/photos/a/320.jpg 320w, /media/photos/a/1000.jpg 1000w",
      src: "/media/photos/a/1000.jpg",
      width: 1000,
      height: 750,
      alt: "New roof in Wilson",
      placeholder: "data:image/png;base64,AAAA",
      dominantColor: "#336699",
    });
    expect(pictureSources(photo({ altTag: "  Crew on a roof " })).alt).toBe("Crew on a roof");
  });

  it("falls back to the outside image_url of a row without variants", () => {
    const s = pictureSources(photo({ variants: [], imageUrl: "https://cdn.example/x.jpg" }));
    expect(s).toMatchObject({ avif: null, webp: null, jpeg: null, src: "https://cdn.example/x.jpg" });
  });

  it("picks the first JPEG at least as wide as asked, else the largest", () => {
    expect(jpegAtLeast(photo(), 600)?.width).toBe(1000);
    expect(jpegAtLeast(photo(), 2000)?.width).toBe(1000);
    expect(jpegAtLeast(photo({ variants: [] }), 10)).toBeNull();
  });
});

describe("tags and the edit form", () => {
  it.each([
    ["storm, Shingles ,storm", ["storm", "shingles"]],
    [" , ,", []],
    ["metal   roof", ["metal roof"]],
  ])("normalizeTags(%j)", (input, expected) => {
    expect(normalizeTags(input)).toEqual(expected);
  });

  it("validates the edit dialog: a name is required, an unknown town is refused, tags normalised", () => {
    const ok = photoEditSchema.safeParse({ title: " Roof ", altTag: "", description: "", category: "Residential", locationId: "", tags: "a, B" });
    expect(ok.success && ok.data).toEqual({ title: "Roof", altTag: null, description: null, category: "Residential", locationId: null, tags: ["a", "b"], showInGallery: false });
    const bad = photoEditSchema.safeParse({ title: "", altTag: "", description: "", category: "", locationId: "nope", tags: "" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["title", "Give the photo a name."],
      ["locationId", "Choose a town from the list."],
    ]);
  });

  it("counts the album", () => {
    expect(albumCountLabel(0)).toBe("0 photos in album");
    expect(albumCountLabel(1)).toBe("1 photo in album");
    expect(albumCountLabel(10000)).toBe("10,000 photos in album");
  });
});

describe("a photo added from a post", () => {
  it("is named by its alt text, cut at a word to the album's 120 characters", () => {
    expect(titleFromAlt("  New standing seam   porch roof ")).toBe("New standing seam porch roof");
    const long = `${"Architectural shingles on a ranch house ".repeat(5)}in Wilson`;
    const title = titleFromAlt(long);
    expect(title.length).toBeLessThanOrEqual(120);
    expect(long.startsWith(title)).toBe(true);
    expect(long[title.length]).toBe(" ");
  });

  it("needs its alt text, and stays off the public gallery unless the box is ticked", () => {
    const id = "0b6f3c2e-8a4d-4c59-9a1e-3f2b7d6e5c4a";
    expect(postPhotoSchema.safeParse({ id, alt: "A porch roof" }).data).toEqual({ id, alt: "A porch roof", showInGallery: false });
    expect(postPhotoSchema.safeParse({ id, alt: "A porch roof", showInGallery: "on" }).data?.showInGallery).toBe(true);
    expect(postPhotoSchema.safeParse({ id, alt: "  " }).error?.issues[0]?.message).toBe("Describe the photo: the alt text is required.");
  });
});
