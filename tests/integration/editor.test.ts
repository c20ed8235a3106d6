/**
 * The editor (docs/decisions/007-editor.md): the trash, revisions (with the save conflict check and
 * autosave), and scheduled publishing, through the routes staff use and the scheduler's own query.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusiness } from "~/config/business.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { blogPosts, contentVariables, postRevisions } from "~/db/schema";
import { getPublishedPostBySlug } from "~/models/blog.server";
import { instantToZonedTime } from "~/domain/schedule";
import { AUTOSAVES_KEPT } from "~/models/post-revisions.server";
import { publishDuePosts } from "~/models/post-schedule.server";
import { publishPosts } from "~/models/posts/publish.server";
import { purgeTrash } from "~/models/posts/trash.server";
import { action as autosaveAction } from "~/routes/_staff.create-post_.autosave";
import { action as editorAction, loader as editorLoader } from "~/routes/_staff.create-post";
import { loader as dashboardLoader } from "~/routes/_staff.Blog-Page-Builder._index";
import { action as postsAction, loader as postsLoader } from "~/routes/_staff.posts";
import { action as trashAction, loader as trashLoader } from "~/routes/_staff.posts_.trash";
import type { StaffUser } from "~/auth/staff-user";
import { callRoute, EDITOR, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

const OWNER: StaffUser = { id: "owner-1", email: "owner@staff.example", role: "owner" };
const OTHER: StaffUser = { id: "editor-2", email: "other@staff.example", role: "editor" };

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

type Json = {
  ok: boolean;
  message: string;
  id?: string;
  slug?: string;
  version?: number;
  saved?: { id: string; slug: string; version: number; status: string };
  conflict?: boolean;
  newerSaveBy?: string | null;
};

/** Runs the editor's action; the saved post's id, slug and version are lifted to the top for brevity. */
async function save(form: Record<string, string | string[]>, opts: { edit?: string; user?: StaffUser } = {}) {
  const res = await callRoute<Json>(editorAction, {
    url: opts.edit ? `/create-post?edit=${opts.edit}` : "/create-post",
    form: { intent: "save", ...form },
    context: testContext(t.db, opts.user ?? EDITOR),
  });
  return { ...res, data: { ...res.data, ...res.data.saved } };
}
async function posts(form: Record<string, string>, user: StaffUser = EDITOR) {
  return callRoute<Json>(postsAction, { url: "/posts", form, context: testContext(t.db, user) });
}
async function trash(form: Record<string, string>, user: StaffUser = EDITOR) {
  return callRoute<Json>(trashAction, { url: "/posts/trash", form, context: testContext(t.db, user) });
}
async function row(id: string) {
  const [r] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return r;
}
async function published(title: string) {
  const created = await save({ title, content: "Body." });
  await posts({ intent: "publish", id: created.data.id! });
  return created.data;
}

