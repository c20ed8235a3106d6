import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeById } from "~/domain/business";
import { defaultBusiness } from "~/config/business.server";
import { blogPosts, contentVariables } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { demoPosts } from "~/db/seed/data/posts";
import { articleDescription, articleTitle, blogPostingJsonLd } from "~/components/blog/post-meta";
import {
  articleBody,
  articleBodyHtml,
  detectCity,
  getPublishedPostBySlug,
  listPublishedPosts,
  locationNameForSlug,
  locationOptionsOf,
  blogCards,
  relatedPosts,
} from "~/models/blog.server";
import { resolveForRender } from "~/models/post-render.server";
import { listLocationSummaries } from "~/models/locations.server";
import { ALL_TOWNS, blogLocationParam, filterLocationOptions } from "~/domain/blog-locations";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const ROCKY_MOUNT_SLUG = "storm-damage-roof-repair-rocky-mount-nc";
const GREENVILLE_SLUG = "roof-replacement-greenville-nc";
const DRAFT_SLUGS = demoPosts.filter((p) => p.status === "draft").map((p) => p.slug);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
});
afterAll(async () => {
  await t.drop();
});

async function addPost(values: Partial<typeof blogPosts.$inferInsert> & { slug: string }) {
  const [row] = await t.db
    .insert(blogPosts)
    .values({ title: values.slug, content: "Body", status: "published", publishedDate: new Date("2026-01-01T12:00:00Z"), ...values })
    .returning();
  return row;
}

describe("published posts only", () => {
  it("lists the four published demo posts newest first, without drafts", async () => {
    const posts = await listPublishedPosts(t.db, { location: "all" });
    const published = demoPosts.filter((p) => p.status === "published");
    expect(posts.map((p) => p.slug)).toEqual(
      [...published].sort((a, b) => b.publishedDate!.localeCompare(a.publishedDate!)).map((p) => p.slug),
    );
    expect(posts.some((p) => DRAFT_SLUGS.includes(p.slug))).toBe(false);
  });

  it("gives each card the read time its post states (words / 200 rounded up, placeholders filled), not a fixed one", async () => {
    const long = await addPost({ slug: "long-read", title: "A long read", content: `${"Shingles need nails and care. ".repeat(79)}Call us today, {{businessName}}.` });
    const [card] = (await resolveForRender(t.db, defaultBusiness, await listPublishedPosts(t.db, { location: "all" }))).filter((p) => p.slug === "long-read");
    const [post] = await resolveForRender(t.db, defaultBusiness, [(await getPublishedPostBySlug(t.db, "long-read"))!]);
    const [view] = await blogCards(t.db, [card]);
    expect(view.readMinutes).toBe(articleBody(post.content, post.title).readMinutes);
    // 399 words as stored, 401 once {{businessName}} reads "Pamlico Ridge Roofing": 3 minutes, as the post says.
    expect(view.readMinutes).toBe(3);
    await t.db.delete(blogPosts).where(eq(blogPosts.id, long.id));
  });

  it("fetches a published post by slug; a draft or unknown slug gives null", async () => {
    const post = await getPublishedPostBySlug(t.db, ROCKY_MOUNT_SLUG);
    expect(post?.title).toBe("Storm Damage Roof Repair in Rocky Mount, NC");
    expect(post?.content).toContain("{{businessName}}");
    expect(DRAFT_SLUGS.length).toBe(2);
    for (const slug of DRAFT_SLUGS) expect(await getPublishedPostBySlug(t.db, slug)).toBeNull();
    expect(await getPublishedPostBySlug(t.db, "does-not-exist")).toBeNull();
  });

  it("stops showing a post once it is unpublished", async () => {
    const row = await addPost({ slug: "unpublish-me", title: "Wilson Roofing Checklist" });
    expect(await getPublishedPostBySlug(t.db, "unpublish-me")).not.toBeNull();
    await t.db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, row.id));
    expect(await getPublishedPostBySlug(t.db, "unpublish-me")).toBeNull();
    expect((await listPublishedPosts(t.db, { location: "wilson" })).map((p) => p.slug)).not.toContain("unpublish-me");
    await t.db.delete(blogPosts).where(eq(blogPosts.id, row.id));
  });
});

