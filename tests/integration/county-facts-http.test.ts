/**
 * County facts (docs/decisions/006-town-pages.md) over HTTP against the production server (needs
 * `npx react-router build`), with the full-page cache on: a county's facts saved on the staff form
 * show on its town page at the very next anonymous request, though that page was being served from
 * the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess, signInAsOwner } from "../support/server-process";
import { siteClient } from "../support/site-client";

let server: ServerProcess;
let cookie: string;

const { get, cached } = siteClient(() => server, () => cookie);
/** A page's HTML without React's text separators (<!-- -->), so a sentence reads as one string. */
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_MB: "32" });
  cookie = await signInAsOwner(server);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("saving a county's facts", () => {
  it("shows on the cached public page of a town in that county at the next request", async () => {
    const before = await cached("/locations/windsor-nc");
    const beforeHtml = await html(before);
    expect(beforeHtml).toContain("Storms that hit Bertie County");
    expect(beforeHtml).not.toContain("Bertie County Inspections Office");

    const body = new URLSearchParams([
      ["seat", "Windsor"],
      ["permitOffice", "Bertie County Inspections Office"],
      ["permitOfficeUrl", "https://www.co.bertie.nc.us/inspections"],
      ["reroofPermit", "A re-roof needs a permit when the roof decking is replaced."],
      ["designWindSpeedMph", ""],
      ["windborneDebris", "unknown"],
      ["medianYearBuilt", "1983"],
      ["housingNote", ""],
      ["stormName", "Hurricane Floyd"],
      ["stormYear", "1999"],
      ["stormImpact", ""],
      ["sources", "Permit office: https://www.co.bertie.nc.us/inspections\nFEMA DR-1292: https://www.fema.gov/disaster/1292"],
      ["sourceNote", ""],
    ]);
    const saved = await fetch(`${server.origin}/town-pages/counties/bertie-county.data`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin, Cookie: cookie },
      body,
    });
    const answer = await saved.text();
    expect(saved.status, answer).toBe(200);
    expect(answer).toContain("Saved Bertie County.");

    const after = await get("/locations/windsor-nc");
    expect(after.status).toBe(200);
    const page = await html(after);
    expect(page).toMatch(/<a href="https:\/\/www\.co\.bertie\.nc\.us\/inspections"[^>]*>Bertie County Inspections Office<\/a>/);
    expect(page).toContain("A re-roof needs a permit when the roof decking is replaced.");
    expect(page).toContain("The median home in Bertie County was built in 1983.");
    expect(page).not.toContain("Hurricane Isabel, 2003");
    expect(page).toContain("Sources for Bertie County: </span>");
  });

  it("sends a signed-out visitor of the form to the login page", async () => {
    const res = await get("/town-pages/counties/bertie-county");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2Ftown-pages%2Fcounties%2Fbertie-county");
  });

  it("answers a form posted without JavaScript with the page, its messages and what was typed", async () => {
    const res = await fetch(`${server.origin}/town-pages/counties/warren-county`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin, Cookie: cookie },
      body: new URLSearchParams({ seat: "Warrenton", windborneDebris: "unknown", designWindSpeedMph: "99x" }),
    });
    expect(res.status).toBe(400);
    const page = await html(res);
    expect(page).toContain("Some facts need fixing");
    expect(page).toMatch(/<input[^>]*name="designWindSpeedMph"[^>]*value="99x"/);
  });

  it("refuses a signed-out save with 401 and leaves the page as it was", async () => {
    const refused = await fetch(`${server.origin}/town-pages/counties/bertie-county.data`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: new URLSearchParams({ seat: "Nowhere", windborneDebris: "unknown" }),
    });
    expect(refused.status).toBe(401);
    expect(await html(await get("/locations/windsor-nc"))).toContain("Windsor, the seat of Bertie County");
  });
});
