/**
 * docs/decisions/013-publishing.md through the routes staff use: the editor's Save draft / Publish /
 * Update / Switch to draft, the doorway confirmation on single, bulk, editor and scheduled publish,
 * and the Posts list's bulk publish, unpublish and delete.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "~/auth/staff-user";
import { defaultBusiness } from "~/config/business.server";
import { blogPosts, postRevisions, serviceLocations } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { instantToZonedTime } from "~/domain/schedule";
import { blogCards, getPublishedPostBySlug } from "~/models/blog.server";
import { publishDuePosts } from "~/models/post-schedule.server";
import { action as cloneAction } from "~/routes/_staff.create-post_.clone";
import type { CloneResult } from "~/domain/staff-posts";
import { action as editorAction } from "~/routes/_staff.create-post";
import { action as postsAction, loader as postsLoader } from "~/routes/_staff.posts";
import { callRoute, EDITOR, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

const OWNER: StaffUser = { id: "owner-1", email: "owner@staff.example", role: "owner" };

/** A template whose clones differ only in the town's name: the doorway check flags them. */
const DOORWAY_TEMPLATE = `Homeowners in {{locationName}} ask us whether a metal roof is worth the price. A standing seam roof costs more than
architectural shingles on the day it goes on, but it lasts two or three times as long, sheds rain and snow quickly, reflects the
summer sun and shrugs off the wind gusts that tear tabs off older shingles. Most of our metal roofs go over a solid deck with a
synthetic underlayment, new flashing at every wall and chimney, and ridge vents that keep the attic dry all year. The panels come
in dozens of colors, and the fasteners are hidden, so there is nothing to back out or leak as the roof moves with the seasons.
If your shingles are curling, losing granules or leaking around the chimney, a metal roof may be the last roof your house needs.
Call {{businessName}} for a free inspection of your {{locationName}} home.`;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
});
afterAll(async () => {
  await t.drop();
});

type Answer = {
  ok: boolean;
  message: string;
  saved?: { id: string; slug: string; version: number; status: "draft" | "published" };
  doorway?: { held: { id: string; title: string }[]; hold: string };
};

async function editor(form: Record<string, string | string[]>, opts: { edit?: string; user?: StaffUser } = {}) {
  return callRoute<Answer>(editorAction, {
    url: opts.edit ? `/create-post?edit=${opts.edit}` : "/create-post",
    form,
    context: testContext(t.db, opts.user ?? EDITOR),
  });
}
async function posts(form: Record<string, string | string[]>, user: StaffUser = EDITOR) {
  return callRoute<Answer>(postsAction, { url: "/posts", form, context: testContext(t.db, user) });
}
async function row(id: string) {
  const [r] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return r;
}

/** POST /create-post/clone, as the editor's clone panel sends each batch. */
async function clone(postId: string, locationIds: string[]) {
  return callRoute<CloneResult>(cloneAction, { url: "/create-post/clone", form: { postId, locationIds }, context: testContext(t.db) });
}
async function history(id: string) {
  return t.db.select().from(postRevisions).where(eq(postRevisions.postId, id)).orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
}

