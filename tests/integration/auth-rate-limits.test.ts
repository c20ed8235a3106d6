/**
 * Every credential path (docs/decisions/004-proxies-and-origins.md) is rate limited per client and
 * per account, in the database, so two instances on one database share the count. The form actions
 * are called the way React Router calls them, the /api/auth endpoints through better-auth's HTTP
 * handler, each with the client address the Express server would set.
 */
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, user } from "~/db/schema";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { pruneExpiredRateLimits } from "~/models/rate-limits.server";
import * as authPage from "~/routes/auth._index";
import * as resetPage from "~/routes/auth.reset-password";
import * as setupPage from "~/routes/auth.setup";
import type { AppServices } from "~/context.server";
import { api, authTestSite, submit, type Answer, type AuthTestSite } from "../support/auth-services";
import { readOutbox } from "../support/mail";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const PASSWORD = "correct horse battery";
const TOO_MANY = /^Too many attempts\. Try again in \d+ minutes?\.$/;

let t: TestDatabase;
let site: AuthTestSite;
let one: AppServices;
let two: AppServices;
let unlimited: AppServices;

beforeAll(async () => {
  t = await createTestDatabase();
  site = authTestSite(t, "rate-limits");
  // Two instances of the site on one database, as behind a load balancer, and one with AUTH_RATE_LIMIT=0.
  one = await site.start({ rateLimit: true });
  two = await site.start({ rateLimit: true });
  unlimited = await site.start({ rateLimit: false });
});

afterAll(async () => {
  await site?.close();
  await t?.drop();
});

const login = (services: AppServices, ip: string, email: string, password: string) =>
  submit(services, authPage, "/auth", ip, { intent: "login", email, password, redirectTo: "/posts" });
const forgot = (services: AppServices, ip: string, email: string) =>
  submit(services, authPage, "/auth?tab=forgot", ip, { intent: "forgot", email });

/** A confirmed staff account, created through the sign-up form from its own address. */
async function staffAccount(name: string): Promise<string> {
  const email = `${name}@staff.example`;
  const created = await submit(unlimited, authPage, "/auth?tab=signup", "198.51.100.1", { intent: "signup", email, password: PASSWORD });
  expect(created.status).toBe(200);
  // Confirmed, as the e-mailed link would.
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return email;
}

const mailsTo = async (email: string) => (await readOutbox(path.join(site.dataDir, "outbox"))).filter((m) => m.to.includes(email));
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);

describe("login form", () => {
  it("refuses the right password after 50 wrong ones with a 429 and a readable message, signing nobody in", async () => {
    const email = await staffAccount("guessed");
    const wrong: Answer[] = [];
    for (let i = 0; i < 50; i++) wrong.push(await login(one, "203.0.113.10", email, `wrong-${i}-password`));
    const max = RATE_LIMITS.login.perAccount!.max;
    expect(statuses(wrong.slice(0, max))).toEqual(Array(max).fill(401));
    expect(new Set(statuses(wrong.slice(max)))).toEqual(new Set([429]));

    const right = await login(one, "203.0.113.10", email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.message).toBe("Too many attempts. Try again in 15 minutes.");
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(right.headers.get("Set-Cookie")).toBeNull();
  });

  it("does not count successful sign-ins against the account", async () => {
    const email = await staffAccount("often");
    const answers: Answer[] = [];
    for (let i = 0; i < RATE_LIMITS.login.perAccount!.max + 3; i++) answers.push(await login(one, "203.0.113.11", email, PASSWORD));
    expect(new Set(statuses(answers))).toEqual(new Set([302]));
    expect(answers[0].location).toBe("/posts");
  });

  it("limits a client that tries many accounts by its address", async () => {
    const perClient = RATE_LIMITS.login.perClient.max;
    const answers: Answer[] = [];
    for (let i = 0; i < perClient; i++) answers.push(await login(one, "203.0.113.12", `nobody-${i}@staff.example`, "wrong-password"));
    expect(new Set(statuses(answers))).toEqual(new Set([401]));
    const another = await login(one, "203.0.113.12", "someone-else@staff.example", "wrong-password");
    expect(another.status).toBe(429);
    expect(another.message).toMatch(TOO_MANY);
    // Another client is not affected.
    expect((await login(one, "203.0.113.13", "someone-else@staff.example", "wrong-password")).status).toBe(401);
  });

  it("counts concurrent attempts exactly (no race lets extra guesses through)", async () => {
    const email = await staffAccount("raced");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? one : two, "203.0.113.14", email, `wrong-${i}-password`)),
    );
    expect(statuses(answers).filter((s) => s === 401)).toHaveLength(RATE_LIMITS.login.perAccount!.max);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(12 - RATE_LIMITS.login.perAccount!.max);
  });

  it("is off with AUTH_RATE_LIMIT=0", async () => {
    const email = await staffAccount("unlimited");
    for (let i = 0; i < 10; i++) expect((await login(unlimited, "203.0.113.15", email, "wrong-password")).status).toBe(401);
    expect((await login(unlimited, "203.0.113.15", email, PASSWORD)).status).toBe(302);
  });
});

