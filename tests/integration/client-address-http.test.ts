/**
 * Per-client rate limits count the real client (docs/decisions/004-proxies-and-origins.md): the
 * address of the socket, or the one a trusted proxy (TRUST_PROXY) appended to X-Forwarded-For —
 * never a header the client wrote. Each client here is its own loopback address, against the
 * production server with the limits on: one with TRUST_PROXY unset, one behind a proxy at 127.0.0.2.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { newClientAddress, requestFrom, type ClientResponse } from "../support/client-at";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";

const PROXY = "127.0.0.2";
const OWNER = { email: "owner@roofing.example", password: "correct horse battery" };
const TOO_MANY = /Too many attempts\. Try again in \d+ minutes?\./;

let direct: ServerProcess;
let proxied: ServerProcess;

beforeAll(async () => {
  const limited = { AUTH_RATE_LIMIT: "1", STAFF_EMAIL_DOMAINS: "staff.example" };
  [direct, proxied] = await Promise.all([startServer(limited), startServer({ ...limited, TRUST_PROXY: PROXY })]);
  await Promise.all([signInAsOwner(direct), signInAsOwner(proxied)]);
}, 90_000);
afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()]);
});

/** Where a request comes from: the socket's address and the headers sent with it. */
interface Client {
  address: string;
  headers: Record<string, string>;
}

let forwarded = 0;
/** An internet address the test proxy forwards for (198.18.0.0/15, set aside for tests). */
const newInternetAddress = () => `198.18.${Math.floor(forwarded / 250)}.${(forwarded++ % 250) + 1}`;
const unique = () => crypto.randomBytes(4).toString("hex");

/** One form per credential path and the request form, each a fresh account so only the per-client limit applies. */
interface LimitedForm {
  name: string;
  perClient: number;
  /** What a request that is not rate limited answers. */
  allowed: number;
  send(site: ServerProcess, from: Client, n: number): Promise<ClientResponse>;
}

const post = (site: ServerProcess, from: Client, path: string, body: Record<string, string>) =>
  requestFrom(from.address, `${site.origin}${path}`, { headers: from.headers, body });

/** Signed stamps of the request form, each from a page view, old enough to be sent once 3 s have passed. */
async function formStamps(site: ServerProcess, count: number): Promise<string[]> {
  const stamps = [];
  for (let i = 0; i < count; i++) {
    const page = await requestFrom("127.0.0.1", `${site.origin}/book-inspection`);
    stamps.push(/name="formStarted" value="([^"]+)"/.exec(page.text)![1]);
  }
  await new Promise((r) => setTimeout(r, 3100));
  return stamps;
}

const FORMS: LimitedForm[] = [
  {
    name: "login",
    perClient: RATE_LIMITS.login.perClient.max,
    allowed: 401,
    send: (site, from) => post(site, from, "/auth?index", { intent: "login", email: `guess-${unique()}@staff.example`, password: "not the password" }),
  },
  {
    name: "password reset e-mail",
    perClient: RATE_LIMITS.mail.perClient.max,
    allowed: 200,
    send: (site, from) => post(site, from, "/auth?index", { intent: "forgot", email: `forgot-${unique()}@staff.example` }),
  },
  {
    name: "password reset link",
    perClient: RATE_LIMITS.reset.perClient.max,
    allowed: 400,
    send: (site, from) => post(site, from, "/auth/reset-password", { token: `guess-${unique()}`, password: "a new passphrase", confirm: "a new passphrase" }),
  },
  {
    name: "sign-up",
    perClient: RATE_LIMITS.signup.perClient.max,
    allowed: 200,
    send: (site, from) => post(site, from, "/auth?index", { intent: "signup", email: `joiner-${unique()}@staff.example`, password: "correct horse battery" }),
  },
];

const leadForm = (stamps: string[]): LimitedForm => ({
  name: "request form",
  perClient: RATE_LIMITS.lead.perClient.max,
  allowed: 302,
  send: (site, from, n) =>
    post(site, from, "/book-inspection", {
      formStarted: stamps[n],
      website: "",
      name: "Dana Whitley",
      // A different phone each time: only the per-client limit can stop these.
      phone: `252-${300 + Math.floor(n / 100)}-${String(1000 + (n % 100) + Math.floor(Math.random() * 8000)).padStart(4, "0")}`,
      service: "repair",
      town: "Wilson",
    }),
});

/** Sends `count` requests, each from the client `from(n)` gives, one after another. */
async function sendAll(site: ServerProcess, form: LimitedForm, count: number, from: (n: number) => Client): Promise<number[]> {
  const statuses = [];
  for (let n = 0; n < count; n++) statuses.push((await form.send(site, from(n), n)).status);
  return statuses;
}

/** A client that rewrites X-Client-IP and X-Forwarded-For on every request. */
const forging = (address: string, real?: string) => (n: number): Client => ({
  address,
  headers: {
    "X-Client-IP": `203.0.113.${(n % 250) + 1}`,
    // Behind a proxy, the proxy appends the address it saw after whatever the client wrote.
    "X-Forwarded-For": real ? `203.0.113.${(n % 250) + 1}, ${real}` : `198.51.100.${(n % 250) + 1}`,
  },
});

