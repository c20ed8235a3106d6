import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./links";

describe("EmailAddress (an address that breaks after its @ on a narrow line)", () => {
  it("offers a line break right after the @ and nowhere else", () => {
    expect(renderToString(createElement(EmailAddress, { address: "claims@pamlicoridge.example" }))).toBe("claims@<wbr/>pamlicoridge.example");
  });

  it("leaves text without an @ as it is", () => {
    expect(renderToString(createElement(EmailAddress, { address: "not an address" }))).toBe("not an address");
  });
});
