import { describe, expect, it } from "vitest";
import { parseForm } from "./forms";
import {
  answeringOffice,
  csvCell,
  csvRow,
  findServiceTown,
  leadContactAccounts,
  leadFiltersFromSearch,
  leadFiltersToSearch,
  leadFormSchema,
  leadSourceFromForm,
  leadSourceFromVisit,
} from "./leads";

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const valid = { name: "Dana Whitley", phone: "252-555-0142", service: "repair" };

describe("lead form validation", () => {
  it("accepts a name, a phone and a service, with everything else empty", () => {
    const parsed = parseForm(leadFormSchema, form(valid));
    expect(parsed).toEqual({
      ok: true,
      data: {
        name: "Dana Whitley",
        phone: "(252) 555-0142",
        email: null,
        street: null,
        town: null,
        zip: null,
        service: "repair",
        roofType: null,
        timeWindow: "any",
        message: null,
        smsConsent: false,
      },
    });
  });

  it.each([
    ["no name", { name: "  " }, "name", "Tell us your name so we know who to ask for."],
    ["a phone without area code", { phone: "555-0142" }, "phone", "Enter a US phone number with its area code, like (252) 555-0142."],
    ["a phone with letters", { phone: "call me maybe" }, "phone", "Enter a US phone number with its area code, like (252) 555-0142."],
    ["a broken e-mail", { email: "dana@" }, "email", "Enter an e-mail address like name@example.com."],
    ["a 4-digit ZIP", { zip: "2780" }, "zip", "Enter a 5-digit ZIP code, like 27804 (or ZIP+4, like 27804-1234)."],
    ["a ZIP+4 missing a digit", { zip: "27804-123" }, "zip", "Enter a 5-digit ZIP code, like 27804 (or ZIP+4, like 27804-1234)."],
    ["no service", { service: "" }, "service", "Choose what you need help with."],
    ["a made-up service", { service: "gutters" }, "service", "Choose what you need help with."],
    ["a made-up roof type", { roofType: "thatch" }, "roofType", "Choose a roof type from the list, or leave it as “Not sure”."],
    ["a made-up time", { timeWindow: "midnight" }, "timeWindow", "Choose a time from the list."],
    ["a message of 4,001 characters", { message: "x".repeat(4001) }, "message", "Your message can be at most 4000 characters."],
  ])("refuses %s with a message on that field", (_, change, field, message) => {
    const parsed = parseForm(leadFormSchema, form({ ...valid, ...change }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors[field]).toBe(message);
    expect(parsed.values).toMatchObject({ ...valid, ...change });
  });

  it("asks for a phone or an e-mail on both fields, alongside the other missing answers", () => {
    const parsed = parseForm(leadFormSchema, form({ name: "", phone: "", email: "", service: "" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      name: "Tell us your name so we know who to ask for.",
      phone: "Give us a phone number or an e-mail address so we can reach you.",
      email: "Give us a phone number or an e-mail address so we can reach you.",
      service: "Choose what you need help with.",
    });
  });

  it.each([
    [{ phone: "", email: "dana@example.com" }, { phone: null, email: "dana@example.com" }],
    [{ phone: "+1 (252) 555 0142", email: "" }, { phone: "(252) 555-0142", email: null }],
    [{ zip: "27804-1234" }, { zip: "27804-1234" }],
    [{ name: "Dana\r\nBcc: x@evil.example", town: " Rocky\n Mount " }, { name: "Dana Bcc: x@evil.example", town: "Rocky Mount" }],
    [{ smsConsent: "yes", timeWindow: "saturday", roofType: "metal" }, { smsConsent: true, timeWindow: "saturday", roofType: "metal" }],
  ])("reads %j as %j", (change, expected) => {
    const parsed = parseForm(leadFormSchema, form({ ...valid, ...change }));
    expect(parsed.ok && parsed.data).toMatchObject(expected);
  });
});

describe("where a lead came from", () => {
  const site = "https://www.pamlicoridge.example";
  it("keeps the page, the campaign and another site's referrer", () => {
    const page = new URL(`${site}/book-inspection?utm_source=facebook&utm_medium=paid&utm_campaign=spring-storms&x=1`);
    expect(leadSourceFromVisit(page, "https://www.facebook.com/", site)).toEqual({
      sourcePage: "/book-inspection",
      referrer: "https://www.facebook.com/",
      utm: { utm_source: "facebook", utm_medium: "paid", utm_campaign: "spring-storms" },
    });
  });

  it("does not count our own pages as a referrer, nor a malformed one", () => {
    const page = new URL(`${site}/contact`);
    expect(leadSourceFromVisit(page, `${site}/storm-damage`, site).referrer).toBeNull();
    expect(leadSourceFromVisit(page, "not a url", site).referrer).toBeNull();
  });

  it("reads the hidden fields back, dropping a page that is not a path", () => {
    expect(leadSourceFromForm({ sourcePage: "https://evil.example/", utm_source: " google ", referrer: "" })).toEqual({
      sourcePage: null,
      referrer: null,
      utm: { utm_source: "google" },
    });
  });
});

describe("service area and answering office", () => {
  const towns = [
    { name: "Rocky Mount", latitude: 35.9382, longitude: -77.7905 },
    { name: "Winterville", latitude: 35.5291, longitude: -77.4011 },
    { name: "Wake Forest", latitude: 35.9799, longitude: -78.5097 },
  ];
  const offices = [
    { id: "rocky-mount", kind: "headquarters" as const, latitude: 35.9382, longitude: -77.7905 },
    { id: "greenville", kind: "office" as const, latitude: 35.5847, longitude: -77.3753 },
    { id: "tarboro", kind: "service-area" as const, latitude: 35.8968, longitude: -77.5358 },
  ];

  it.each([
    ["winterville", "Winterville"],
    ["  Rocky  Mount, NC ", "Rocky Mount"],
    ["Wake Forest, North Carolina", "Wake Forest"],
    ["Norfolk", null],
    ["", null],
  ])("matches %j to %j", (typed, name) => {
    expect(findServiceTown(towns, typed)?.name ?? null).toBe(name);
  });

  it.each([
    ["Winterville", "greenville"],
    ["Wake Forest", "rocky-mount"],
    ["Rocky Mount", "rocky-mount"],
  ])("sends a request from %s to the %s office (never to a service area)", (town, office) => {
    expect(answeringOffice(offices, towns.find((t) => t.name === town)!).id).toBe(office);
  });

  it("sends a request from an unknown town to the headquarters", () => {
    expect(answeringOffice(offices, null).id).toBe("rocky-mount");
  });
});

describe("CSV cells", () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["+1 252 555 0142", "'+1 252 555 0142"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindent", "'\tindent"],
    ["\rreturn", "\"'\rreturn\""],
    ['He said "leak", twice', '"He said ""leak"", twice"'],
    ["plain", "plain"],
    [null, ""],
    [42, "42"],
  ])("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("joins a row", () => {
    expect(csvRow(["a", "=b", null])).toBe("a,'=b,");
  });
});

