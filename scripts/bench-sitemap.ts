/**
 * `npm run bench:sitemap`: 50,000 published posts (a fifth with a featured photo) in a fresh
 * embedded database, then the server's response times of /sitemap.xml (the index, past 50,000
 * URLs) and of its first child, cold and warm, and of a 304 revalidation.
 * BENCH_DATABASE_URL=postgres://… runs it on an empty PostgreSQL database instead.
 * Prints figures; asserts nothing (timings on shared machines are for reading, not for failing tests).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { ownerCookie, startBenchServer, timeRequests } from "./bench-http";

const POSTS = Number(process.env.BENCH_POSTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-bench-sitemap-"));
const databaseUrl = process.env.BENCH_DATABASE_URL;

async function prepare() {
  const handle = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir: path.join(dataDir, "db") });
  await handle.migrate();
  await seedDatabase(handle.db);
  const started = performance.now();
  await handle.db.execute(sql`
    INSERT INTO image_variables (variable_name, title, image_url, variants)
    SELECT 'bench_photo_' || i, 'Bench photo ' || i, '/media/bench/' || i || '-1280.jpg',
           jsonb_build_array(jsonb_build_object('format', 'jpeg', 'width', 1280, 'height', 960, 'key', 'bench/' || i || '-1280.jpg', 'bytes', 1))
    FROM generate_series(1, 100) AS i`);
  await handle.db.execute(sql`
    INSERT INTO blog_posts (title, slug, content, excerpt, status, published_date, featured_photo_id)
    SELECT 'Roof Repair Advice #' || i, 'bench-post-' || i, 'Body', 'Advice', 'published',
           timestamptz '2024-01-01' + (i || ' minutes')::interval,
           CASE WHEN i % 5 = 0 THEN (SELECT id FROM image_variables WHERE variable_name = 'bench_photo_' || (1 + i % 100)) END
    FROM generate_series(1, ${POSTS}) AS i`);
  console.log(`Seeded ${POSTS} published posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [post] = await handle.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, "bench-post-1"));
  await handle.close();
  return post.id;
}

async function once(url: string, init?: RequestInit) {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { ms: performance.now() - t0, res, bytes: Buffer.byteLength(body), body };
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first.");
  const changedPostId = await prepare();
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, SITE_URL: base, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const index = await once(`${base}/sitemap.xml`);
    if (!index.res.ok) throw new Error(`/sitemap.xml: HTTP ${index.res.status}\n${index.body.slice(0, 500)}\n${server.output().slice(-2000)}`);
    const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    console.log(`\n/sitemap.xml with ${POSTS} posts: ${index.body.includes("<sitemapindex") ? "an index" : "one file"} of ${children.length} file(s)`);
    console.log(`first after the start (built in advance, or waited for) /sitemap.xml: ${index.ms.toFixed(0)} ms`);
    const child = await once(children[0]);
    console.log(`first ${new URL(children[0]).pathname}: ${child.ms.toFixed(0)} ms, ${(child.bytes / 1024 / 1024).toFixed(1)} MB, ${(child.body.match(/<url>/g) ?? []).length} URLs`);
    console.log(`\nWarm, ${RUNS} requests each (production build, ${databaseUrl ? "PostgreSQL" : "embedded PGlite"}, ${os.cpus().length} cores):`);
    await timeRequests("index", `${base}/sitemap.xml`, RUNS);
    await timeRequests("child 1", children[0], RUNS);
    const etag = index.res.headers.get("etag")!;
    const revalidate = await once(`${base}/sitemap.xml`, { headers: { "If-None-Match": etag } });
    console.log(`revalidation with the ETag: HTTP ${revalidate.res.status} in ${revalidate.ms.toFixed(0)} ms`);

    // What a crawler meets after staff change something: the next index and child are built anew.
    const cookie = await ownerCookie(base, server.output);
    console.log(`
After a change (a post unpublished, then published again by staff):`);
    for (const intent of ["unpublish", "publish"]) {
      const res = await fetch(`${base}/posts`, {
        method: "POST",
        body: new URLSearchParams({ intent, id: changedPostId }),
        headers: { Cookie: cookie, Origin: base },
        redirect: "manual",
      });
      if (!res.ok) throw new Error(`${intent}: HTTP ${res.status}`);
      const afterIndex = await once(`${base}/sitemap.xml`);
      const afterChild = await once(children[0]);
      console.log(`${intent.padEnd(10)} then /sitemap.xml ${afterIndex.ms.toFixed(0)} ms, ${new URL(children[0]).pathname} ${afterChild.ms.toFixed(0)} ms`);
    }
  } finally {
    server.process.kill("SIGTERM");
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