describe("the editor's buttons", () => {
  it("publishes a new post from the editor and keeps it live through an update", async () => {
    const created = await editor({ intent: "publish", title: "Gutters before winter", content: "Clean them in November." });
    expect(created.status).toBe(200);
    expect(created.data.message).toBe("Post published");
    const id = created.data.saved!.id;
    expect(created.data.saved).toMatchObject({ status: "published", slug: "gutters-before-winter" });
    expect(await getPublishedPostBySlug(t.db, "gutters-before-winter")).not.toBeNull();

    const updated = await editor({ intent: "save", title: "Gutters before winter", content: "Clean them in late November.", baseVersion: "1" }, { edit: id });
    expect(updated.data.message).toBe("Blog post updated: the live page shows the new text");
    expect(await row(id)).toMatchObject({ status: "published", content: "Clean them in late November.", version: 2 });
    expect((await getPublishedPostBySlug(t.db, "gutters-before-winter"))?.content).toBe("Clean them in late November.");
    expect((await history(id)).map((r) => r.kind)).toEqual(["save", "publish", "save"]);
  });

  it("refuses an update whose text the publish guard refuses, and the live page stays as it was", async () => {
    const created = await editor({ intent: "publish", title: "Attic vents", content: "Vent the attic." });
    const id = created.data.saved!.id;
    const refused = await editor({ intent: "save", title: "Attic vents", content: "Vent the attic. Ask for {{ventDeal}}.", baseVersion: "1" }, { edit: id });
    expect(refused.status).toBe(422);
    expect(refused.data.message).toBe('Not updated: the live page stays as it was. "Attic vents" still contains {{ventDeal}}.');
    expect(await row(id)).toMatchObject({ status: "published", content: "Vent the attic.", version: 1 });
  });

  it("switches a live post to draft with the text in the editor", async () => {
    const created = await editor({ intent: "publish", title: "Skylight leaks", content: "Flashing first." });
    const id = created.data.saved!.id;
    const off = await editor({ intent: "unpublish", title: "Skylight leaks", content: "Flashing first, then the seal.", baseVersion: "1" }, { edit: id });
    expect(off.data.message).toBe("Post switched to draft: it is no longer on the public site");
    expect(await row(id)).toMatchObject({ status: "draft", content: "Flashing first, then the seal." });
    expect(await getPublishedPostBySlug(t.db, "skylight-leaks")).toBeNull();
    expect((await history(id)).map((r) => r.kind)).toEqual(["unpublish", "publish", "save"]);
  });

  it("does not save over a post someone published meanwhile, and says who", async () => {
    const created = await editor({ intent: "save", title: "Flashing repairs", content: "Step flashing first." });
    const id = created.data.saved!.id;
    await posts({ intent: "publish", id }, OWNER);
    const stale = await editor({ intent: "save", title: "Flashing repairs", content: "Step flashing, then counter-flashing.", baseVersion: "1", baseStatus: "draft" }, { edit: id });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toMatch(/^owner@staff\.example published this post after you opened it\. Your text was not saved/);
    expect(await row(id)).toMatchObject({ status: "published", content: "Step flashing first." });
    // "Save anyway" sends neither: the text goes onto the live page, guarded.
    expect((await editor({ intent: "save", title: "Flashing repairs", content: "Step flashing, then counter-flashing." }, { edit: id })).data.message).toBe(
      "Blog post updated: the live page shows the new text",
    );
  });

  it("saves a template it cannot publish and says to clone it", async () => {
    const res = await editor({ intent: "publish", title: "Hail season in {{locationName}}", content: "{{locationName}} sits in {{locationCounty}}." });
    expect(res.status).toBe(422);
    expect(res.data.saved?.status).toBe("draft");
    expect(res.data.message).toBe(
      'Saved as a draft, not published: "Hail season in {{locationName}}" is a template: {{locationName}}, {{locationCounty}} are filled per town when it is cloned, so clone it instead of publishing it.',
    );
  });

  it("makes slugs from the title a visitor reads: no placeholder name in a post's or a clone's address", async () => {
    const created = await editor({ intent: "save", title: "Spring Roof Inspection in {{locationName}}, NC: What {{businessName}} Checks", content: "In {{locationName}}." });
    expect(created.data.saved!.slug).toBe("spring-roof-inspection-in-nc-what-pamlico-ridge-roofing-checks");
    const [wilson] = await t.db.select().from(serviceLocations).where(eq(serviceLocations.name, "Wilson"));
    const cloned = await clone(created.data.saved!.id, [wilson.id]);
    expect(cloned.data.outcomes[0].slug).toBe("spring-roof-inspection-in-wilson-nc-what-pamlico-ridge-roofing-checks");
  });
});

