import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pictureSources, type Photo } from "~/domain/photos";
import { Picture } from "./picture";

const photo: Photo = {
  id: "p1",
  title: "New shingle roof in Wilson",
  variableName: "wilson_roof",
  altTag: "Charcoal architectural shingles on a brick ranch house",
  description: null,
  category: "Residential",
  locationId: null,
  locationName: null,
  tags: [],
  keywords: [],
  useCase: null,
  aiGenerated: false,
  showInGallery: true,
  width: 1600,
  height: 1200,
  dominantColor: "#445566",
  placeholder: "data:image/png;base64,AAAA",
  variants: [
    { format: "jpeg", width: 1600, height: 1200, key: "ab/big.jpg", bytes: 1 },
    { format: "jpeg", width: 640, height: 480, key: "ab/small.jpg", bytes: 1 },
    { format: "webp", width: 640, height: 480, key: "ab/small.webp", bytes: 1 },
    { format: "webp", width: 1600, height: 1200, key: "ab/big.webp", bytes: 1 },
    { format: "avif", width: 640, height: 480, key: "ab/small.avif", bytes: 1 },
  ],
  imageUrl: "/media/ab/big.jpg",
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

const render = (props: Partial<Parameters<typeof Picture>[0]> = {}) =>
  renderToString(createElement(Picture, { sources: pictureSources(photo), sizes: "(min-width: 768px) 50vw, 100vw", ...props }));

describe("Picture", () => {
  it("offers AVIF and WebP sources and a JPEG srcset, smallest first, with sizes", () => {
    const html = render();
    expect(html).toMatch(/<picture>/);
    expect(html).toContain('<source type="image/avif" srcSet="/media/ab/small.avif 640w" sizes="(min-width: 768px) 50vw, 100vw"/>');
    expect(html).toContain('srcSet="/media/ab/small.webp 640w, /media/ab/big.webp 1600w"');
    expect(html).toContain('srcSet="/media/ab/small.jpg 640w, /media/ab/big.jpg 1600w"');
    expect(html).toContain('src="/media/ab/big.jpg"');
    expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
  });

  it("reserves the photo's box and carries its alt text", () => {
    const html = render();
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1200"');
    expect(html).toContain('alt="Charcoal architectural shingles on a brick ranch house"');
  });

  it("is lazy and async by default", () => {
    const html = render();
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain("fetchPriority");
    expect(html.toLowerCase()).not.toContain("fetchpriority");
  });

  it("loads the page's largest image eagerly with high priority", () => {
    const html = render({ priority: true });
    expect(html).toContain('loading="eager"');
    expect(html.toLowerCase()).toContain('fetchpriority="high"');
  });

  it("shows the blur placeholder over the dominant colour while loading", () => {
    const html = render();
    expect(html).toContain("background-color:#445566");
    expect(html).toContain('background-image:url(&quot;data:image/png;base64,AAAA&quot;)');
  });

  it("a photo with only an outside address still gets a sized, lazy <img>", () => {
    const html = renderToString(
      createElement(Picture, {
        sources: pictureSources({ ...photo, variants: [], width: null, height: null, placeholder: null, dominantColor: null, imageUrl: "https://cdn.example/roof.jpg" }),
        sizes: "100vw",
      }),
    );
    expect(html).not.toContain("<source");
    expect(html).toContain('src="https://cdn.example/roof.jpg"');
    expect(html).toContain('width="1200"');
    expect(html).not.toContain("srcSet");
    expect(html).not.toContain("background");
  });

  it("an empty alt marks the photo decorative", () => {
    expect(render({ alt: "" })).toContain('alt=""');
  });
});
