import { describe, expect, it } from "vitest";
import { checkSpam, MAX_FORM_AGE_HOURS, MIN_FILL_SECONDS, signFormStart } from "./lead-spam.server";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const shownAt = Date.UTC(2026, 10, 23, 14, 0, 0);
const stamp = signFormStart(SECRET, shownAt);
const later = (seconds: number) => shownAt + seconds * 1000;

describe("lead form spam rules", () => {
  it("gives every showing of the form its own stamp, even in the same millisecond", () => {
    expect(signFormStart(SECRET, shownAt)).not.toBe(signFormStart(SECRET, shownAt));
  });

  it.each([
    ["a person who took 20 seconds", { honeypot: "", stamp }, later(20), { ok: true }],
    ["exactly the minimum fill time", { honeypot: "", stamp }, later(MIN_FILL_SECONDS), { ok: true }],
    ["a filled honeypot", { honeypot: "https://spam.example", stamp }, later(20), { ok: false, reason: "honeypot" }],
    ["a honeypot of spaces only (autofill quirk)", { honeypot: "  ", stamp }, later(20), { ok: true }],
    ["a post a second after the form was shown", { honeypot: "", stamp }, later(1), { ok: false, reason: "too-fast" }],
    ["no stamp at all", { honeypot: "", stamp: undefined }, later(20), { ok: false, reason: "missing-stamp" }],
    ["a stamp back-dated by hand", { honeypot: "", stamp: stamp.replace(String(shownAt), String(shownAt - 60_000)) }, later(20), { ok: false, reason: "forged-stamp" }],
    ["a stamp given another nonce", { honeypot: "", stamp: stamp.replace(/\.[\w-]{16}\./, `.${"A".repeat(16)}.`) }, later(20), { ok: false, reason: "forged-stamp" }],
    ["a stamp in the old form (time and signature only)", { honeypot: "", stamp: `${shownAt}.${stamp.split(".")[2]}` }, later(20), { ok: false, reason: "forged-stamp" }],
    ["a stamp signed with another key", { honeypot: "", stamp: signFormStart("another-secret-of-at-least-32-chars!!", shownAt) }, later(20), { ok: false, reason: "forged-stamp" }],
    ["garbage", { honeypot: "", stamp: "yesterday" }, later(20), { ok: false, reason: "forged-stamp" }],
    ["a form left open too long", { honeypot: "", stamp }, later(MAX_FORM_AGE_HOURS * 3600 + 1), { ok: false, reason: "expired" }],
  ])("%s", (_, fields, now, verdict) => {
    expect(checkSpam(fields, SECRET, now)).toEqual(verdict);
  });
});