describe("location filter", () => {
  it("shows the Rocky Mount post for rocky-mount and not for wilson or the default raleigh", async () => {
    const rocky = await listPublishedPosts(t.db, { location: "rocky-mount" });
    expect(rocky.map((p) => p.slug)).toEqual([ROCKY_MOUNT_SLUG]);
    expect((await listPublishedPosts(t.db, { location: "wilson" })).map((p) => p.slug)).not.toContain(ROCKY_MOUNT_SLUG);
    expect((await listPublishedPosts(t.db, {})).map((p) => p.slug)).toContain(ROCKY_MOUNT_SLUG);
    expect((await listPublishedPosts(t.db, { location: "greenville" })).map((p) => p.slug)).toEqual([GREENVILLE_SLUG]);
  });

  it("matches by the -roofing tag, by a whole title word, and not inside another word", async () => {
    const tagged = await addPost({ slug: "tagged-only", title: "Gutter Guards Before Hurricane Season", tags: ["wilson-roofing"] });
    const worded = await addPost({ slug: "word-only", title: "Wilson homeowners: check your flashing" });
    const inside = await addPost({ slug: "inside-word", title: "Wilsonville siding notes" });
    const slugs = (await listPublishedPosts(t.db, { location: "wilson" })).map((p) => p.slug);
    expect(slugs).toContain("tagged-only");
    expect(slugs).toContain("word-only");
    expect(slugs).not.toContain("inside-word");
    await t.db.delete(blogPosts).where(eq(blogPosts.id, tagged.id));
    await t.db.delete(blogPosts).where(eq(blogPosts.id, worded.id));
    await t.db.delete(blogPosts).where(eq(blogPosts.id, inside.id));
  });

  it("treats LIKE wildcards in the location literally", async () => {
    expect(await listPublishedPosts(t.db, { location: "zz%zz" })).toEqual([]);
    // No town left after cleaning: the list of every town, the page's default.
    expect(blogLocationParam("%_")).toBe("all");
    expect(blogLocationParam(null)).toBe("all");
    expect(blogLocationParam("Rocky Mount")).toBe("rocky-mount");
  });

  it("maps slugs to service location names, else title case", async () => {
    expect(await locationNameForSlug(t.db, "rocky-mount")).toBe("Rocky Mount");
    expect(await locationNameForSlug(t.db, "fuquay-varina")).toBe("Fuquay-Varina");
    expect(await locationNameForSlug(t.db, "new-bern")).toBe("New Bern");
    expect(await locationNameForSlug(t.db, "pleasantville-heights")).toBe("Pleasantville Heights");
  });

  it("returns at most 20 posts, newest first", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      title: `Goldsboro Roofing Note ${i + 1}`,
      slug: `goldsboro-note-${i + 1}`,
      content: "Body",
      status: "published" as const,
      publishedDate: new Date(Date.UTC(2025, 0, i + 1)),
    }));
    await t.db.insert(blogPosts).values(rows);
    const list = await listPublishedPosts(t.db, { location: "goldsboro" });
    expect(list).toHaveLength(20);
    expect(list[0].slug).toBe("goldsboro-note-25");
    expect(list[19].slug).toBe("goldsboro-note-6");
    expect(await listPublishedPosts(t.db, { location: "all" })).toHaveLength(20);
    for (const row of rows) await t.db.delete(blogPosts).where(eq(blogPosts.slug, row.slug));
  });

  it("gives cards their city badge, first category and link", async () => {
    const [rocky] = await listPublishedPosts(t.db, { location: "rocky-mount" });
    const [card, unsafe] = await blogCards(t.db, [rocky, { ...rocky, featuredImage: "javascript:alert(1)" }]);
    expect(card).toMatchObject({ href: `/blog/${ROCKY_MOUNT_SLUG}`, city: "Rocky Mount, NC", category: "Storm Damage", publishedIso: "2026-06-16T13:00:00.000Z" });
    expect(unsafe.featuredImage).toBeNull();
  });

  it("calls no category a town: a title's 'X Roofing' counts only when X is a town the site serves", async () => {
    const coastal = await addPost({ slug: "coastal-roofing", title: "Coastal Roofing: Salt Air and Shingles", categories: ["Coastal"] });
    const [card] = await blogCards(t.db, (await listPublishedPosts(t.db, { location: "all" })).filter((p) => p.id === coastal.id));
    expect(card).toMatchObject({ city: null, category: "Coastal" });
    await t.db.delete(blogPosts).where(eq(blogPosts.id, coastal.id));
  });

  it("detects the city of a post from its title or -roofing tag", () => {
    expect(detectCity({ title: "Storm Damage Roof Repair in Rocky Mount, NC", tags: null })).toBe("Rocky Mount");
    expect(detectCity({ title: "Insurance Claims After a Hurricane: How to Document Damage Step by Step", tags: null })).toBeNull();
    expect(detectCity({ title: "Gutter care", tags: ["new-bern-roofing"] })).toBe("New Bern");
  });
});