describe("the doorway confirmation", () => {
  const clones: Record<string, string> = {};
  let templateId = "";
  beforeAll(async () => {
    const template = await editor({
      intent: "save",
      title: "Metal Roofs in {{locationName}}, NC",
      content: DOORWAY_TEMPLATE,
    });
    templateId = template.data.saved!.id;
    const towns = await t.db.select().from(serviceLocations).where(inArray(serviceLocations.name, ["Wilson", "Tarboro", "Garner", "Zebulon"]));
    const res = await clone(template.data.saved!.id, towns.map((l) => l.id));
    for (const o of res.data.outcomes) clones[o.locationName] = o.postId!;
    expect(Object.keys(clones)).toEqual(expect.arrayContaining(["Wilson", "Tarboro"]));
  });

  it("refuses an editor by name, asks the owner, and records the owner's choice on the post's history", async () => {
    const byEditor = await posts({ intent: "publish", id: clones.Wilson, confirmDoorway: "on" });
    expect(byEditor.status).toBe(403);
    expect(byEditor.data.message).toMatch(/^Not published: “Metal Roofs in Wilson, NC” reads \d+% like “Metal Roofs in .+, NC”\. Only the owner can publish/);

    const unconfirmed = await posts({ intent: "publish", id: clones.Wilson }, OWNER);
    expect(unconfirmed.status).toBe(409);
    expect((await row(clones.Wilson)).status).toBe("draft");

    const confirmed = await posts({ intent: "publish", id: clones.Wilson, confirmDoorway: "on" }, OWNER);
    expect(confirmed.data.message).toBe("Post published");
    expect((await row(clones.Wilson)).status).toBe("published");
    const [published] = await history(clones.Wilson);
    expect(published).toMatchObject({ kind: "publish", authorEmail: OWNER.email, doorwayOverride: { siblingTitle: expect.stringMatching(/^Metal Roofs in /) } });
    expect(published.doorwayOverride!.similarity).toBeGreaterThanOrEqual(0.8);
  });

  it("publishes the rest of a bulk selection and names the flagged clones it held back", async () => {
    const plain = await editor({ intent: "save", title: "Ridge vents explained", content: "Air in at the eaves, out at the ridge." });
    const res = await posts({ intent: "bulk", operation: "publish", ids: [plain.data.saved!.id, clones.Tarboro] }, OWNER);
    expect(res.data.message).toMatch(/^1 published, 1 held back\. Held back: “Metal Roofs in Tarboro, NC” reads \d+% like/);
    expect((await row(plain.data.saved!.id)).status).toBe("published");
    expect((await row(clones.Tarboro)).status).toBe("draft");
  });

  it("asks before the editor's Publish writes anything", async () => {
    const id = clones.Garner;
    const before = await row(id);
    const res = await editor({ intent: "publish", title: before.title, content: `${before.content} One more line.`, baseVersion: "1" }, { edit: id, user: OWNER });
    expect(res.status).toBe(409);
    expect(res.data.doorway?.held.map((h) => h.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "draft", version: 1 });

    const confirmed = await editor({ intent: "publish", title: before.title, content: `${before.content} One more line.`, baseVersion: "1", confirmDoorway: "on" }, { edit: id, user: OWNER });
    expect(confirmed.data.message).toBe("Post published");
    expect(await row(id)).toMatchObject({ status: "published", version: 2 });
  });

  it("scores the text being published, not the stored copy", async () => {
    const towns = await t.db.select().from(serviceLocations).where(inArray(serviceLocations.name, ["Nashville", "Spring Hope"]));
    const res = await clone(templateId, towns.map((l) => l.id));
    const id = res.data.outcomes.find((o) => o.locationName === "Nashville")!.postId!;
    const before = await row(id);
    const local =
      "\n\nNashville sits at the heart of Nash County, and many of its homes on Washington Street and around the courthouse were built between the 1920s and the 1950s with board sheathing instead of plywood. Those older decks hold nails differently, so before a metal roof goes on we walk the attic, replace soft boards and add blocking where the rafters were cut for chimneys long since removed. Oak and pecan trees shade many of these lots; their acorns and limbs dent thin panels, which is why we quote a heavier gauge on streets with old canopies. After the storms that followed Hurricane Fran, town inspectors began asking for fastener schedules with every permit, and we include ours.";
    // Published straight from the editor, with the new paragraph unsaved: it must be what the check reads.
    const published = await editor({ intent: "publish", title: before.title, content: `${before.content}${local}`, baseVersion: String(before.version) }, { edit: id });
    expect(published.data.message).toBe("Post published");
    expect(await row(id)).toMatchObject({ status: "published" });
  });

  it("lets the scheduler publish a flagged clone only with the owner's confirmation of its current text", async () => {
    const at = new Date(Date.now() + 3 * 3600_000);
    const publishAt = instantToZonedTime(at, OFFICE_TIME_ZONE);
    const tarboro = await row(clones.Tarboro);
    const text = { title: tarboro.title, content: tarboro.content };
    const byEditor = await editor({ intent: "schedule", publishAt, ...text }, { edit: clones.Tarboro });
    expect(byEditor.status).toBe(403);
    expect(byEditor.data.message).toMatch(/^Not scheduled: “Metal Roofs in Tarboro, NC” reads/);

    expect((await editor({ intent: "schedule", publishAt, confirmDoorway: "on", ...text }, { edit: clones.Tarboro, user: OWNER })).status).toBe(200);
    const [scheduled] = await history(clones.Tarboro);
    expect(scheduled).toMatchObject({ kind: "schedule", authorEmail: OWNER.email, doorwayOverride: expect.objectContaining({ siblingTitle: expect.any(String) }) });

    const due = new Date(at.getTime() + 60_000);
    const out = await publishDuePosts(t.db, { business: defaultBusiness, now: due });
    expect(out.published.map((p) => p.id)).toContain(clones.Tarboro);
    const [published] = await history(clones.Tarboro);
    expect(published).toMatchObject({ kind: "publish", doorwayOverride: expect.any(Object) });
  });

  it("does not publish a scheduled flagged clone whose text changed after the owner confirmed", async () => {
    const id = clones.Zebulon;
    const at = new Date(Date.now() + 5 * 3600_000);
    const zebulon = await row(id);
    await editor({ intent: "schedule", publishAt: instantToZonedTime(at, OFFICE_TIME_ZONE), confirmDoorway: "on", title: zebulon.title, content: zebulon.content }, { edit: id, user: OWNER });
    const post = await row(id);
    await editor({ intent: "save", title: post.title, content: `${post.content} Edited after the confirmation.`, baseVersion: String(post.version) }, { edit: id });
    const out = await publishDuePosts(t.db, { business: defaultBusiness, now: new Date(at.getTime() + 60_000) });
    expect(out.published.map((p) => p.id)).not.toContain(id);
    const [blocked] = await t.db.select().from(blogPosts).where(and(eq(blogPosts.id, id), eq(blogPosts.status, "draft")));
    expect(blocked.scheduleBlocked).toMatch(/^Not published at its scheduled time: “Metal Roofs in .+, NC” reads \d+% like .+, and only the owner can confirm publishing it anyway\.$/);
  });
});