describe("forgot password", () => {
  it("sends at most the limit of e-mails to one address, whatever the number of requests", async () => {
    const email = await staffAccount("flooded");
    const answers: Answer[] = [];
    // From many client addresses, so only the per-address limit can stop it.
    for (let i = 0; i < 30; i++) answers.push(await forgot(one, `192.0.2.${i + 1}`, email));
    const max = RATE_LIMITS.mail.perAccount!.max;
    // The e-mails go out after the answers (app/mail/mailer.server.ts, MailQueue).
    await expect.poll(async () => (await mailsTo(email)).filter((m) => /reset/i.test(m.subject)).length).toBe(max);
    expect(statuses(answers.slice(0, max))).toEqual(Array(max).fill(200));
    expect(new Set(statuses(answers.slice(max)))).toEqual(new Set([429]));
    expect(answers.at(-1)!.message).toBe("Too many attempts. Try again in 60 minutes.");
  });
});

describe("sign-up, reset and owner set-up", () => {
  it("limits sign-up (and with it invitation acceptance) per address", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await submit(one, authPage, "/auth?tab=signup", `198.51.100.${20 + i}`, { intent: "signup", email: "joiner@staff.example", password: PASSWORD }));
    }
    const max = RATE_LIMITS.signup.perAccount!.max;
    expect(statuses(answers.slice(0, max))).not.toContain(429);
    expect(new Set(statuses(answers.slice(max)))).toEqual(new Set([429]));
    expect(answers.at(-1)!.message).toMatch(TOO_MANY);
  });

  it("limits password-reset attempts per client", async () => {
    const answers: Answer[] = [];
    const perClient = RATE_LIMITS.reset.perClient.max;
    for (let i = 0; i <= perClient; i++) {
      answers.push(await submit(one, resetPage, "/auth/reset-password", "198.51.100.40", { token: `guess-${i}`, password: PASSWORD, confirm: PASSWORD }));
    }
    expect(new Set(statuses(answers.slice(0, perClient)))).toEqual(new Set([400]));
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.message).toMatch(TOO_MANY);
  });

  it("limits the owner set-up form", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await submit(one, setupPage, "/auth/setup", "198.51.100.50", { token: `guess-${i}`, email: "boss@staff.example", password: PASSWORD }));
    }
    const max = RATE_LIMITS.setup.perAccount!.max;
    expect(new Set(statuses(answers.slice(0, max)))).toEqual(new Set([403]));
    expect(new Set(statuses(answers.slice(max)))).toEqual(new Set([429]));
    expect(answers.at(-1)!.message).toMatch(TOO_MANY);
  });
});