describe("related posts", () => {
  it("puts posts about the same location first, then the newest, never the post itself", async () => {
    const older = await addPost({
      slug: "rocky-mount-metal-roofs",
      title: "Metal Roofing in Rocky Mount, NC",
      tags: ["rocky-mount-roofing"],
      publishedDate: new Date("2020-05-01T12:00:00Z"),
    });
    const post = (await getPublishedPostBySlug(t.db, ROCKY_MOUNT_SLUG))!;
    const related = await relatedPosts(t.db, post);
    expect(related).toHaveLength(3);
    expect(related[0].slug).toBe("rocky-mount-metal-roofs");
    expect(related.map((p) => p.slug)).not.toContain(ROCKY_MOUNT_SLUG);
    // The rest: the newest published posts.
    expect(related.slice(1).map((p) => p.slug)).toEqual([
      "black-streaks-pine-needles-humidity-maintenance-guide",
      "insurance-claims-after-hurricane-document-damage",
    ]);
    for (const p of related) expect(DRAFT_SLUGS).not.toContain(p.slug);
    await t.db.delete(blogPosts).where(eq(blogPosts.id, older.id));
  });
});

describe("related posts of a clone", () => {
  it("prefers the town's posts on other topics and never lists a sibling clone", async () => {
    const [template, otherTemplate] = await Promise.all([addPost({ slug: "gutter-guards-template", title: "Gutter guards", status: "draft" }), addPost({ slug: "attic-template", title: "Attic vents", status: "draft" })]);
    const wilson = await addPost({ slug: "gutter-guards-wilson", title: "Gutter Guards in Wilson, NC", tags: ["wilson-roofing"], sourcePostId: template.id, publishedDate: new Date("2021-01-01T12:00:00Z") });
    const siblings = await Promise.all(
      ["Tarboro", "Garner", "Zebulon"].map((town, i) =>
        addPost({ slug: `gutter-guards-${town.toLowerCase()}`, title: `Gutter Guards in ${town}, NC`, tags: [`${town.toLowerCase()}-roofing`], sourcePostId: template.id, publishedDate: new Date(Date.UTC(2030, 0, i + 1)) }),
      ),
    );
    const sameTown = await addPost({ slug: "attic-vents-wilson", title: "Attic Vents in Wilson, NC", tags: ["wilson-roofing"], sourcePostId: otherTemplate.id, publishedDate: new Date("2020-01-01T12:00:00Z") });
    const post = (await getPublishedPostBySlug(t.db, "gutter-guards-wilson"))!;
    const related = await relatedPosts(t.db, post);
    expect(related[0].slug).toBe("attic-vents-wilson");
    expect(related).toHaveLength(3);
    for (const p of related) expect(["gutter-guards-tarboro", "gutter-guards-garner", "gutter-guards-zebulon", "gutter-guards-wilson"]).not.toContain(p.slug);
    await t.db.delete(blogPosts).where(inArray(blogPosts.id, [template.id, otherTemplate.id, wilson.id, sameTown.id, ...siblings.map((p) => p.id)]));
  });
});

