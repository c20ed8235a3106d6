import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PhotoTile } from "~/domain/gallery";
import { RandomGallery } from "./random-gallery";

const render = (images: PhotoTile[]) => renderToString(createElement(RandomGallery, { images }));

describe("the home page's random gallery", () => {
  it("says in one line that there are no photos yet, instead of an empty frame", () => {
    const html = render([]);
    expect(html).toContain("No images available at the moment. Please check back later.");
    expect(html).not.toContain("<ul");
  });
});
