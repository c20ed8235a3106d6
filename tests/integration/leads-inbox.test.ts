/**
 * Leads (docs/decisions/005-leads.md): the staff inbox's loaders and actions — CSV export of the
 * filtered list with formulas neutralised, status changes and notes with who made them, deletion
 * with the photos' files, the owner-only purge past the retention period, and the dashboard's
 * new-lead count.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "~/auth/staff-user";
import { leadEvents, leads } from "~/db/schema";
import { diskStorage } from "~/media/storage.server";
import { createLead, getLead } from "~/models/leads.server";
import { loader as dashboardLoader } from "~/routes/_staff.Blog-Page-Builder._index";
import { action as detailAction, loader as detailLoader } from "~/routes/_staff.leads.$id";
import { loader as csvLoader } from "~/routes/_staff.leads.export[.]csv";
import { action as inboxAction, loader as inboxLoader } from "~/routes/_staff.leads._index";
import { testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const EDITOR: StaffUser = { id: "e1", email: "editor@staff.example", role: "editor" };
const OWNER: StaffUser = { id: "o1", email: "owner@staff.example", role: "owner" };
let t: TestDatabase;
let mediaDir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-inbox-"));
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

function context(user: StaffUser | null) {
  return testContext(t.db, user, { DATA_DIR: mediaDir, LEAD_RETENTION_DAYS: "365" }, { media: diskStorage(mediaDir) });
}

async function call(fn: (args: never) => unknown, url: string, user: StaffUser | null, form?: Record<string, string>, params: Record<string, string> = {}) {
  let body: FormData | undefined;
  if (form) {
    body = new FormData();
    for (const [k, v] of Object.entries(form)) body.set(k, v);
  }
  const request = new Request(`http://localhost${url}`, { method: body ? "POST" : "GET", body });
  try {
    const out = await fn({ request, params, context: context(user) } as never);
    if (out instanceof Response) return { status: out.status, body: await out.text(), headers: out.headers, data: null as never };
    if (out && typeof out === "object" && "type" in out && (out as { type: string }).type === "DataWithResponseInit") {
      const d = out as unknown as { data: never; init: ResponseInit | null };
      return { status: d.init?.status ?? 200, data: d.data, body: "", headers: new Headers() };
    }
    return { status: 200, data: out as never, body: "", headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: "", headers: thrown.headers, data: null as never };
    const d = thrown as { init?: ResponseInit | null; data?: never };
    return { status: d.init?.status ?? 500, data: d.data as never, body: "", headers: new Headers() };
  }
}

const base = { phone: "(252) 555-0142", service: "repair", officeId: "rocky-mount" };

describe("CSV export", () => {
  it("exports the filtered list with every formula-like cell neutralised", async () => {
    await createLead(t.db, { ...base, name: "=cmd|' /C calc'!A0", town: "Wilson", message: "+1 call me, \"urgent\"\n-second line", email: "@evil.example" });
    await createLead(t.db, { ...base, name: "Plain Person", town: "Tarboro", service: "storm" });
    const res = await call(csvLoader, "/leads/export.csv?town=Wilson", EDITOR);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0].startsWith("Reference,Received,Status,Name,Phone,E-mail")).toBe(true);
    expect(lines).toHaveLength(3); // header, the Wilson lead, and the final empty line
    expect(lines[1]).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(lines[1]).toContain(`,'@evil.example,`);
    expect(lines[1]).toContain(`"'+1 call me, ""urgent""\n-second line"`);
    expect(res.body).not.toContain("Plain Person");
    // No cell of the export starts with a formula character.
    for (const cell of lines[1].split(",")) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("is staff only", async () => {
    expect((await call(csvLoader, "/leads/export.csv", null)).status).toBe(401);
  });
});

describe("a lead's page", () => {
  it("changes the status and adds a note, each recorded with who made it, and shows them", async () => {
    const lead = await createLead(t.db, { ...base, name: "Marcus Bell", utm: { utm_campaign: "spring" }, sourcePage: "/contact", referrer: "https://www.google.com/" });
    const id = lead.id;
    let res = await call(detailAction, `/leads/${id}`, EDITOR, { intent: "status", status: "scheduled" }, { id });
    expect(res.data).toMatchObject({ ok: true, message: "Status set to Scheduled." });
    res = await call(detailAction, `/leads/${id}`, EDITOR, { intent: "note", note: "Inspection Thursday 10 AM." }, { id });
    expect(res.data).toMatchObject({ ok: true, message: "Note added." });
    res = await call(detailAction, `/leads/${id}`, EDITOR, { intent: "note", note: "  " }, { id });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ errors: { note: "Write the note first." } });
    res = await call(detailAction, `/leads/${id}`, EDITOR, { intent: "status", status: "bogus" }, { id });
    expect(res.status).toBe(400);

    const page = await call(detailLoader, `/leads/${id}`, EDITOR, undefined, { id });
    const d = page.data as { lead: { status: string; sourcePage: string; referrer: string; utm: object }; events: { kind: string; author: string; toStatus: string | null; note: string | null }[] };
    expect(d.lead).toMatchObject({ status: "scheduled", sourcePage: "/contact", referrer: "https://www.google.com/", utm: { utm_campaign: "spring" } });
    expect(d.events.map((e) => [e.kind, e.toStatus, e.note, e.author])).toEqual([
      ["note", null, "Inspection Thursday 10 AM.", "editor@staff.example"],
      ["status", "scheduled", null, "editor@staff.example"],
    ]);
  });

  it("deletes the lead with its history and its photo files", async () => {
    const key = `leads/${"d".repeat(32)}/320.jpg`;
    await diskStorage(mediaDir).put(key, Buffer.from("jpeg bytes"));
    const lead = await createLead(t.db, { ...base, name: "Privacy Request" }, [
      { contentHash: "d".repeat(64), width: 320, height: 240, variants: [{ format: "jpeg", width: 320, height: 240, key, bytes: 10 }] },
    ]);
    await call(detailAction, `/leads/${lead.id}`, EDITOR, { intent: "note", note: "Asked us to delete their data." }, { id: lead.id });
    const res = await call(detailAction, `/leads/${lead.id}`, EDITOR, { intent: "delete" }, { id: lead.id });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/leads");
    expect(await getLead(t.db, lead.id)).toBeNull();
    expect(await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toEqual([]);
    expect(fs.existsSync(path.join(mediaDir, ...key.split("/")))).toBe(false);
    expect((await call(detailLoader, `/leads/${lead.id}`, EDITOR, undefined, { id: lead.id })).status).toBe(404);
  });
});

describe("the inbox list, the dashboard and the retention purge", () => {
  it("filters by status and counts new leads on the dashboard", async () => {
    const before = (await call(dashboardLoader, "/Blog-Page-Builder", EDITOR)).data as { newLeads: number };
    await createLead(t.db, { ...base, name: "Brand New" });
    const after = (await call(dashboardLoader, "/Blog-Page-Builder", EDITOR)).data as { newLeads: number };
    expect(after.newLeads).toBe(before.newLeads + 1);
    const list = (await call(inboxLoader, "/leads?status=scheduled", EDITOR)).data as { leads: { name: string }[] };
    expect(list.leads.map((l) => l.name)).toEqual(["Marcus Bell"]);
  });

  it("lets only the owner purge requests older than LEAD_RETENTION_DAYS", async () => {
    const old = await createLead(t.db, { ...base, name: "Two Years Ago" });
    await t.db.execute(sql`UPDATE ${leads} SET created_at = now() - interval '400 days' WHERE id = ${old.id}`);
    expect((await call(inboxAction, "/leads", EDITOR, { intent: "purge" })).status).toBe(403);
    const owner = (await call(inboxLoader, "/leads", OWNER)).data as { retention: { days: number; purgeable: number } };
    expect(owner.retention).toEqual({ days: 365, purgeable: 1 });
    expect(((await call(inboxLoader, "/leads", EDITOR)).data as { retention: unknown }).retention).toBeNull();
    const res = await call(inboxAction, "/leads", OWNER, { intent: "purge" });
    expect(res.data).toMatchObject({ ok: true, message: "Deleted 1 request older than 365 days, with their photos." });
    expect(await getLead(t.db, old.id)).toBeNull();
    expect((await t.db.select().from(leads)).length).toBeGreaterThan(0);
  });
});