async function expectLimitedAfter(site: ServerProcess, form: LimitedForm, from: (n: number) => Client) {
  const statuses = await sendAll(site, form, form.perClient + 1, from);
  expect(statuses.slice(0, form.perClient)).toEqual(Array(form.perClient).fill(form.allowed));
  expect(statuses.at(-1)).toBe(429);
}

async function expectNeverLimited(site: ServerProcess, form: LimitedForm, from: (n: number) => Client) {
  const statuses = await sendAll(site, form, form.perClient + 2, from);
  expect(statuses).toEqual(Array(form.perClient + 2).fill(form.allowed));
}

async function ownerLogsIn(site: ServerProcess, from: Client) {
  const res = await post(site, from, "/auth?index", { intent: "login", ...OWNER });
  expect(res.status, res.text).toBe(302);
  return res;
}

async function sessionAddress(site: ServerProcess, cookies: string): Promise<string | null> {
  const res = await requestFrom("127.0.0.1", `${site.origin}/api/auth/get-session`, { headers: { Cookie: cookies } });
  return (JSON.parse(res.text) as { session?: { ipAddress?: string | null } } | null)?.session?.ipAddress ?? null;
}

describe("TRUST_PROXY unset: the socket's address is the client", () => {
  for (const form of FORMS) {
    it(`${form.name}: clients at different addresses do not share a count`, async () => {
      await expectNeverLimited(direct, form, () => ({ address: newClientAddress(), headers: {} }));
    });

    it(`${form.name}: a rotating forged X-Client-IP / X-Forwarded-For never escapes the limit`, async () => {
      await expectLimitedAfter(direct, form, forging(newClientAddress()));
    });
  }

  it("request form: clients at different addresses do not share a count", async () => {
    const form = leadForm(await formStamps(direct, RATE_LIMITS.lead.perClient.max + 2));
    await expectNeverLimited(direct, form, () => ({ address: newClientAddress(), headers: {} }));
  });

  it("request form: a rotating forged X-Client-IP / X-Forwarded-For never escapes the limit", async () => {
    const form = leadForm(await formStamps(direct, RATE_LIMITS.lead.perClient.max + 1));
    await expectLimitedAfter(direct, form, forging(newClientAddress()));
  });

  it("never locks the owner out because of other clients' failed logins", async () => {
    const [login] = FORMS;
    await expectNeverLimited(direct, login, () => ({ address: newClientAddress(), headers: {} }));
    await ownerLogsIn(direct, { address: newClientAddress(), headers: {} });
  });

  it("a client over its limit is told when to try again, and other clients are not", async () => {
    const [login] = FORMS;
    const address = newClientAddress();
    await expectLimitedAfter(direct, login, forging(address));
    const refused = await post(direct, { address, headers: {} }, "/auth?index", { intent: "login", ...OWNER });
    expect(refused.status).toBe(429);
    expect(refused.text).toMatch(TOO_MANY);
    await ownerLogsIn(direct, { address: newClientAddress(), headers: {} });
  });

  it("a form sign-in records the socket's address on the session, not a header's", async () => {
    const address = newClientAddress();
    const res = await ownerLogsIn(direct, { address, headers: { "X-Client-IP": "203.0.113.9", "X-Forwarded-For": "198.51.100.9" } });
    expect(await sessionAddress(direct, res.cookies)).toBe(address);
  });
});

describe("TRUST_PROXY set: the address the trusted proxy saw is the client", () => {
  const behindProxy = (): Client => ({ address: PROXY, headers: { "X-Forwarded-For": newInternetAddress() } });

  for (const form of FORMS) {
    it(`${form.name}: clients behind the proxy do not share a count`, async () => {
      await expectNeverLimited(proxied, form, behindProxy);
    });

    it(`${form.name}: a client behind the proxy cannot forge its way out of the limit`, async () => {
      await expectLimitedAfter(proxied, form, forging(PROXY, newInternetAddress()));
    });

    it(`${form.name}: a client that bypasses the proxy is counted by its own address, whatever it forwards`, async () => {
      await expectLimitedAfter(proxied, form, forging(newClientAddress()));
    });
  }

  it("request form: clients behind the proxy do not share a count, and a forger does not escape", async () => {
    const max = RATE_LIMITS.lead.perClient.max;
    const stamps = await formStamps(proxied, 2 * max + 3);
    await expectNeverLimited(proxied, leadForm(stamps.slice(0, max + 2)), behindProxy);
    await expectLimitedAfter(proxied, leadForm(stamps.slice(max + 2)), forging(PROXY, newInternetAddress()));
  });

  it("never locks the owner out because of other clients' failed logins", async () => {
    const [login] = FORMS;
    await expectNeverLimited(proxied, login, behindProxy);
    await ownerLogsIn(proxied, behindProxy());
  });

  it("a form sign-in records the forwarded client's address on the session", async () => {
    const client = newInternetAddress();
    const res = await ownerLogsIn(proxied, { address: PROXY, headers: { "X-Client-IP": "203.0.113.9", "X-Forwarded-For": `203.0.113.8, ${client}` } });
    expect(await sessionAddress(proxied, res.cookies)).toBe(client);
  });
});
