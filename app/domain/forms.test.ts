import { describe, expect, it } from "vitest";
import { z } from "zod";
import { failed, formValues, parseForm, succeeded } from "./forms";

const schema = z.object({
  email: z.email("Enter a valid e-mail address."),
  password: z.string().min(8, "At least 8 characters."),
});

function form(fields: [string, string | Blob][]): FormData {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
}

describe("parseForm", () => {
  it("gives the parsed data of a valid form", () => {
    expect(parseForm(schema, form([["email", "a@b.example"], ["password", "long enough"]]))).toEqual({
      ok: true,
      data: { email: "a@b.example", password: "long enough" },
    });
  });

  it("gives one message per field and the fields as typed, never a password", () => {
    const result = parseForm(schema, form([["email", "nope"], ["password", "short"]]));
    expect(result).toEqual({
      ok: false,
      errors: { email: "Enter a valid e-mail address.", password: "At least 8 characters." },
      values: { email: "nope" },
    });
  });

  it("reads a missing field as an empty one, so the field's own message applies", () => {
    expect(parseForm(schema, form([]))).toEqual({
      ok: false,
      errors: { email: "Enter a valid e-mail address.", password: "At least 8 characters." },
      values: { email: "" },
    });
  });

  it("reads a missing field as empty in an object transformed into something else too", () => {
    const transformed = schema.transform((v) => v.email);
    const parsed = parseForm(transformed, form([["email", "a@b.example"]]));
    expect(parsed).toEqual({ ok: false, errors: { password: "At least 8 characters." }, values: { email: "a@b.example" } });
  });
});

describe("formValues", () => {
  it("keeps the first text value of each name and skips files", () => {
    expect(formValues(form([["a", "1"], ["a", "2"], ["file", new Blob(["x"])], ["b", ""]]))).toEqual({ a: "1", b: "" });
  });
});

describe("action results", () => {
  it.each([
    [succeeded("Saved"), { ok: true, tone: "success", message: "Saved" }],
    [succeeded("Nothing to do", "info"), { ok: true, tone: "info", message: "Nothing to do" }],
    [failed("Refused"), { ok: false, tone: "error", message: "Refused" }],
    [failed("Check the form", { errors: { name: "Required" }, values: { name: "" } }), { ok: false, tone: "error", message: "Check the form", errors: { name: "Required" }, values: { name: "" } }],
  ])("%j", (result, expected) => {
    expect(result).toEqual(expected);
  });
});