describe("trash", () => {
  it("takes a deleted post off the public site and the staff list, and restores it as a draft", async () => {
    const post = await published("Trash then restore");
    expect(await getPublishedPostBySlug(t.db, post.slug!)).not.toBeNull();

    const res = await posts({ intent: "delete", id: post.id! });
    expect(res.status).toBe(200);
    expect(await getPublishedPostBySlug(t.db, post.slug!)).toBeNull();
    const list = await callRoute<{ posts: { id: string }[] }>(postsLoader, { url: "/posts", context: testContext(t.db) });
    expect(list.data.posts.map((p) => p.id)).not.toContain(post.id);
    const inTrash = await callRoute<{ posts: { id: string; daysLeft: number; deletedBy: string }[] }>(trashLoader, { url: "/posts/trash", context: testContext(t.db) });
    expect(inTrash.data.posts.find((p) => p.id === post.id)).toMatchObject({ daysLeft: 30, deletedBy: EDITOR.email });

    // A trashed post cannot be published or edited until it is restored.
    expect((await posts({ intent: "publish", id: post.id! })).status).toBe(404);
    expect((await save({ title: "Edited in the trash", content: "x" }, { edit: post.id })).status).toBe(404);
    expect((await callRoute(editorLoader, { url: `/create-post?edit=${post.id}`, context: testContext(t.db) })).status).toBe(404);

    expect((await trash({ intent: "restore", id: post.id! })).status).toBe(200);
    expect(await row(post.id!)).toMatchObject({ deletedAt: null, status: "draft" });
    expect((await trash({ intent: "restore", id: post.id! })).status).toBe(404);
  });

  it("frees a trashed post's address at once: a new post of the same title takes it, not a -2", async () => {
    const first = await published("Chimney Flashing Basics");
    expect(first.slug).toBe("chimney-flashing-basics");
    expect((await posts({ intent: "delete", id: first.id! })).status).toBe(200);
    expect((await row(first.id!)).trashedSlug).toBe("chimney-flashing-basics");
    expect((await row(first.id!)).slug).not.toBe("chimney-flashing-basics");

    const second = await save({ title: "Chimney Flashing Basics", content: "Written again." });
    expect(second.data.slug).toBe("chimney-flashing-basics");

    // Restoring the first finds its address taken: it gets the next free one, and the restorer is told.
    const restored = await trash({ intent: "restore", id: first.id! });
    expect(restored.status).toBe(200);
    expect(restored.data.message).toBe(
      "Post restored as a draft at /blog/chimney-flashing-basics-2: its old address /blog/chimney-flashing-basics now belongs to another post.",
    );
    expect(await row(first.id!)).toMatchObject({ slug: "chimney-flashing-basics-2", trashedSlug: null, deletedAt: null, status: "draft" });
    expect((await row(second.data.id!)).slug).toBe("chimney-flashing-basics");
  });

  it("gives a restored post its old address back when nobody took it", async () => {
    const post = await save({ title: "Skylight Leaks", content: "Flashing first." });
    await posts({ intent: "delete", id: post.data.id! });
    const restored = await trash({ intent: "restore", id: post.data.id! });
    expect(restored.data.message).toBe("Post restored as a draft at its old address /blog/skylight-leaks.");
    expect((await row(post.data.id!)).slug).toBe("skylight-leaks");
  });

  it("moves every draft with Delete All Drafts, and keeps published posts", async () => {
    const draft = await save({ title: "Bulk trash draft", content: "x" });
    const live = await published("Bulk trash survivor");
    expect((await posts({ intent: "delete-drafts" })).status).toBe(200);
    expect((await row(draft.data.id!)).deletedAt).not.toBeNull();
    expect(await row(live.id!)).toMatchObject({ deletedAt: null, status: "published" });
  });

  it("the database refuses a published post in the trash, whatever writes it", async () => {
    const post = await save({ title: "Never public from the trash", content: "x" });
    await posts({ intent: "delete", id: post.data.id! });
    await expect(t.db.update(blogPosts).set({ status: "published" }).where(eq(blogPosts.id, post.data.id!))).rejects.toThrow();
    expect((await publishPosts(t.db, [post.data.id!], { business: defaultBusiness, by: { email: "owner@staff.example", role: "owner" } })).missing).toEqual([post.data.id]);
  });

  it("lets only the owner empty it, and only when confirmed", async () => {
    const post = await save({ title: "Emptied for good", content: "x" });
    await posts({ intent: "delete", id: post.data.id! });
    const editor = await trash({ intent: "empty", confirm: "empty" });
    expect(editor.status).toBe(403);
    expect(editor.data.message).toBe("Only the site owner can empty the trash.");
    expect((await trash({ intent: "empty" }, OWNER)).status).toBe(400);
    expect(await row(post.data.id!)).toBeDefined();
    expect((await trash({ intent: "empty", confirm: "empty" }, OWNER)).status).toBe(200);
    expect(await row(post.data.id!)).toBeUndefined();
  });

  it("a post in the trash no longer counts as a duplicate search snippet", async () => {
    const first = await save({ title: "Same snippet twice", content: "x", seoDescription: "One description for both." });
    const twin = await save({ title: "Same snippet twice", content: "y", seoDescription: "One description for both." });
    expect((twin.data as Json & { warnings: string[] }).warnings.length).toBeGreaterThan(0);
    await posts({ intent: "delete", id: first.data.id! });
    const again = await save({ title: "Same snippet twice", content: "z", seoDescription: "One description for both.", baseVersion: "1" }, { edit: twin.data.id });
    expect((again.data as Json & { warnings: string[] }).warnings).toEqual([]);
  });

  it("purges posts after 30 days in the trash, not before", async () => {
    const post = await save({ title: "Purged after a month", content: "x" });
    await posts({ intent: "delete", id: post.data.id! });
    const deletedAt = (await row(post.data.id!)).deletedAt!;
    await purgeTrash(t.db, new Date(deletedAt.getTime() + 29 * 86_400_000));
    expect(await row(post.data.id!)).toBeDefined();
    await purgeTrash(t.db, new Date(deletedAt.getTime() + 31 * 86_400_000));
    expect(await row(post.data.id!)).toBeUndefined();
  });
});