describe("render-time placeholders", () => {
  it("resolves business placeholders and follows a changed content variable", async () => {
    const post = (await getPublishedPostBySlug(t.db, ROCKY_MOUNT_SLUG))!;
    const [resolved] = await resolveForRender(t.db, defaultBusiness, [post]);
    expect(resolved.content).toContain(defaultBusiness.name);
    expect(resolved.content).toContain(defaultBusiness.phones.main.display);
    expect(resolved.seoTitle).toBe(`Storm Damage Roof Repair in Rocky Mount, NC | ${defaultBusiness.name}`);
    expect(`${resolved.title}${resolved.content}${resolved.excerpt}${resolved.seoTitle}`).not.toContain("{{");

    // A library variable used by a published post: changing its value changes the rendered post.
    await t.db.insert(contentVariables).values({ name: "warrantyYears", value: "5", syntax: "{{warrantyYears}}" });
    const row = await addPost({ slug: "warranty-note", title: "Our {{warrantyYears}}-year warranty", content: "Covered for {{warrantyYears}} years by {{businessName}}." });
    const cards = await listPublishedPosts(t.db, { location: "all" });
    const [before] = await resolveForRender(t.db, defaultBusiness, cards.filter((c) => c.slug === "warranty-note"));
    expect(before.title).toBe("Our 5-year warranty");
    expect(before.content).toBe(`Covered for 5 years by ${defaultBusiness.name}.`);

    await t.db.update(contentVariables).set({ value: "10" }).where(eq(contentVariables.name, "warrantyYears"));
    const full = (await getPublishedPostBySlug(t.db, "warranty-note"))!;
    const [after] = await resolveForRender(t.db, defaultBusiness, [full]);
    expect(after.title).toBe("Our 10-year warranty");
    expect(after.content).toBe(`Covered for 10 years by ${defaultBusiness.name}.`);
    // Stored text is untouched: resolution happens at render time only.
    expect(full.content).toContain("{{warrantyYears}}");
    await t.db.delete(blogPosts).where(eq(blogPosts.id, row.id));
  });

  it("gives {{locationPhone}} the Greenville office line only in a post that speaks of that office", async () => {
    const [office, plain] = await resolveForRender(t.db, defaultBusiness, [
      { title: "Roof Replacement in Greenville, NC", content: "Call our Greenville office at {{locationPhone}}." },
      { title: "Roof Replacement in Greenville, NC", content: "Call {{locationPhone}} for a free inspection." },
    ]);
    expect(office.content).toBe(`Call our Greenville office at ${officeById(defaultBusiness, "greenville").phone.display}.`);
    expect(plain.content).toBe(`Call ${defaultBusiness.phones.main.display} for a free inspection.`);
  });

  it("fills {{current_date}} with the render date in US long form", async () => {
    const [post] = await resolveForRender(t.db, defaultBusiness, [{ title: "Updated {{current_date}}" }], new Date("2026-11-22T15:00:00Z"));
    expect(post.title).toBe("Updated November 22, 2026");
  });
});

