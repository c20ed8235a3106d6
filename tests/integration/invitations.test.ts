/**
 * Staff invitations are single-use, expiring tokens (docs/decisions/011-client-address-and-invitations.md):
 * an invited address can only be claimed through its link, by the form and by better-auth's API alike,
 * and the API's sign-up does not tell an existing account from an unknown address.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "~/auth/forms";
import { inviteStaff, SIGN_UP_REFUSED } from "~/auth/staff-access.server";
import { staffInvitations, user } from "~/db/schema";
import * as authPage from "~/routes/auth._index";
import * as invitationPage from "~/routes/auth.invitation";
import type { AppServices } from "~/context.server";
import { api, authTestSite, load, submit, type AuthTestSite } from "../support/auth-services";
import { readOutbox } from "../support/mail";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const PASSWORD = "correct horse battery";
const ATTACKER_PASSWORD = "attacker's own password";
const CLIENT = "203.0.113.5";

let t: TestDatabase;
let site: AuthTestSite;
let services: AppServices;
let ownerId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  site = authTestSite(t, "invitations");
  services = await site.start({ rateLimit: false });
  [{ id: ownerId }] = await t.db
    .insert(user)
    .values({ id: "owner-1", name: "owner", email: "owner@roofing.example", role: "owner", emailVerified: true })
    .returning();
});

afterAll(async () => {
  await site?.close();
  await t?.drop();
});

const apiSignUp = (email: string, password: string, extra: Record<string, string> = {}) =>
  api(services, "/sign-up/email", CLIENT, { email, password, name: "x", ...extra });

async function invite(email: string, role: "owner" | "editor" = "editor"): Promise<string> {
  const invited = await inviteStaff(t.db, { email, role, invitedBy: ownerId });
  if (!invited.ok) throw new Error(`could not invite ${email}`);
  return invited.token;
}

const accept = (token: string, password = PASSWORD) => submit(services, invitationPage, `/auth/invitation?token=${token}`, CLIENT, { token, password });
const formSignUp = (email: string, password: string) => submit(services, authPage, "/auth?tab=signup", CLIENT, { intent: "signup", email, password });
const formLogin = (email: string, password: string) => submit(services, authPage, "/auth", CLIENT, { intent: "login", email, password });
const invitationOn = async (token: string) =>
  ((await load(services, invitationPage, `/auth/invitation?token=${token}`)) as { invitation: { email: string; role: string } | null }).invitation;
const accountOf = async (email: string) => (await t.db.select().from(user).where(eq(user.email, email)))[0];
const mailsTo = async (email: string) => (await readOutbox(path.join(site.dataDir, "outbox"))).filter((m) => m.to.includes(email));

describe("an invited address can only be claimed through its link", () => {
  it("refuses an attacker who signs up first, by the form and by the API, and lets the invitee in through the link", async () => {
    const invitee = "dana@elsewhere.example";
    const token = await invite(invitee);

    const byForm = await formSignUp(invitee, ATTACKER_PASSWORD);
    expect(byForm.status).toBe(400);
    expect(byForm.message).toBe(SIGN_UP_REFUSED);
    const byApi = await apiSignUp(invitee, ATTACKER_PASSWORD);
    expect(byApi.status).toBe(400);
    expect(byApi.message).toBe(SIGN_UP_REFUSED);
    expect(await accountOf(invitee)).toBeUndefined();

    expect(await invitationOn(token)).toMatchObject({ email: invitee, role: "editor" });

    const accepted = await accept(token);
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe("/Blog-Page-Builder");
    expect(accepted.headers.getSetCookie().join("\n")).toContain("session_token=");
    expect(await accountOf(invitee)).toMatchObject({ role: "editor", emailVerified: true });
    // The link proved the mailbox: no second e-mail to confirm it.
    expect((await mailsTo(invitee)).filter((m) => /Confirm your/.test(m.subject))).toEqual([]);
    expect((await formLogin(invitee, PASSWORD)).status).toBe(302);
    expect((await formLogin(invitee, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it("works once", async () => {
    const token = await invite("once@elsewhere.example");
    expect((await accept(token)).status).toBe(302);
    const again = await accept(token, "another password here");
    expect(again.status).toBe(403);
    expect(again.message).toBe(AUTH_MESSAGES.invitationUnusable);
    expect(await invitationOn(token)).toBeNull();
  });

  it("stops working when the address is invited again, and the newest link carries the new role", async () => {
    const first = await invite("again@elsewhere.example");
    const second = await invite("again@elsewhere.example", "owner");
    const old = await accept(first);
    expect(old.status).toBe(403);
    expect(old.message).toBe(AUTH_MESSAGES.invitationUnusable);
    expect((await accept(second)).status).toBe(302);
    expect(await accountOf("again@elsewhere.example")).toMatchObject({ role: "owner", emailVerified: true });
  });

  it("stops working when it expires, and a guessed token is refused", async () => {
    const token = await invite("late@elsewhere.example");
    await t.db.update(staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvitations.email, "late@elsewhere.example"));
    expect((await accept(token)).message).toBe(AUTH_MESSAGES.invitationUnusable);
    expect((await accept("not-a-real-invitation-token")).message).toBe(AUTH_MESSAGES.invitationUnusable);
    expect(await accountOf("late@elsewhere.example")).toBeUndefined();
  });

  it("cannot be spent on another address through the API", async () => {
    const token = await invite("mine@elsewhere.example");
    const stolen = await apiSignUp("attacker@elsewhere.example", ATTACKER_PASSWORD, { invitation: token });
    expect(stolen.status).toBe(400);
    expect(await accountOf("attacker@elsewhere.example")).toBeUndefined();
    expect((await accept(token)).status).toBe(302);
  });

  it("replaces an unconfirmed account someone made for the address before it was invited", async () => {
    const address = "early@staff.example";
    // The allow-list lets anyone start an account for this address; the attacker never confirms it.
    expect((await apiSignUp(address, ATTACKER_PASSWORD)).status).toBe(200);
    const token = await invite(address, "owner");
    expect((await accept(token)).status).toBe(302);
    expect(await accountOf(address)).toMatchObject({ role: "owner", emailVerified: true });
    expect((await formLogin(address, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await formLogin(address, PASSWORD)).status).toBe(302);
  });
});

describe("the API's sign-up does not tell who has an account", () => {
  it("answers an existing account and an unknown address alike when neither may sign up", async () => {
    const existing = await apiSignUp("owner@roofing.example", ATTACKER_PASSWORD);
    const unknown = await apiSignUp("nobody-here@elsewhere.example", ATTACKER_PASSWORD);
    expect({ status: existing.status, body: existing.body }).toEqual({ status: unknown.status, body: unknown.body });
    expect(existing.status).toBe(400);
    expect(existing.message).toBe(SIGN_UP_REFUSED);
  });

  it("answers an existing account and a new address alike when both may sign up", async () => {
    const email = "member@staff.example";
    const first = await apiSignUp(email, PASSWORD);
    const repeated = await apiSignUp(email, ATTACKER_PASSWORD);
    const fresh = await apiSignUp("another-member@staff.example", PASSWORD);
    expect([first.status, repeated.status, fresh.status]).toEqual([200, 200, 200]);
    const shape = (b: typeof first.body) => ({ ...b, user: Object.keys(b.user ?? {}).sort() });
    expect(shape(repeated.body)).toEqual(shape(fresh.body));
  });
});