describe("revisions and concurrent editing", () => {
  it("keeps a named revision per save with who saved it", async () => {
    const created = await save({ title: "Revised", content: "First." });
    const edited = await save({ title: "Revised", content: "Second.", baseVersion: "1" }, { edit: created.data.id, user: OTHER });
    expect(edited.status).toBe(200);
    expect(edited.data.version).toBe(2);
    const revs = await t.db.select().from(postRevisions).where(eq(postRevisions.postId, created.data.id!));
    expect(revs.map((r) => [r.kind, r.authorEmail, r.fields.content]).sort()).toEqual([
      ["save", EDITOR.email, "First."],
      ["save", OTHER.email, "Second."],
    ]);
    const loaded = await callRoute<{ revisions: { authorEmail: string }[] }>(editorLoader, { url: `/create-post?edit=${created.data.id}`, context: testContext(t.db) });
    expect(loaded.data.revisions.map((r) => r.authorEmail).sort()).toEqual([EDITOR.email, OTHER.email].sort());
  });

  it("refuses a save based on an older version, naming who saved, and saves when told to overwrite", async () => {
    const created = await save({ title: "Two writers", content: "Original." });
    const id = created.data.id!;
    expect((await save({ title: "Two writers", content: "Theirs.", baseVersion: "1" }, { edit: id, user: OTHER })).status).toBe(200);
    const mine = await save({ title: "Two writers", content: "Mine.", baseVersion: "1" }, { edit: id });
    expect(mine.status).toBe(409);
    expect(mine.data.conflict).toBe(true);
    expect(mine.data.message).toContain(`${OTHER.email} saved this post`);
    expect((await row(id)).content).toBe("Theirs.");
    expect((await save({ title: "Two writers", content: "Mine." }, { edit: id })).status).toBe(200);
    expect((await row(id)).content).toBe("Mine.");
  });

  it("autosaves as a revision without touching the post, prunes old autosaves and keeps named saves", async () => {
    const created = await save({ title: "Autosaved", content: "Saved text." });
    const id = created.data.id!;
    const auto = (content: string, user: StaffUser | null = EDITOR, baseVersion = "1") =>
      callRoute<Json>(autosaveAction, { url: "/create-post/autosave", form: { postId: id, baseVersion, title: "Autosaved", content }, context: testContext(t.db, user) });

    expect((await auto("signed out", null)).status).toBe(401);
    for (let i = 1; i <= AUTOSAVES_KEPT + 3; i++) expect((await auto(`Draft ${i}`)).status).toBe(200);
    expect((await row(id)).content).toBe("Saved text.");
    const revs = await t.db.select().from(postRevisions).where(eq(postRevisions.postId, id));
    expect(revs.filter((r) => r.kind === "autosave")).toHaveLength(AUTOSAVES_KEPT);
    expect(revs.filter((r) => r.kind === "save")).toHaveLength(1);

    // Reopening the post offers the writer's latest autosave back.
    const loaded = await callRoute<{ autosaved: { mine: boolean; fields: { content: string } } | null }>(editorLoader, {
      url: `/create-post?edit=${id}`,
      context: testContext(t.db),
    });
    expect(loaded.data.autosaved).toMatchObject({ mine: true, fields: { content: `Draft ${AUTOSAVES_KEPT + 3}` } });

    // Someone else saves: the next autosave tells the writer.
    await save({ title: "Autosaved", content: "Other's save.", baseVersion: "1" }, { edit: id, user: OTHER });
    expect((await auto("Late draft")).data.newerSaveBy).toBe(OTHER.email);
  });

  it("answers autosave with the form layer's result, a refusal included", async () => {
    const refused = await callRoute<Json & { tone: string }>(autosaveAction, {
      url: "/create-post/autosave",
      form: { title: "No post yet", content: "Typed before the first save." },
      context: testContext(t.db),
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, tone: "error", message: "Autosave needs a saved post." });
  });
});

