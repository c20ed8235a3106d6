import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EmailAddress, Link, StaticDocumentContext } from "./links";

describe("Link (a link to a page of this site)", () => {
  const link = (to: string) => createElement(Link, { to, className: "underline", "aria-current": "page" }, "Our blog");

  it("is a plain anchor with the link's attributes on a page without React in the browser", () => {
    const html = renderToString(createElement(StaticDocumentContext, { value: true }, link("/blog?location=wilson")));
    expect(html).toBe('<a href="/blog?location=wilson" class="underline" aria-current="page">Our blog</a>');
  });

  it("keeps the router's own options out of the anchor", () => {
    const props = { to: "/blog", prefetch: "intent", replace: true, preventScrollReset: true, viewTransition: true, title: "All articles" } as const;
    const html = renderToString(createElement(StaticDocumentContext, { value: true }, createElement(Link, props, "Blog")));
    expect(html).toBe('<a href="/blog" title="All articles">Blog</a>');
  });

  it("is the router's link where React runs in the browser", () => {
    const html = renderToString(createElement(MemoryRouter, { initialEntries: ["/"] }, link("/blog")));
    expect(html).toContain('href="/blog"');
    expect(html).toContain("data-discover");
  });

  it("leaves a relative address to the router even on a static page, which resolves it against the route", () => {
    const html = renderToString(
      createElement(MemoryRouter, { initialEntries: ["/blog/some-post"] }, createElement(StaticDocumentContext, { value: true }, link("../resources"))),
    );
    expect(html).toContain('href="/resources"');
  });
});

describe("EmailAddress (an address that breaks after its @ on a narrow line)", () => {
  it("offers a line break right after the @ and nowhere else", () => {
    expect(renderToString(createElement(EmailAddress, { address: "claims@pamlicoridge.example" }))).toBe("claims@<wbr/>pamlicoridge.example");
  });

  it("leaves text without an @ as it is", () => {
    expect(renderToString(createElement(EmailAddress, { address: "not an address" }))).toBe("not an address");
  });
});
