/**
 * Launching as the owner's company (docs/decisions/021-launch-as-your-company.md), against a real
 * database: the first run's choice, the guided set-up through its route's action, the launch on
 * the dashboard, and what each leaves stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { StaffUser } from "~/auth/staff-user";
import { seedDatabase } from "~/db/seed/seed.server";
import { blogPosts, businessSettings, serviceLocations, user } from "~/db/schema";
import { DEMO_COMPANY } from "~/domain/demo-company";
import { WEEKDAYS } from "~/domain/office-hours";
import { SET_UP_FIELDS as F } from "~/domain/set-up";
import { weekFieldNames } from "~/domain/settings-form";
import { loadBusiness, saveSettings } from "~/models/business-settings.server";
import { action as dashboard } from "~/routes/_staff.Blog-Page-Builder._index";
import { action as setUp, loader as setUpPage } from "~/routes/_staff.Blog-Page-Builder.set-up";
import { action as chooseDemo } from "~/routes/_staff.Blog-Page-Builder.start";
import { action as serviceArea } from "~/routes/_staff.Blog-Page-Builder.service-area";
import { pageMeta } from "~/seo/meta";
import { businessContext } from "~/context.server";
import { EDITOR, callRoute, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const OWNER: StaffUser = { id: "owner-1", email: "owner@neusebend-roofing.com", role: "owner" };
const source = () => ({ db: t.db, pins: new Map(), siteUrl: "https://neusebend-roofing.com" });

/** A router context with the business as the database holds it now. */
async function context(who: StaffUser) {
  const ctx = testContext(t.db, who);
  ctx.set(businessContext, await loadBusiness(source()));
  return ctx;
}

const robots = async () => {
  const tags = pageMeta({ business: await loadBusiness(source()), pathname: "/home" });
  return (tags.find((tag) => "name" in tag && tag.name === "robots") as { content: string }).content;
};

const answers: Record<string, string> = {
  [F.name]: "Neuse Bend Roofing",
  [F.phone]: "(919) 555-0177",
  [F.email]: "hello@neusebend-roofing.com",
  [F.street]: "210 North Queen Street",
  [F.town]: "Kinston",
  [F.zip]: "28501",
  [F.area]: "distance",
  [F.miles]: "30",
  ...Object.fromEntries(WEEKDAYS.flatMap((day) => (day === "sunday" || day === "saturday" ? [[weekFieldNames(F.hours, day).closed, "on"]] : [[weekFieldNames(F.hours, day).opens, "07:00"], [weekFieldNames(F.hours, day).closes, "16:00"]]))),
};

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDatabase(t.db);
  await t.db.insert(user).values({ id: OWNER.id, name: "Owner", email: OWNER.email, role: "owner", emailVerified: true });
});
afterAll(async () => {
  await t.drop();
});

describe("a new install", () => {
  it("shows the demo company, unlisted, until the owner chooses", async () => {
    const business = await loadBusiness(source());
    expect(business.site).toEqual({ start: "unset", launched: false, indexable: false });
    expect(business.name).toBe(DEMO_COMPANY.name);
    expect(await robots()).toBe("noindex, nofollow");
  });

  it("lets only the owner choose, set up or launch", async () => {
    expect((await callRoute(chooseDemo, { url: "/Blog-Page-Builder/start", form: {}, context: await context(EDITOR) })).status).toBe(403);
    expect((await callRoute(setUp, { url: "/Blog-Page-Builder/set-up", form: answers, context: await context(EDITOR) })).status).toBe(403);
    expect((await callRoute(dashboard, { url: "/Blog-Page-Builder", form: { intent: "launch" }, context: await context(EDITOR) })).status).toBe(403);
    expect(await t.db.select().from(businessSettings)).toEqual([]);
  });

  it("runs the demo when chosen, still unlisted, and refuses to launch it", async () => {
    expect((await callRoute(chooseDemo, { url: "/Blog-Page-Builder/start", form: {}, context: await context(OWNER) })).status).toBe(302);
    expect((await loadBusiness(source())).site.start).toBe("demo");
    const refused = await callRoute<{ message: string }>(dashboard, { url: "/Blog-Page-Builder", form: { intent: "launch" }, context: await context(OWNER) });
    expect(refused).toMatchObject({ status: 409, data: { message: "Set up your company first: the demo cannot be launched." } });
    expect(await robots()).toBe("noindex, nofollow");
  });
});

