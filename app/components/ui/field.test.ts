import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, SelectField, TextAreaField } from "./field";

describe("form fields", () => {
  it.each([
    ["an input", Field, {}],
    ["a text box", TextAreaField, {}],
    ["a drop-down", SelectField, { children: createElement("option", { value: "a" }, "A") }],
  ] as const)("%s is labelled and carries its hint and error", (_name, component, extra) => {
    const html = renderToString(
      createElement(component as typeof Field, { id: "f", label: "Town", hint: "Where the roof is.", error: "Enter a town.", ...extra }),
    );
    expect(html).toContain('<label for="f"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-hint f-error"');
    expect(html).toContain('<p id="f-error"');
    expect(html).toContain("Enter a town.");
  });

  it("says nothing about errors when there is none", () => {
    const html = renderToString(createElement(Field, { id: "g", label: "Name" }));
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });
});