describe("locations for the blog", () => {
  it("lists id, name, county, population and coordinates by name and builds at most 20 select options", async () => {
    const locations = await listLocationSummaries(t.db);
    expect(Object.keys(locations[0]).sort()).toEqual(["county", "id", "latitude", "longitude", "name", "population"]);
    const names = locations.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const all = locationOptionsOf(locations);
    expect(all.find((o) => o.label === "Fuquay-Varina")?.value).toBe("fuquay-varina");
    const options = filterLocationOptions(all, "", ALL_TOWNS);
    expect(options).toHaveLength(20);
    expect(options[0]).toEqual({ value: "ahoskie", label: "Ahoskie" });
    expect(filterLocationOptions(all, "ROCKY", ALL_TOWNS)).toEqual([{ value: "rocky-mount", label: "Rocky Mount" }]);
    // The current location stays selectable even when the filter would hide it.
    const wilson = { value: "wilson", label: "Wilson" };
    expect(filterLocationOptions(all, "rocky", wilson)).toEqual([wilson, { value: "rocky-mount", label: "Rocky Mount" }]);
  });
});

describe("article page helpers", () => {
  it("keeps the page title the only h1 and sanitizes the body", () => {
    const html = articleBodyHtml("# Roof Care Basics\n\nIntro.\n\n# Another top heading\n\n<script>alert(1)</script>", "Roof care basics");
    expect(html).not.toContain("<h1");
    expect(html).not.toContain("Roof Care Basics");
    expect(html).toContain("<h2");
    expect(html).toContain("Another top heading");
    expect(html).not.toContain("<script");
  });

  it("works a body out once per distinct title and content, and anew when either changes", () => {
    const first = articleBody("# Gutters\n\nClean them **twice** a year.", "Gutters");
    expect(first).toMatchObject({ wordCount: 6, readMinutes: 1 });
    expect(first.html).not.toContain("Gutters");
    expect(articleBody("# Gutters\n\nClean them **twice** a year.", "Gutters")).toBe(first);
    // The title is part of the key: here the first line no longer repeats it and stays (as an h2).
    expect(articleBody("# Gutters\n\nClean them **twice** a year.", "Gutter guards").html).toContain("Gutters");
    const edited = articleBody("# Gutters\n\nClean them **three times** a year.", "Gutters");
    expect(edited.html).toContain("<strong>three times</strong>");
    expect(edited.textStart).toContain("Clean them three times a year.");
  });

  it("builds the title, description and BlogPosting record", () => {
    expect(articleTitle({ title: "T", seoTitle: `Roof Repair | ${defaultBusiness.name}` }, defaultBusiness.name)).toBe("Roof Repair");
    expect(articleTitle({ title: "Plain title", seoTitle: null }, defaultBusiness.name)).toBe("Plain title");
    expect(articleDescription({ seoDescription: null, excerpt: "The excerpt.", plainText: "x" })).toBe("The excerpt.");
    const long = articleDescription({ seoDescription: " ", excerpt: null, plainText: "word ".repeat(100) });
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith("…")).toBe(true);

    const record = blogPostingJsonLd(
      defaultBusiness,
      {
        title: "Roof Repair",
        seoTitle: null,
        seoDescription: "Desc",
        excerpt: null,
        plainText: "",
        author: "Admin",
        publishedIso: "2026-06-16T13:00:00.000Z",
        updatedIso: "2026-06-17T13:00:00.000Z",
        featuredImage: "/media/roof.webp",
        categories: ["Storm Damage"],
        keywords: ["storm"],
        wordCount: 10,
      },
      `${defaultBusiness.siteUrl}/blog/roof-repair`,
    );
    expect(record).toMatchObject({
      "@type": "BlogPosting",
      headline: "Roof Repair",
      datePublished: "2026-06-16T13:00:00.000Z",
      dateModified: "2026-06-17T13:00:00.000Z",
      author: { "@type": "Organization" },
      publisher: { "@id": `${defaultBusiness.siteUrl}/#organization` },
      mainEntityOfPage: { "@id": `${defaultBusiness.siteUrl}/blog/roof-repair` },
      image: `${defaultBusiness.siteUrl}/media/roof.webp`,
    });
  });
});
