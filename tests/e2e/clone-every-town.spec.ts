/**
 * "Select All" in the clone panel with the service area of a company covering the whole state:
 * 1,078 towns are cloned, in batches the panel reports as it goes (docs/decisions/013-publishing.md).
 * On a server of its own, whose database gets a thousand test towns more than the seed's.
 */
import { count } from "drizzle-orm";
import { serviceLocations } from "~/db/schema";
import { expect } from "./fixtures";
import { signUpOwner, testWithOwnServer } from "./own-server";
import { fillPost } from "./staff-actions";

const TOWNS = 1078;

const test = testWithOwnServer(async (db) => {
  const [{ seeded }] = await db.select({ seeded: count() }).from(serviceLocations);
  const extra = Array.from({ length: TOWNS - seeded }, (_, i) => ({
    name: `Test Town ${String(i + 1).padStart(4, "0")}`,
    county: `Test County ${(i % 100) + 1}`,
    population: 500 + i,
  }));
  await db.insert(serviceLocations).values(extra);
});

test("Select All clones a post to all 1,078 towns, in batches, with progress", async ({ page, ownServer }) => {
  test.setTimeout(300_000);
  await signUpOwner(page, ownServer);
  await page.goto("/create-post");
  await fillPost(page, { title: "Roof Care in {{locationName}}", content: "{{locationName}} homes in {{locationCounty}} need a roof check every spring." });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`0 of ${TOWNS} selected`)).toBeVisible();
  // The server sends the first towns only; the browser lists every one.
  await expect(page.getByRole("group", { name: "Locations" }).getByRole("checkbox")).toHaveCount(TOWNS);
  await expect(page.getByRole("checkbox", { name: "Test Town 1000" })).toBeAttached();
  await page.getByRole("button", { name: "Select All" }).click();
  await expect(page.getByText(`${TOWNS} of ${TOWNS} selected`)).toBeVisible();
  await page.getByRole("button", { name: `Clone to ${TOWNS} Location(s)` }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Cloned \d+ of 1,078 towns…$/ })).toBeVisible();
  await expect(page.getByText(`Successfully cloned to ${TOWNS} location(s)`).first()).toBeVisible({ timeout: 240_000 });
  // Posts compares each listed clone with its 1,077 siblings before it shows: a few seconds.
  await page.goto("/posts", { timeout: 60_000 });
  // The last batch's clones are the newest posts.
  // Exactly "Search": waits for the posts list to replace the editor, whose labels also say "search".
  await page.getByLabel("Search", { exact: true }).fill("Roof Care in Zebulon");
  await expect(page.getByRole("heading", { name: "Roof Care in Zebulon", exact: true })).toBeVisible();
});
