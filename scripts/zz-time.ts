import { openDatabase } from "~/db/client.server";
import { getPublishedPostBySlug, relatedPosts, resolveForRender } from "~/models/blog.server";
import { listContentVariables } from "~/models/content-variables.server";
import { listLocations } from "~/models/locations.server";
import { defaultBusiness } from "~/config/business";
const h = await openDatabase({ kind: "pglite", dataDir: "/tmp/perf-bench10k/db" });
await h.analyze();
const db = h.db;
async function t(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const s = performance.now();
  for (let i = 0; i < 100; i++) await fn();
  console.log(label.padEnd(24), ((performance.now() - s) / 100).toFixed(2), "ms");
}
const post = (await getPublishedPostBySlug(db, "bench-wilson-1"))!;
await t("getPublishedPostBySlug", () => getPublishedPostBySlug(db, "bench-wilson-1"));
await t("relatedPosts", () => relatedPosts(db, post));
await t("listContentVariables", () => listContentVariables(db));
const rel = await relatedPosts(db, post);
await t("resolveForRender", () => resolveForRender(db, defaultBusiness, [post, ...rel]));
await t("listLocations", () => listLocations(db));
await h.close();
