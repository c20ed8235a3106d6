import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  claimOwnerSetupToken,
  inviteStaff,
  isValidOwnerSetupToken,
  issueOwnerSetupToken,
  signUpRoleFor,
} from "~/auth/staff-access.server";
import { user } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const allow = { emails: ["listed@example.org"], domains: ["crew.example"] };

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe("who may sign up", () => {
  it("refuses addresses nobody invited or allowed", async () => {
    expect(await signUpRoleFor(t.db, "stranger@gmail.example", allow)).toBeNull();
  });

  it("allows STAFF_EMAILS and STAFF_EMAIL_DOMAINS as editors, ignoring case", async () => {
    expect(await signUpRoleFor(t.db, "Listed@Example.org", allow)).toBe("editor");
    expect(await signUpRoleFor(t.db, "anyone@CREW.example", allow)).toBe("editor");
    expect(await signUpRoleFor(t.db, "anyone@sub.crew.example", allow)).toBeNull();
  });

  it("allows invited addresses with the invited role", async () => {
    const [owner] = await t.db.insert(user).values({ id: "u1", name: "o", email: "o@x.example", role: "owner" }).returning();
    await inviteStaff(t.db, { email: "New.Owner@x.example", role: "owner", invitedBy: owner.id });
    expect(await signUpRoleFor(t.db, "new.owner@x.example", allow)).toBe("owner");
  });
});

describe("owner set-up link", () => {
  it("is issued only while no owner exists, and only the latest one works", async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await issueOwnerSetupToken(fresh.db);
      const second = await issueOwnerSetupToken(fresh.db);
      expect(first && second).toBeTruthy();
      expect(await isValidOwnerSetupToken(fresh.db, first!)).toBe(false);
      expect(await isValidOwnerSetupToken(fresh.db, second!)).toBe(true);
      expect(await isValidOwnerSetupToken(fresh.db, "guess")).toBe(false);

      expect(await claimOwnerSetupToken(fresh.db, second!, "boss@x.example")).toBe(true);
      expect(await signUpRoleFor(fresh.db, "boss@x.example", { emails: [], domains: [] })).toBe("owner");

      await fresh.db.insert(user).values({ id: "boss", name: "b", email: "boss@x.example", role: "owner" });
      expect(await issueOwnerSetupToken(fresh.db)).toBeNull();
    } finally {
      await fresh.drop();
    }
  });
});