describe("scheduled publishing", () => {
  const business = defaultBusiness;

  async function scheduled(title: string, content = "Ready to go.") {
    const created = await save({ title, content });
    return created.data;
  }
  /** A moment `days` ahead of the real clock, as the office-time value the form sends, and its instant. */
  const ahead = (days: number) => {
    const at = new Date(Math.ceil((Date.now() + days * 86_400_000) / 60_000) * 60_000);
    return { local: instantToZonedTime(at, OFFICE_TIME_ZONE), at };
  };
  /** Scheduling sends the editor's text with the moment, as the editor does (it saves what the screen shows). */
  const schedule = async (id: string, publishAt: string) => {
    const post = await row(id);
    return callRoute<Json>(editorAction, { url: `/create-post?edit=${id}`, form: { intent: "schedule", publishAt, title: post.title, content: post.content }, context: testContext(t.db) });
  };

  it("saves the text sent with the moment: what the screen shows is what goes out", async () => {
    const post = await scheduled("Scheduled with a late change");
    const { local } = ahead(12);
    const res = await callRoute<Json>(editorAction, {
      url: `/create-post?edit=${post.id}`,
      form: { intent: "schedule", publishAt: local, title: "Scheduled with a late change", content: "Ready to go, with the last word typed." },
      context: testContext(t.db),
    });
    expect(res.status).toBe(200);
    expect((res.data as { message: string }).message).toMatch(/^Scheduled: goes live /);
    expect(await row(post.id!)).toMatchObject({ content: "Ready to go, with the last word typed.", status: "draft" });
    expect((await row(post.id!)).scheduledAt).not.toBeNull();
  });

  it("answers with the day and time the post goes live on the office clock, not a plain save message", async () => {
    const post = await scheduled("Scheduled for a Tuesday morning");
    // The first Tuesday at least two days ahead, 9:00 in the morning at the office.
    const day = new Date(Date.now() + 2 * 86_400_000);
    while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
    const res = await schedule(post.id!, `${day.toISOString().slice(0, 10)}T09:00`);
    expect(res.status).toBe(200);
    const month = day.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    expect(res.data.message).toMatch(
      new RegExp(`^Scheduled: goes live Tuesday, ${month} ${day.getUTCDate()} at 9:00 AM E[SD]T\\. The text as saved now is what will be published\\.$`),
    );
  });

  it("reads the chosen time on the office clock and refuses the past", async () => {
    const post = await scheduled("Scheduled in office time");
    const past = await schedule(post.id!, "2020-01-01T07:00");
    expect(past.status).toBe(400);
    expect(past.data.message).toBe("Choose a moment in the future to schedule the post.");
    const when = ahead(10);
    const ok = await schedule(post.id!, when.local);
    expect(ok.status).toBe(200);
    expect((await row(post.id!)).scheduledAt?.toISOString()).toBe(when.at.toISOString());
    const list = await callRoute<{ posts: { id: string; scheduledAt: string | null }[] }>(postsLoader, { url: "/posts", context: testContext(t.db) });
    expect(list.data.posts.find((p) => p.id === post.id)?.scheduledAt).toBe(when.at.toISOString());
  });

  it("publishes a due post at its moment (not before), and a restart's first tick catches up", async () => {
    const post = await scheduled("Goes out at seven");
    const { local, at } = ahead(20);
    expect((await schedule(post.id!, local)).status).toBe(200);
    const early = await publishDuePosts(t.db, { business, now: new Date(at.getTime() - 1000) });
    expect(early.published.map((p) => p.id)).not.toContain(post.id);
    // Hours late, as after a restart: still published, once.
    const late = await publishDuePosts(t.db, { business, now: new Date(at.getTime() + 3 * 3600_000) });
    expect(late.published.map((p) => p.id)).toContain(post.id);
    expect(await row(post.id!)).toMatchObject({ status: "published", scheduledAt: null });
    expect(await getPublishedPostBySlug(t.db, post.slug!)).not.toBeNull();
    const again = await publishDuePosts(t.db, { business, now: new Date(at.getTime() + 4 * 3600_000) });
    expect(again.published.map((p) => p.id)).not.toContain(post.id);
  });

  it("runs the publish guard at the scheduled moment and reports a blocked post on the dashboard", async () => {
    await t.db.insert(contentVariables).values({ name: "springOffer", value: "10% off", syntax: "{{springOffer}}" });
    const post = await scheduled("Offer post", "Ask about {{springOffer}} and {{winterOffer}}.");
    const { local, at } = ahead(30);
    expect((await schedule(post.id!, local)).status).toBe(200);
    const out = await publishDuePosts(t.db, { business, now: at });
    expect(out.blocked.map((b) => b.reason)).toEqual([`Not published at its scheduled time: "Offer post" still contains {{winterOffer}}.`]);
    expect(await row(post.id!)).toMatchObject({ status: "draft", scheduledAt: null });
    const dash = await callRoute<{ blocked: { id: string; reason: string }[] }>(dashboardLoader, { url: "/Blog-Page-Builder", context: testContext(t.db) });
    expect(dash.data.blocked.find((b) => b.id === post.id)?.reason).toContain("{{winterOffer}}");
  });

  it("never publishes a scheduled post that went to the trash", async () => {
    const post = await scheduled("Scheduled then trashed");
    const { local, at } = ahead(40);
    expect((await schedule(post.id!, local)).status).toBe(200);
    await posts({ intent: "delete", id: post.id! });
    await publishDuePosts(t.db, { business, now: at });
    expect(await row(post.id!)).toMatchObject({ status: "draft", scheduledAt: null });
  });

  it("publishes each due post exactly once when two servers tick together on one database", async () => {
    // A second server's own connection pool on PostgreSQL; on PGlite both share the one embedded database.
    let second: DatabaseHandle | null = null;
    if (t.databaseName && process.env.TEST_DATABASE_URL) {
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${t.databaseName}`;
      second = await openDatabase({ kind: "postgres", url: url.toString() });
    }
    try {
      const at = new Date("2031-01-01T12:00:00Z");
      const ids: string[] = [];
      for (let i = 0; i < 60; i++) {
        const [r] = await t.db
          .insert(blogPosts)
          .values({ title: `Batch ${i}`, content: "Due.", slug: `batch-due-${i}`, scheduledAt: at })
          .returning({ id: blogPosts.id });
        ids.push(r.id);
      }
      const dbs = [t.db, second?.db ?? t.db];
      const seen: string[] = [];
      for (let round = 0; round < 3; round++) {
        const outs = await Promise.all(dbs.flatMap((db) => [publishDuePosts(db, { business, now: at }), publishDuePosts(db, { business, now: at })]));
        for (const o of outs) seen.push(...o.published.map((p) => p.id));
      }
      expect(seen.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
      const [{ n }] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, "published"), sql`${blogPosts.slug} LIKE 'batch-due-%'`));
      expect(n).toBe(60);
    } finally {
      await second?.close();
    }
  });
});
