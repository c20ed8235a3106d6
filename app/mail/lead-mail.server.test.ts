import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { leadMailClaimSeconds, leadMailRetryEveryMs, leadMessageId } from "./lead-mail.server";
import { createMailer } from "./mailer.server";

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "lead-mail-"));
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

describe("the claim on a lead's e-mails", () => {
  it("lasts long enough for both messages to time out, and little more", () => {
    expect(leadMailClaimSeconds({ sendTimeoutMs: 30_000 })).toBe(70);
    expect(leadMailClaimSeconds({ sendTimeoutMs: 2_000 })).toBe(14);
    expect(leadMailClaimSeconds({})).toBe(70);
  });

  it("is looked at four times a claim: a dead sender's lead is taken up within a claim and a quarter (88 s by default)", () => {
    expect(leadMailRetryEveryMs({ sendTimeoutMs: 30_000 })).toBe(17_500);
    expect(leadMailRetryEveryMs({ sendTimeoutMs: 2_000 })).toBe(3_500);
    expect(leadMailRetryEveryMs({ sendTimeoutMs: 300_000 })).toBe(60_000);
    expect(leadMailClaimSeconds({}) + leadMailRetryEveryMs({}) / 1000).toBe(87.5);
  });
});

describe("a lead's message ids", () => {
  it("are fixed per lead and recipient, on the site's host", () => {
    const lead = { id: "2e91abd3-942c-4337-b4e9-a492a228893d" };
    expect(leadMessageId(lead, "office", "https://roofs.example")).toBe("<lead-2e91abd3-942c-4337-b4e9-a492a228893d-office@roofs.example>");
    expect(leadMessageId(lead, "customer", "https://roofs.example")).not.toBe(leadMessageId(lead, "office", "https://roofs.example"));
  });

  it("keep the outbox at one file per message when it is sent again", async () => {
    const mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: async () => "Site <info@roofs.example>", timeoutMs: 1000 });
    const mail = { to: "office@roofs.example", subject: "New request PR-ABC", text: "Hello", messageId: "<lead-1-office@roofs.example>" };
    await mailer.send(mail);
    await mailer.send(mail);
    await mailer.send({ ...mail, messageId: "<lead-2-office@roofs.example>" });
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(2);
    expect(fs.readFileSync(path.join(outbox, files.find((f) => f.includes("lead-1"))!), "utf8")).toContain("Message-ID: <lead-1-office@roofs.example>");
  });

  it("keep every message to one address sent in the same millisecond, in the order sent", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "same-ms-"));
    const mailer = createMailer({ smtpUrl: null, outboxDir: dir, from: async () => "Site <info@roofs.example>", timeoutMs: 1000 });
    vi.useFakeTimers({ now: new Date("2026-11-29T05:30:00.000Z"), toFake: ["Date"] });
    try {
      for (const n of [1, 2, 3]) await mailer.send({ to: "owner@roofs.example", subject: `Reset your password (${n})`, text: "Hello" });
    } finally {
      vi.useRealTimers();
    }
    const files = fs.readdirSync(dir).sort();
    expect(files).toHaveLength(3);
    expect(files.map((f) => /Reset your password \((\d)\)/.exec(fs.readFileSync(path.join(dir, f), "utf8"))?.[1])).toEqual(["1", "2", "3"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
