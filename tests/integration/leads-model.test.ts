import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "~/db/schema";
import {
  addLeadNote,
  changeLeadStatus,
  countNewLeads,
  createLead,
  deleteLead,
  getLead,
  listLeads,
  purgeLeadsOlderThan,
  resendLeadMail,
  type NewLead,
} from "~/models/leads.server";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const base: NewLead = { name: "Dana Whitley", phone: "(252) 555-0142", service: "repair", officeId: "rocky-mount", town: "Nashville" };
const photo = (hash: string) => ({
  contentHash: hash,
  width: 640,
  height: 480,
  variants: [{ format: "jpeg" as const, width: 640, height: 480, key: `leads/${hash.slice(0, 32)}/640.jpg`, bytes: 1000 }],
});

describe("leads in the database", () => {
  it("stores a lead with a readable reference and its photos, due for its e-mails", async () => {
    const lead = await createLead(t.db, base, [photo("a".repeat(64))]);
    expect(lead.reference).toMatch(/^PR-[2-9A-HJKMNP-Z]{6}$/);
    expect(lead.status).toBe("new");
    expect(lead.mailRetryAt).not.toBeNull();
    const detail = await getLead(t.db, lead.id);
    expect(detail?.photos.map((p) => p.contentHash)).toEqual(["a".repeat(64)]);
  });

  it("filters by status, town, service and text, leaving spam out unless asked", async () => {
    const storm = await createLead(t.db, { ...base, name: "Marcus Bell", service: "storm", town: "Winterville", officeId: "greenville" });
    const spam = await createLead(t.db, { ...base, name: "Cheap Pills" });
    await changeLeadStatus(t.db, spam.id, "spam", "owner@staff.example");
    expect((await listLeads(t.db, { service: "storm" })).leads.map((l) => l.id)).toEqual([storm.id]);
    expect((await listLeads(t.db, { town: "winterville" })).leads.map((l) => l.id)).toEqual([storm.id]);
    expect((await listLeads(t.db, { q: "marcus" })).leads.map((l) => l.id)).toEqual([storm.id]);
    expect((await listLeads(t.db, {})).leads.map((l) => l.name)).not.toContain("Cheap Pills");
    expect((await listLeads(t.db, { status: "spam" })).leads.map((l) => l.id)).toEqual([spam.id]);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    expect((await listLeads(t.db, { from: today, to: today })).total).toBeGreaterThanOrEqual(2);
    expect((await listLeads(t.db, { to: "2020-01-01" })).total).toBe(0);
  });

  it("records status changes and notes with who made them", async () => {
    const lead = await createLead(t.db, base);
    const before = await countNewLeads(t.db);
    expect(await changeLeadStatus(t.db, lead.id, "contacted", "editor@staff.example")).toBe(true);
    expect(await addLeadNote(t.db, lead.id, "Left a voicemail.", "editor@staff.example")).toBe(true);
    expect(await countNewLeads(t.db)).toBe(before - 1);
    const detail = await getLead(t.db, lead.id);
    expect(detail?.events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.note, e.author])).toEqual(
      expect.arrayContaining([
        ["status", "new", "contacted", null, "editor@staff.example"],
        ["note", null, null, "Left a voicemail.", "editor@staff.example"],
      ]),
    );
  });

  it("deletes a lead with its photos, keeping files another lead still uses", async () => {
    const shared = "b".repeat(64);
    const one = await createLead(t.db, base, [photo(shared), photo("c".repeat(64))]);
    const other = await createLead(t.db, base, [photo(shared)]);
    const result = await deleteLead(t.db, one.id);
    expect(result).toEqual({ deleted: 1, orphanKeys: [`leads/${"c".repeat(32)}/640.jpg`] });
    expect(await getLead(t.db, one.id)).toBeNull();
    expect((await deleteLead(t.db, other.id)).orphanKeys).toEqual([`leads/${"b".repeat(32)}/640.jpg`]);
  });

  it("purges leads older than the retention period only", async () => {
    const old = await createLead(t.db, base);
    await t.db.execute(sql`UPDATE ${leads} SET created_at = now() - interval '800 days' WHERE id = ${old.id}`);
    const result = await purgeLeadsOlderThan(t.db, 730);
    expect(result.deleted).toBe(1);
    expect(await getLead(t.db, old.id)).toBeNull();
    expect((await listLeads(t.db, {})).total).toBeGreaterThan(0);
  });

  it("queues a failed e-mail again when staff ask, and refuses when nothing failed", async () => {
    const lead = await createLead(t.db, base);
    expect(await resendLeadMail(t.db, lead.id)).toBe(false); // still pending: nothing to send again
    await t.db.execute(
      sql`UPDATE ${leads} SET office_mail = 'failed', customer_mail = 'sent', mail_attempts = 6, mail_retry_at = NULL WHERE id = ${lead.id}`,
    );
    expect(await resendLeadMail(t.db, lead.id)).toBe(true);
    const again = (await getLead(t.db, lead.id))?.lead;
    expect(again?.officeMail).toBe("pending");
    expect(again?.customerMail).toBe("sent"); // a message that went out is not sent twice
    expect(again?.mailAttempts).toBe(0);
    expect(again?.mailRetryAt).not.toBeNull();
    expect(await resendLeadMail(t.db, "not-a-lead-id")).toBe(false);
  });
});
