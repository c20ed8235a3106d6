import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, FieldError, SelectField, TextAreaField } from "./field";

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

  it("an error that appears without a page load is announced, and may sit where its group needs it", () => {
    const html = renderToString(createElement(FieldError, { id: "storms-error", error: "Add at least one storm.", spacing: "mb-2", alert: true }));
    expect(html).toBe('<p id="storms-error" role="alert" class="mb-2 text-sm font-medium text-red-700">Add at least one storm.</p>');
    expect(renderToString(createElement(FieldError, { id: "x", error: null }))).toBe("");
  });
});
