import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { GallerySearch, GalleryView } from "~/domain/gallery";
import type { Photo } from "~/domain/photos";
import { galleryPhoto } from "~/models/gallery.server";
import { GalleryBrowser } from "./gallery-browser";

function photo(id: string, over: Partial<Photo> = {}): Photo {
  return {
    id,
    title: `Photo ${id}`,
    variableName: `photo_${id}`,
    altTag: `Alt text of ${id}`,
    description: null,
    category: null,
    locationId: null,
    locationName: null,
    tags: [],
    keywords: [],
    useCase: null,
    aiGenerated: false,
    showInGallery: true,
    width: 1600,
    height: 1200,
    dominantColor: "#334455",
    placeholder: null,
    variants: [
      { format: "avif", width: 640, height: 480, key: `${id}/640.avif`, bytes: 1 },
      { format: "webp", width: 640, height: 480, key: `${id}/640.webp`, bytes: 1 },
      { format: "jpeg", width: 640, height: 480, key: `${id}/640.jpg`, bytes: 1 },
    ],
    imageUrl: `/media/${id}/640.jpg`,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...over,
  };
}

const metal = photo("metal", {
  title: "Standing-seam metal roof on a farmhouse",
  variableName: "metal_roof_farmhouse",
  altTag: "Charcoal standing-seam metal roof on a white farmhouse",
  category: "Metal roofing",
  locationName: "Wilson",
  description: "Ten-year-old shingles replaced with charcoal standing seam.",
  useCase: "Hero image",
  tags: ["metal roof", "farmhouse", "standing seam", "nash county"],
});
const tarp = photo("tarp", { title: "Emergency tarp after a storm", altTag: "", keywords: ["storm damage"] });

const noSearch: GallerySearch = { q: "", category: "", page: 1 };
const view = (photos: Photo[], over: Partial<GalleryView> = {}): GalleryView => ({ photos: photos.map(galleryPhoto), total: photos.length, page: 1, pageCount: 1, categories: ["Metal roofing"], ...over });

function renderAll(v: GalleryView, search: GallerySearch = noSearch) {
  const router = createMemoryRouter([{ path: "/gallery/", element: createElement(GalleryBrowser, { view: v, search }) }], { initialEntries: ["/gallery/"] });
  return renderToString(createElement(RouterProvider, { router }));
}

/** The page without its (closed) lightbox dialogs, which follow the grid. */
const render = (v: GalleryView, search: GallerySearch = noSearch) => renderAll(v, search).split("<dialog")[0];

describe("GalleryBrowser", () => {
  it("renders a card per photo for visitors: a <picture>, alt text, title, the job and its town, description — no internal fields", () => {
    const html = render(view([metal, tarp]));
    expect(html).toContain("2 photos in gallery");
    expect(html.match(/<picture>/g)).toHaveLength(2);
    expect(html).toContain('type="image/avif"');
    expect(html).toContain('alt="Charcoal standing-seam metal roof on a white farmhouse"');
    expect(html).toContain("Standing-seam metal roof on a farmhouse");
    expect(html).toContain("Metal roofing in Wilson, NC");
    expect(html).toContain("Ten-year-old shingles replaced with charcoal standing seam.");
    expect(html).not.toContain("metal_roof_farmhouse");
    expect(html).not.toContain("No photos found");
  });

  it("gives every image alt text: a photo without alt text uses its title", () => {
    const html = render(view([tarp]));
    expect(html).toContain('alt="Emergency tarp after a storm"');
    expect(html).not.toMatch(/<img(?![^>]*\balt=)/);
  });

  it("shows the first two tags and a +N badge for the rest (keywords when there are no tags)", () => {
    const html = render(view([metal, tarp]));
    expect(html).toContain("farmhouse");
    expect(html).not.toContain(">standing seam<");
    expect(html).toMatch(/\+<!-- -->2/);
    expect(html).toContain("storm damage");
  });

  it("offers search and the category filter as a GET form that keeps the current search", () => {
    const html = render(view([metal], { total: 1 }), { q: "metal", category: "Metal roofing", page: 1 });
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toContain('name="q"');
    expect(html).toContain('value="metal"');
    expect(html).toMatch(/<option value="Metal roofing" selected="">/);
    expect(html).toContain("Clear search");
  });

  it("links to the next and previous pages with the same search", () => {
    const html = render(view([metal], { total: 60, page: 2, pageCount: 3 }), { q: "roof", category: "", page: 2 });
    expect(html).toContain("Page 2 of 3");
    expect(html).toContain('href="/gallery/?q=roof&amp;page=3"');
    expect(html).toContain('href="/gallery/?q=roof"');
  });

  it("a search without results shows the spec's empty state", () => {
    const html = render(view([], { total: 0 }), { q: "slate", category: "", page: 1 });
    expect(html).toContain("No photos found");
    expect(html).toContain("0 photos in gallery");
    expect(html).toMatch(/adjusting your search/);
  });

  it("a fresh install explains itself instead of showing an empty search frame", () => {
    const html = render(view([], { total: 0, categories: [] }));
    expect(html).toContain("No photos found");
    expect(html).toContain("No project photos have been added yet");
    expect(html).toContain("0 photos in gallery");
    expect(html).not.toContain("<form");
    expect(html).not.toMatch(/adjusting your search/);
  });

  it("each View link opens the full-size photo without JavaScript and names its lightbox dialog", () => {
    const html = renderAll(view([metal, tarp]));
    expect(html).toMatch(/<a href="\/media\/metal\/640.jpg" data-lightbox-open="photo-1"/);
    expect(html).toMatch(/<a href="\/media\/tarp\/640.jpg" data-lightbox-open="photo-2"/);
    expect(html).toMatch(/<dialog id="photo-1"[^>]*aria-labelledby="photo-1-title"/);
    expect(html).toContain('<h2 id="photo-2-title" class="text-2xl font-bold">Emergency tarp after a storm</h2>');
  });

  it("the lightbox tells the photo's story, not the album's bookkeeping", () => {
    const html = renderAll(view([metal, tarp]));
    const [, first, second] = html.split("<dialog");
    expect(first).toContain("Ten-year-old shingles replaced with charcoal standing seam.");
    expect(first).toMatch(/The job<\/dt><dd>Metal roofing<\/dd>/);
    expect(first).toMatch(/Town<\/dt><dd>Wilson<!-- -->, NC<\/dd>/);
    for (const dialog of [first, second]) {
      expect(dialog).not.toMatch(/Variable|Use case|Not specified|Hero image|metal_roof_farmhouse|No description yet/);
    }
  });

  it("the lightbox's previous/next buttons wrap around the page's photos", () => {
    const html = renderAll(view([metal, tarp, photo("third")]));
    const dialog = (n: number) => html.split("<dialog")[n];
    expect(dialog(1)).toMatch(/data-lightbox-go="photo-3" data-step="-1"/);
    expect(dialog(1)).toMatch(/data-lightbox-go="photo-2" data-step="1"/);
    expect(dialog(3)).toMatch(/data-lightbox-go="photo-1" data-step="1"/);
    expect(dialog(3)).toContain("Photo <!-- -->3<!-- --> of <!-- -->3");
  });
});
