import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostIllustration } from "./post-illustration";

describe("PostIllustration (a post's picture when it has no photo)", () => {
  const src = (topic: string | null) => /src="([^"]+)"/.exec(renderToString(createElement(PostIllustration, { topic })))?.[1];

  it("shows the sky the topic calls for: storm clouds, pines or sun", () => {
    expect(src("Hurricane Season Checklist")).toMatch(/storm[^/]*\.svg/);
    expect(src("Gutter Guards")).toMatch(/pines[^/]*\.svg/);
    expect(src("Metal Roofing")).toMatch(/sun[^/]*\.svg/);
    expect(src(null)).toMatch(/sun[^/]*\.svg/);
  });

  it("is a decorative, sized, lazily loaded image, so it neither speaks nor shifts the page", () => {
    const html = renderToString(createElement(PostIllustration, { topic: "Roof Replacement" }));
    expect(html).toMatch(/^<img /);
    expect(html).toContain('alt=""');
    expect(html).toContain('width="400"');
    expect(html).toContain('height="225"');
    expect(html).toContain('loading="lazy"');
  });
});
