/**
 * Every kind of e-mail the site sends, read as a mail client reads it (a real MIME parser over the
 * outbox's .eml files), from the production server over HTTP: the sender is the company as the
 * business settings name it, "Reply" reaches the right person, the subject says what it is, and
 * every link in it leads to a working page. Needs the production build.
 */
import { DEMO_SETTINGS, settingLeaf } from "~/domain/business-settings";
import { formFieldsOf } from "~/domain/settings-form";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox, linkStatus, waitForMail, type OutboxMessage } from "../support/mail";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";
import { siteClient } from "../support/site-client";

const COMPANY = "Coastal Ridge Roofing";
const SENDER = { name: COMPANY, address: "hello@coastalridge.example" };
const GREENVILLE = "greenville@coastalridge.example";
const OWNER = "owner@roofing.example";
const INVITED = "new.editor@elsewhere.example";
/** Signs up on their own: an address of the domain STAFF_EMAIL_DOMAINS lets in, confirmed by e-mail. */
const SIGNED_UP = "crew.lead@staff.example";
const CUSTOMER = { name: "Dana Whitley", email: "dana@customer.example" };

let server: ServerProcess;
let cookie = "";
const site = siteClient(() => server, () => cookie);
const outbox = () => path.join(server.dataDir, "outbox");
let ownerMailAfterSetup: OutboxMessage[] = [];
const mail: Record<string, OutboxMessage> = {};

/** Follows a link (as a browser does, redirects included) and answers the status it ends on. */
beforeAll(async () => {
  server = await startServer({ STAFF_EMAIL_DOMAINS: "staff.example" });
  cookie = await signInAsOwner(server);
  ownerMailAfterSetup = (await readOutbox(outbox())).filter((m) => m.to.includes(OWNER));

  // The owner names the company and its mailboxes on the settings screen; every e-mail follows.
  const saved = await site.submit("/Blog-Page-Builder/business-settings", {
    "company.name": COMPANY,
    "contact.officeEmail": SENDER.address,
    ...formFieldsOf(settingLeaf("offices.list")!.setting, "offices.list", DEMO_SETTINGS.offices.list.map((o) => (o.city === "Greenville" ? { ...o, email: GREENVILLE } : o))),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);

  // An invitation, a sign-up from the staff domain (its confirmation), then a forgotten password.
  expect((await site.submit("/Blog-Page-Builder/staff", { intent: "invite", email: INVITED, role: "editor" })).status).toBe(200);
  mail.invitation = await waitForMail(outbox(), INVITED, /invited/);
  const signUp = await fetch(`${server.origin}/auth?tab=signup`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
    body: new URLSearchParams({ intent: "signup", email: SIGNED_UP, password: "correct horse battery" }),
  });
  expect(signUp.status).toBe(200);
  mail.confirmation = await waitForMail(outbox(), SIGNED_UP, /Confirm your/);
  const forgot = await fetch(`${server.origin}/auth?tab=forgot`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
    body: new URLSearchParams({ intent: "forgot", email: OWNER }),
  });
  expect(forgot.status).toBe(200);
  mail.reset = await waitForMail(outbox(), OWNER, /Reset your/);

  // A customer's request from Winterville: the Greenville office answers it.
  const stamp = /name="formStarted" value="([^"]+)"/.exec(await (await fetch(`${server.origin}/book-inspection`)).text())![1];
  await new Promise((r) => setTimeout(r, 3100));
  const form = new FormData();
  for (const [k, v] of Object.entries({ formStarted: stamp, website: "", name: CUSTOMER.name, email: CUSTOMER.email, phone: "252-555-0142", service: "repair", town: "Winterville" })) form.set(k, v);
  const request = await fetch(`${server.origin}/book-inspection`, { method: "POST", redirect: "manual", headers: { Origin: server.origin }, body: form });
  expect(request.status, await request.clone().text()).toBe(302);
  mail.office = await waitForMail(outbox(), GREENVILLE, /New request/);
  mail.customer = await waitForMail(outbox(), CUSTOMER.email, /We received your request/);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the e-mails the site sends, as a mail client reads them", () => {
  it("sends the owner created through the set-up link no confirmation e-mail", () => {
    expect(ownerMailAfterSetup).toEqual([]);
  });

  it.each([
    ["invitation", INVITED, `You are invited to the ${COMPANY} staff area`, []],
    ["confirmation", SIGNED_UP, `Confirm your ${COMPANY} staff account`, []],
    ["reset", OWNER, `Reset your ${COMPANY} staff password`, []],
    ["office", GREENVILLE, /^New request PR-[A-Z0-9]{6}: Dana Whitley, Winterville \(Roof repair or a leak\)$/, [{ name: CUSTOMER.name, address: CUSTOMER.email }]],
    ["customer", CUSTOMER.email, new RegExp(`^We received your request \\(PR-[A-Z0-9]{6}\\) - ${COMPANY}$`), [{ name: "", address: GREENVILLE }]],
  ] as const)("%s: from the company, to the right person, Reply-To and subject right", (kind, to, subject, replyTo) => {
    const m = mail[kind];
    expect(m.from).toEqual([SENDER]);
    expect(m.to).toBe(to);
    expect(m.replyTo).toEqual(replyTo);
    if (typeof subject === "string") expect(m.subject).toBe(subject);
    else expect(m.subject).toMatch(subject);
  });

  it.each([
    ["invitation", false],
    ["confirmation", false],
    ["reset", false],
    ["office", true],
    ["customer", false],
  ] as const)("%s: every link in it opens a working page", async (kind, staffLink) => {
    const m = mail[kind];
    for (const link of m.links) {
      expect(link.startsWith(server.origin.replace("127.0.0.1", "localhost")) || link.startsWith(server.origin), link).toBe(true);
      expect(await linkStatus(link, staffLink ? cookie : ""), link).toBe(200);
    }
  });

  it("gives the office the customer's request and the inbox link, the customer who answers and when", () => {
    expect(mail.office.links).toEqual([expect.stringMatching(/\/leads\/[0-9a-f-]{36}$/)]);
    expect(mail.office.text).toContain("Phone: (252) 555-0142");
    expect(mail.customer.text).toMatch(/someone from our Greenville Office will call you at \(252\) 555-0142 (today by|by) /);
    expect(mail.customer.text).toContain("Office hours: Monday-Friday 8:00 AM-5:00 PM, Saturday-Sunday closed.");
  });
});
