/**
 * Homeowners find their warranty portal (docs/decisions/021-launch-as-your-company.md): recording a
 * job through its route, with the welcome box ticked, puts one welcome e-mail with the portal's
 * sign-in address in the homeowner's mail — once, however often and from however many instances
 * the queue is worked; unticked, none. Against a real database and the real outbox mailer.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { defaultBusiness } from "~/config/business.server";
import { jobs } from "~/db/schema";
import { WELCOME_FIELD } from "~/components/warranty/job-form";
import { jobFormSchema } from "~/domain/jobs";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { createJob } from "~/models/jobs.server";
import { action as newJob } from "~/routes/_staff.jobs.new";
import { loader as portalSignIn } from "~/routes/_public.portal.sign-in";
import { sendPortalWelcomes } from "~/warranty/upkeep.server";
import { readOutbox } from "../support/mail";
import { callRoute, testContext, EDITOR } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let dir: string;
let outbox: string;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-welcome-"));
  outbox = path.join(dir, "outbox");
  mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: async () => "Pamlico Ridge Roofing <info@pamlicoridge.example>", timeoutMs: 5000 });
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const form = (email: string, welcome: boolean) => ({
  customerName: "Dana Whitley",
  customerEmail: email,
  customerPhone: "",
  street: "104 Forest Hill Drive",
  town: "Winterville",
  zip: "28590",
  material: "asphalt",
  manufacturer: "",
  productLine: "",
  squares: "",
  startedOn: "",
  completedOn: "",
  workmanshipYears: "5",
  manufacturerWarranty: "",
  notes: "",
  ...(welcome ? { [WELCOME_FIELD]: "on" } : {}),
});

const record = (email: string, welcome: boolean) =>
  callRoute(newJob, { url: "/jobs/new", form: form(email, welcome), context: testContext(t.db, EDITOR, {}, { mailer }) });

const welcomes = async (to: string) => (await readOutbox(outbox)).filter((m) => m.to.includes(to) && m.subject.startsWith("Your roof's warranty portal"));
const deps = () => ({ db: t.db, mailer, business: defaultBusiness, siteUrl: "https://roofing.example" });

describe("the homeowner's welcome to the portal", () => {
  it("goes out once for a job recorded with the box ticked, with the sign-in address and what is there", async () => {
    expect((await record("dana@homeowner.test", true)).status).toBe(302);
    // The route starts the queue; the scheduler's ticks work it too, on every instance at once.
    await Promise.all([sendPortalWelcomes(deps()), sendPortalWelcomes(deps())]);
    for (let i = 0; i < 50 && (await welcomes("dana@homeowner.test")).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    await sendPortalWelcomes(deps());
    const mail = await welcomes("dana@homeowner.test");
    expect(mail).toHaveLength(1);
    const link = /Open (\S+) and enter this e-mail address \(dana@homeowner\.test\)/.exec(mail[0].text)?.[1];
    expect(link).toMatch(/^https?:\/\/[^/]+\/portal\/sign-in$/);
    // The page it names answers: the portal's sign-in form.
    expect((await callRoute(portalSignIn, { url: new URL(link!).pathname, context: testContext(t.db, null) })).status).toBe(200);
    expect(mail[0].text).toMatch(/your warranty certificates[\s\S]*photos[\s\S]*documents[\s\S]*report a problem/);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.customerEmail, "dana@homeowner.test"));
    expect(job.welcomeRequested).toBe(true);
    expect(job.welcomeSentAt).toBeInstanceOf(Date);
  });

  it("does not go out when staff untick it", async () => {
    expect((await record("lee@homeowner.test", false)).status).toBe(302);
    await sendPortalWelcomes(deps());
    expect(await welcomes("lee@homeowner.test")).toEqual([]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.customerEmail, "lee@homeowner.test"));
    expect([job.welcomeRequested, job.welcomeSentAt]).toEqual([false, null]);
  });

  it("is tried again on the next tick when the mail server fails", async () => {
    await createJob(t.db, jobFormSchema("2027-12-31").parse(form("kim@homeowner.test", false)), { author: "staff@roofing.example", welcome: true });
    const failing: Mailer = { describe: () => "failing", send: async () => Promise.reject(new Error("connection refused")) };
    expect(await sendPortalWelcomes({ ...deps(), mailer: failing })).toBe(0);
    expect(await welcomes("kim@homeowner.test")).toEqual([]);
    expect(await sendPortalWelcomes(deps())).toBe(1);
    expect(await welcomes("kim@homeowner.test")).toHaveLength(1);
  });
});
