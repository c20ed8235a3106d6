import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GalleryPhoto } from "~/domain/gallery";
import { filterPhotos, GalleryBrowser, photoCountLabel } from "./gallery-browser";

const photos: GalleryPhoto[] = [
  {
    id: "1",
    variableName: "metal_roof_farmhouse",
    title: "Standing-seam metal roof on a farmhouse",
    imageUrl: "/media/metal-roof.webp",
    alt: "Charcoal standing-seam metal roof on a white farmhouse",
    description: "A 1920s farmhouse re-roofed in standing-seam metal.",
    useCase: "Residential metal roofing pages",
    keywords: ["metal roof", "farmhouse", "standing seam", "Nash County"],
  },
  {
    id: "2",
    variableName: "storm_tarp",
    title: "Emergency tarp after a storm",
    imageUrl: "/media/tarp.webp",
    alt: "Blue tarp secured over a damaged roof",
    description: null,
    useCase: null,
    keywords: ["storm damage"],
  },
];

const render = (list: GalleryPhoto[]) => renderToString(createElement(GalleryBrowser, { photos: list }));

describe("GalleryBrowser", () => {
  it("renders a card per photo with image, title, variable name and the photo count", () => {
    const html = render(photos);
    expect(html).toContain("2 photos in gallery");
    expect(html).toContain('src="/media/metal-roof.webp"');
    expect(html).toContain('alt="Charcoal standing-seam metal roof on a white farmhouse"');
    expect(html).toContain("Standing-seam metal roof on a farmhouse");
    expect(html).toContain("metal_roof_farmhouse");
    expect(html).not.toContain("No photos found");
  });

  it("shows the first two keywords and a +N badge for the rest", () => {
    const html = render(photos);
    expect(html).toContain("metal roof");
    expect(html).toContain("farmhouse");
    expect(html).not.toContain("standing seam");
    expect(html).toMatch(/\+<!-- -->2/);
  });

  it("shows the empty state without photos", () => {
    const html = render([]);
    expect(html).toContain("No photos found");
    expect(html).toContain("0 photos in gallery");
    expect(html).toMatch(/adjusting your search/);
  });
});

describe("filterPhotos", () => {
  it("matches title, keywords and variable name, ignoring case", () => {
    expect(filterPhotos(photos, "FARMHOUSE").map((p) => p.id)).toEqual(["1"]);
    expect(filterPhotos(photos, "storm").map((p) => p.id)).toEqual(["2"]);
    expect(filterPhotos(photos, "storm_tarp").map((p) => p.id)).toEqual(["2"]);
    expect(filterPhotos(photos, "  ")).toHaveLength(2);
    expect(filterPhotos(photos, "slate")).toHaveLength(0);
  });

  it("labels one photo in the singular", () => {
    expect(photoCountLabel(1)).toBe("1 photo in gallery");
    expect(photoCountLabel(3)).toBe("3 photos in gallery");
  });
});