describe("the guided set-up", () => {
  it("refuses wrong answers with a message per field and changes nothing", async () => {
    const refused = await callRoute<{ errors: Record<string, string> }>(setUp, { url: "/Blog-Page-Builder/set-up", form: { ...answers, [F.email]: "hello at neuse" }, context: await context(OWNER) });
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toEqual({ [F.email]: "Enter an e-mail address like name@example.com." });
    expect((await loadBusiness(source())).site.start).toBe("demo");
  });

  it("makes the site the owner's: the set-up's facts, nothing of the demo's, the towns chosen, the demo's posts off the site", async () => {
    // A demo value the owner saved during the demo is the demo's all the same; a fact they changed is theirs.
    await saveSettings(t.db, new Map<string, unknown>([["contact.claimsEmail", DEMO_COMPANY.claimsEmail], ["figures.roofsCompleted", 1200]]), new Map(), { userId: OWNER.id, label: OWNER.email });
    const done = await callRoute(setUp, { url: "/Blog-Page-Builder/set-up", form: answers, context: await context(OWNER) });
    expect(done.status).toBe(302);

    const business = await loadBusiness(source());
    expect(business.site).toEqual({ start: "own", launched: false, indexable: false });
    expect(business.name).toBe("Neuse Bend Roofing");
    expect(business.emails).toEqual({ info: "hello@neusebend-roofing.com", claims: "hello@neusebend-roofing.com", careers: "hello@neusebend-roofing.com" });
    expect(business.offices.map((o) => [o.name, o.city, o.county, o.phone.display])).toEqual([["Kinston headquarters", "Kinston", "Lenoir County", "(919) 555-0177"]]);
    expect(business.offices[0].week.monday).toEqual({ opens: "07:00", closes: "16:00" });
    expect(business.roofsCompleted).toBe(1200);
    expect([business.foundingYear, business.rating, business.phones.emergency, business.social, business.team]).toEqual([null, null, null, [], []]);
    expect(JSON.stringify(business)).not.toContain("pamlicoridge");

    const served = await t.db.select({ name: serviceLocations.name }).from(serviceLocations).where(eq(serviceLocations.served, true));
    expect(served.map((s) => s.name)).toContain("Kinston");
    expect(served.map((s) => s.name)).not.toContain("Rocky Mount");
    expect(business.towns.count).toBe(served.length);
    expect(business.serviceRadiusMiles).toBeLessThanOrEqual(30);

    const published = await t.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.status, "published"));
    expect(published).toEqual([]);
    // The set-up is done once: coming back leads to Business Settings.
    expect((await callRoute(setUpPage, { url: "/Blog-Page-Builder/set-up", context: await context(OWNER) })).status).toBe(302);
  });

  it("launches on the owner's word, and only then may search engines list the site", async () => {
    expect(await robots()).toBe("noindex, nofollow");
    const launched = await callRoute<{ message: string }>(dashboard, { url: "/Blog-Page-Builder", form: { intent: "launch" }, context: await context(OWNER) });
    expect(launched).toMatchObject({ status: 200, data: { message: "Launched: search engines may list every page from now on." } });
    expect((await loadBusiness(source())).site).toEqual({ start: "own", launched: true, indexable: true });
    expect(await robots()).toMatch(/^index, follow/);

    await callRoute(dashboard, { url: "/Blog-Page-Builder", form: { intent: "unlaunch" }, context: await context(OWNER) });
    expect(await robots()).toBe("noindex, nofollow");
  });

  it("changes the towns served later, by county, the headquarters' town always among them", async () => {
    const refused = await callRoute<{ errors: Record<string, string> }>(serviceArea, { url: "/Blog-Page-Builder/service-area", form: { [F.area]: "county" }, context: await context(OWNER) });
    expect(refused).toMatchObject({ status: 400, data: { errors: { [F.counties]: "Tick at least one county you serve." } } });
    const changed = await callRoute<{ message: string }>(serviceArea, { url: "/Blog-Page-Builder/service-area", form: { [F.area]: "county", [F.counties]: ["Craven County"] }, context: await context(OWNER) });
    expect(changed.status).toBe(200);
    const served = await t.db.select({ name: serviceLocations.name, county: serviceLocations.county }).from(serviceLocations).where(eq(serviceLocations.served, true));
    expect(new Set(served.map((s) => s.county))).toEqual(new Set(["Craven County", "Lenoir County"]));
    expect(served.filter((s) => s.county === "Lenoir County").map((s) => s.name)).toEqual(["Kinston"]);
    expect(changed.data.message).toBe(`You serve ${served.length} towns now: each has its page, and posts can be cloned for it.`);
    expect((await loadBusiness(source())).towns.count).toBe(served.length);
  });
});