describe("several instances on one database", () => {
  it("share the count: attempts on one instance count on the other", async () => {
    const email = await staffAccount("shared");
    const max = RATE_LIMITS.login.perAccount!.max;
    for (let i = 0; i < max; i++) expect((await login(one, "203.0.113.30", email, "wrong-password")).status).toBe(401);
    const onTwo = await login(two, "203.0.113.31", email, PASSWORD);
    expect(onTwo.status).toBe(429);
    expect(onTwo.message).toMatch(TOO_MANY);

    const mailMax = RATE_LIMITS.mail.perAccount!.max;
    for (let i = 0; i < mailMax; i++) expect((await forgot(i % 2 ? one : two, "203.0.113.32", email)).status).toBe(200);
    expect((await forgot(two, "203.0.113.33", email)).status).toBe(429);
  });
});

describe("better-auth's HTTP endpoints under /api/auth", () => {
  it("refuse the right password after too many wrong ones", async () => {
    const email = await staffAccount("api-guessed");
    for (let i = 0; i < RATE_LIMITS.login.perAccount!.max; i++) {
      expect((await api(one, "/sign-in/email", "203.0.113.40", { email, password: "wrong-password" })).status).toBe(401);
    }
    const right = await api(two, "/sign-in/email", "203.0.113.40", { email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.message).toMatch(TOO_MANY);
    expect(right.headers.get("Set-Cookie")).toBeNull();
  });

  it("send at most the limit of reset e-mails, sharing the count with the form", async () => {
    const email = await staffAccount("api-flooded");
    expect((await forgot(one, "203.0.113.41", email)).status).toBe(200);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await api(one, "/request-password-reset", `203.0.113.${42 + i}`, { email, redirectTo: "/auth/reset-password" }));
    expect(answers.at(-1)!.status).toBe(429);
    // The e-mails go out after the answers (app/mail/mailer.server.ts, MailQueue).
    await expect.poll(async () => (await mailsTo(email)).filter((m) => /reset/i.test(m.subject)).length).toBe(RATE_LIMITS.mail.perAccount!.max);
    await new Promise((r) => setTimeout(r, 300));
    expect((await mailsTo(email)).filter((m) => /reset/i.test(m.subject))).toHaveLength(RATE_LIMITS.mail.perAccount!.max);
  });

  it("limit sign-up and reset-password", async () => {
    const signUps = [];
    for (let i = 0; i < 7; i++) signUps.push(await api(one, "/sign-up/email", `203.0.113.${60 + i}`, { email: "api-joiner@staff.example", password: PASSWORD, name: "j" }));
    expect(signUps.at(-1)!.status).toBe(429);
    const resets = [];
    for (let i = 0; i <= RATE_LIMITS.reset.perClient.max; i++) resets.push(await api(one, "/reset-password", "203.0.113.70", { token: `guess-${i}`, newPassword: PASSWORD }));
    expect(resets[0].status).toBe(400);
    expect(resets.at(-1)!.status).toBe(429);
  });
});

describe("the counters", () => {
  it("start a new window once the old one ended, and expired rows are pruned", async () => {
    const email = await staffAccount("expired");
    const max = RATE_LIMITS.login.perAccount!.max;
    for (let i = 0; i <= max; i++) await login(one, "203.0.113.80", email, "wrong-password");
    expect((await login(one, "203.0.113.80", email, PASSWORD)).status).toBe(429);
    // Let every window on this client end, as if 15 minutes had passed.
    await t.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(sql`${rateLimits.key} like 'login:%'`);
    expect((await login(one, "203.0.113.80", email, PASSWORD)).status).toBe(302);

    await t.db.insert(rateLimits).values({ key: "login:ip:stale", count: 3, resetAt: sql`now() - interval '1 hour'` });
    expect(await pruneExpiredRateLimits(t.db)).toBeGreaterThan(0);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, "login:ip:stale"))).toEqual([]);
  });
});