describe("bulk actions on the Posts list", () => {
  const clones: Record<string, string> = {};
  let templateId = "";
  const towns = ["Ahoskie", "Murfreesboro", "Windsor"];
  async function cloneTo(names: string[]) {
    const rows = await t.db.select().from(serviceLocations).where(inArray(serviceLocations.name, names));
    const res = await clone(templateId, rows.map((l) => l.id));
    return Object.fromEntries(res.data.outcomes.map((o) => [o.locationName, o]));
  }
  beforeAll(async () => {
    const template = await editor({ intent: "save", title: "Storm Season Roofs in {{locationName}}, NC", content: DOORWAY_TEMPLATE, categories: ["Storm Season"] });
    templateId = template.data.saved!.id;
    for (const [name, o] of Object.entries(await cloneTo(towns))) clones[name] = o.postId!;
    expect(Object.keys(clones).sort()).toEqual(towns);
  });

  it("publishes a selection of drafts and live posts in one request and names the clone it held back, with why", async () => {
    const plain = (await editor({ intent: "save", title: "Attic fans or ridge vents", content: "Ridge vents move air without power." })).data.saved!.id;
    const live = (await editor({ intent: "publish", title: "Ice dams, briefly", content: "Warm attics melt snow that refreezes at the eaves." })).data.saved!.id;
    const res = await posts({ intent: "bulk", operation: "publish", ids: [plain, live, clones.Ahoskie] });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ok: true, tone: "info" });
    expect(res.data.message).toMatch(
      /^2 published, 1 held back\. Held back: “Storm Season Roofs in Ahoskie, NC” reads \d+% like “Storm Season Roofs in (Murfreesboro|Windsor), NC”\. Only the owner can publish a clone this close to a sibling/,
    );
    expect((await row(plain)).status).toBe("published");
    expect((await row(clones.Ahoskie)).status).toBe("draft");

    // The owner confirms the same selection, as in the single publish: the clone goes out, and its history says so.
    const owner = await posts({ intent: "bulk", operation: "publish", ids: [clones.Ahoskie], confirmDoorway: "on" }, OWNER);
    expect(owner.data.message).toBe("1 published.");
    expect((await row(clones.Ahoskie)).status).toBe("published");
    expect((await history(clones.Ahoskie))[0]).toMatchObject({ kind: "publish", doorwayOverride: expect.any(Object) });
  });

  it("unpublishes a selection, saying which were drafts already and which are gone", async () => {
    const gone = "00000000-0000-4000-8000-000000000000";
    const res = await posts({ intent: "bulk", operation: "unpublish", ids: [clones.Ahoskie, clones.Windsor, gone] });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe("1 post taken off the site (now drafts), 1 already drafts, 1 no longer exist.");
    expect(await row(clones.Ahoskie)).toMatchObject({ status: "draft", publishedDate: expect.any(Date) });
    expect((await history(clones.Ahoskie))[0]).toMatchObject({ kind: "unpublish", authorEmail: EDITOR.email });
  });

  it("moves a selection to the trash in one request, and a new clone for the same town takes the freed address", async () => {
    const before = await row(clones.Windsor);
    const res = await posts({ intent: "bulk", operation: "delete", ids: [clones.Windsor, clones.Murfreesboro] });
    expect(res.status).toBe(200);
    expect(res.data.message).toBe("2 posts moved to the trash. You can restore them from the Trash for 30 days.");
    expect((await row(clones.Windsor)).deletedAt).toBeInstanceOf(Date);
    expect((await row(clones.Murfreesboro)).deletedAt).toBeInstanceOf(Date);

    const again = await cloneTo(["Windsor"]);
    expect(again.Windsor.slug).toBe(before.slug);
  });

  it("refuses a bad request with 400 and a reason, changing nothing", async () => {
    const draft = (await editor({ intent: "save", title: "Drip edge", content: "It keeps water off the fascia." })).data.saved!.id;
    const refusals: [Record<string, string | string[]>, string][] = [
      [{ intent: "bulk", operation: "delete", ids: [draft, "not-an-id"] }, "Nothing was changed: One of the selected posts does not exist."],
      [{ intent: "bulk", operation: "delete" }, "Nothing was changed: Select at least one post."],
      [{ intent: "bulk", operation: "delete", ids: Array.from({ length: 501 }, () => draft) }, "Nothing was changed: Select at most 500 posts at a time."],
      [{ intent: "bulk", operation: "explode", ids: [draft] }, "Nothing was changed: Choose publish, unpublish or delete."],
    ];
    for (const [form, message] of refusals) {
      const res = await posts(form);
      expect(res.status).toBe(400);
      expect(res.data.message).toBe(message);
    }
    const anon = await callRoute(postsAction, { url: "/posts", form: { intent: "bulk", operation: "delete", ids: [draft] }, context: testContext(t.db, null) });
    expect(anon.status).toBe(401);
    expect(await row(draft)).toMatchObject({ deletedAt: null, status: "draft" });
  });

  it("labels clones by town and original on the staff list, and by town on the public cards", async () => {
    const list = await callRoute<{ posts: { id: string; cloneOf: { town: string | null; sourceTitle: string | null } | null }[] }>(postsLoader, {
      url: "/posts",
      context: testContext(t.db),
    });
    expect(list.data.posts.find((p) => p.id === clones.Ahoskie)?.cloneOf).toEqual({ town: "Ahoskie", sourceTitle: "Storm Season Roofs in {{locationName}}, NC" });
    expect(list.data.posts.find((p) => p.id === templateId)?.cloneOf).toBeNull();

    await posts({ intent: "publish", id: clones.Ahoskie, confirmDoorway: "on" }, OWNER);
    const stored = (await getPublishedPostBySlug(t.db, (await row(clones.Ahoskie)).slug))!;
    const [card] = await blogCards(t.db, [stored]);
    // The town, not the category every sibling shares.
    expect(card).toMatchObject({ city: "Ahoskie, NC", category: null });
  });
});
