import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { failed } from "~/domain/forms";
import { ErrorSummary, summaryItems } from "./error-summary";

const fields = [
  { name: "name", id: "f-name" },
  { name: "phone", id: "f-phone" },
  { name: "email", id: "f-email" },
  { name: "zip", id: "f-zip" },
];

describe("the error summary", () => {
  it("lists the refused fields in the form's order, a message two fields share once", () => {
    const contact = "Give us a phone number or an e-mail address so we can reach you.";
    const items = summaryItems({ zip: "Enter a 5-digit ZIP code.", email: contact, phone: contact, name: "Tell us your name." }, fields);
    expect(items).toEqual([
      { id: "f-name", message: "Tell us your name." },
      { id: "f-phone", message: contact },
      { id: "f-zip", message: "Enter a 5-digit ZIP code." },
    ]);
  });

  it("links each message to its field and takes focus in the server's page (autofocus works without JavaScript)", () => {
    const html = renderToString(createElement(ErrorSummary, { result: failed("Please check the highlighted fields.", { errors: { zip: "Enter a 5-digit ZIP code." } }), fields }));
    expect(html).toMatch(/<div tabindex="-1" autofocus=""/);
    expect(html).toContain("Please check the highlighted fields.");
    expect(html).toContain('<a href="#f-zip"');
    expect(html).toContain("Enter a 5-digit ZIP code.");
  });

  it("shows a refusal that names no field as its message alone", () => {
    const html = renderToString(createElement(ErrorSummary, { result: failed("Too many requests from this address."), fields }));
    expect(html).toContain("Too many requests from this address.");
    expect(html).not.toContain("<ul");
  });
});