describe("inbox filters", () => {
  it("reads valid filters and drops unreadable ones", () => {
    expect(leadFiltersFromSearch(new URLSearchParams("q=+dana+&status=won&town=Wilson&service=storm&from=2026-11-01&to=2026-11-30"))).toEqual({
      q: "dana",
      status: "won",
      town: "Wilson",
      service: "storm",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(leadFiltersFromSearch(new URLSearchParams("status=maybe&service=gutters&from=yesterday&to=2026-13-45"))).toEqual({
      q: "",
      status: null,
      town: null,
      service: null,
      from: null,
      to: null,
    });
  });

  it("writes them back as a query string without the empty ones", () => {
    expect(leadFiltersToSearch({ q: "", status: "new", town: null, service: null, from: "2026-11-01", to: null })).toBe("?status=new&from=2026-11-01");
    expect(leadFiltersToSearch({ q: "", status: null, town: null, service: null, from: null, to: null })).toBe("");
  });
});

describe("the contacts a request's rate limit counts", () => {
  it("are its phone and its e-mail address, each on its own, the phone however it was typed", () => {
    const parse = (phone: string, email: string) => {
      const parsed = parseForm(leadFormSchema, form({ ...valid, phone, email }));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      return leadContactAccounts(parsed.data);
    };
    expect(parse("252-555-0142", "dana@example.com")).toEqual(["phone:(252) 555-0142", "email:dana@example.com"]);
    expect(parse("+1 (252) 555 0142", "")).toEqual(parse("2525550142", ""));
    expect(parse("", "dana@example.com")).toEqual(["email:dana@example.com"]);
  });
});
