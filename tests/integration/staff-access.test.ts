import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  claimInvitation,
  clearUnconfirmedAccount,
  inviteStaff,
  isValidOwnerSetupToken,
  issueOwnerSetupToken,
  signUpGrant,
  staffInvitationByToken,
} from "~/auth/staff-access.server";
import { staffInvitations, user } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const allow = { emails: ["listed@example.org"], domains: ["crew.example"] };
const nobody = { emails: [], domains: [] };
let ownerId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  [{ id: ownerId }] = await t.db.insert(user).values({ id: "u1", name: "o", email: "o@x.example", role: "owner", emailVerified: true }).returning();
});
afterAll(async () => {
  await t.drop();
});

async function invite(email: string, role: "owner" | "editor" = "editor"): Promise<string> {
  const invited = await inviteStaff(t.db, { email, role, invitedBy: ownerId });
  if (!invited.ok) throw new Error(`could not invite ${email}`);
  return invited.token;
}

describe("who may sign up", () => {
  it("refuses addresses nobody invited or allowed", async () => {
    expect(await signUpGrant(t.db, "stranger@gmail.example", allow)).toBeNull();
  });

  it("allows STAFF_EMAILS and STAFF_EMAIL_DOMAINS as editors, ignoring case", async () => {
    expect(await signUpGrant(t.db, "Listed@Example.org", allow)).toEqual({ role: "editor", invitationId: null });
    expect(await signUpGrant(t.db, "anyone@CREW.example", allow)).toEqual({ role: "editor", invitationId: null });
    expect(await signUpGrant(t.db, "anyone@sub.crew.example", allow)).toBeNull();
  });
});

describe("invitations are tokens, not addresses", () => {
  it("grant the invited role only through the invitation's own token", async () => {
    const token = await invite("New.Owner@x.example", "owner");
    const grant = await signUpGrant(t.db, "new.owner@x.example", allow, token);
    expect(grant?.role).toBe("owner");
    expect(grant?.invitationId).toEqual(expect.any(String));
    // Without the token the invited address cannot be claimed at all…
    expect(await signUpGrant(t.db, "new.owner@x.example", allow)).toBeNull();
    // …nor with a guess, nor can the token claim another address.
    expect(await signUpGrant(t.db, "new.owner@x.example", allow, "a-guessed-token")).toBeNull();
    expect(await signUpGrant(t.db, "attacker@x.example", allow, token)).toBeNull();
  });

  it("an invitation to an allow-listed address still needs its link", async () => {
    await invite("member@crew.example");
    expect(await signUpGrant(t.db, "member@crew.example", allow)).toBeNull();
  });

  it("re-inviting an address replaces the earlier link", async () => {
    const first = await invite("twice@x.example");
    const second = await invite("twice@x.example", "owner");
    expect(await signUpGrant(t.db, "twice@x.example", nobody, first)).toBeNull();
    expect(await staffInvitationByToken(t.db, first)).toBeNull();
    expect((await signUpGrant(t.db, "twice@x.example", nobody, second))?.role).toBe("owner");
    expect(await t.db.select().from(staffInvitations).where(eq(staffInvitations.email, "twice@x.example"))).toHaveLength(1);
  });

  it("work once: the first claim wins, and the link is then unusable", async () => {
    const token = await invite("once@x.example");
    const grant = await signUpGrant(t.db, "once@x.example", nobody, token);
    const claims = await Promise.all([claimInvitation(t.db, grant!.invitationId!), claimInvitation(t.db, grant!.invitationId!)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await signUpGrant(t.db, "once@x.example", nobody, token)).toBeNull();
    expect(await staffInvitationByToken(t.db, token)).toBeNull();
  });

  it("expire", async () => {
    const token = await invite("late@x.example");
    await t.db.update(staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvitations.email, "late@x.example"));
    expect(await signUpGrant(t.db, "late@x.example", nobody, token)).toBeNull();
    expect(await staffInvitationByToken(t.db, token)).toBeNull();
  });

  it("are stored as a hash of the token, never the token", async () => {
    const token = await invite("hashed@x.example");
    const rows = await t.db.select().from(staffInvitations).where(eq(staffInvitations.email, "hashed@x.example"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("are not sent to an address that already has a confirmed account", async () => {
    expect(await inviteStaff(t.db, { email: "O@x.example", role: "editor", invitedBy: ownerId })).toEqual({ ok: false, reason: "already-staff" });
  });

  it("replace an unconfirmed account made for the address, never a confirmed one", async () => {
    await t.db.insert(user).values({ id: "squatter", name: "s", email: "taken@x.example", role: "editor", emailVerified: false });
    expect(await clearUnconfirmedAccount(t.db, "Taken@x.example")).toEqual({ confirmedAccount: false });
    expect(await t.db.select().from(user).where(eq(user.email, "taken@x.example"))).toEqual([]);
    expect(await clearUnconfirmedAccount(t.db, "o@x.example")).toEqual({ confirmedAccount: true });
  });
});

describe("owner set-up link", () => {
  it("is issued only while no owner exists, only the latest one works, and its holder chooses the address", async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await issueOwnerSetupToken(fresh.db);
      const second = await issueOwnerSetupToken(fresh.db);
      expect(first && second).toBeTruthy();
      expect(await isValidOwnerSetupToken(fresh.db, first!)).toBe(false);
      expect(await isValidOwnerSetupToken(fresh.db, second!)).toBe(true);
      expect(await isValidOwnerSetupToken(fresh.db, "guess")).toBe(false);
      // Not an invitation e-mail's link.
      expect(await staffInvitationByToken(fresh.db, second!)).toBeNull();

      expect((await signUpGrant(fresh.db, "boss@x.example", nobody, second))?.role).toBe("owner");
      expect(await signUpGrant(fresh.db, "boss@x.example", nobody)).toBeNull();

      await fresh.db.insert(user).values({ id: "boss", name: "b", email: "boss@x.example", role: "owner" });
      expect(await signUpGrant(fresh.db, "second-boss@x.example", nobody, second)).toBeNull();
      expect(await issueOwnerSetupToken(fresh.db)).toBeNull();
    } finally {
      await fresh.drop();
    }
  });
});
