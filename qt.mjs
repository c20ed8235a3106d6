import { PGlite } from "@electric-sql/pglite";
const db = new PGlite("/tmp/p50copy");
const cols = `"id","slug","title","excerpt","content","categories","tags","featured_image","featured_photo_id","published_date","updated_at","source_post_id","location_id","author","seo_title","seo_description","seo_keywords"`;
await db.query("prepare p1 (text) as select " + cols + " from blog_posts where slug = $1 and status = 'published' limit 1");
const tests = [
  ["post by slug", `select ${cols} from blog_posts where slug = $1 and status = $2 limit $3`, ["bench-article-20", "published", 1]],
  ["prepared EXECUTE", "execute p1('bench-article-20')", []],
  ["select 1", "select 1", []],
  ["id by slug", `select id from blog_posts where slug = $1 limit 1`, ["bench-article-20"]],
];
for (let round = 0; round < 3; round++) for (const [label, sql, params] of tests) {
  for (let i = 0; i < 50; i++) await db.query(sql, params);
  const t0 = performance.now(); const N = 500;
  for (let i = 0; i < N; i++) await db.query(sql, params, { rowMode: "array" });
  console.log(round, label.padEnd(20), ((performance.now() - t0) / N).toFixed(3), "ms");
}
const ex = await db.query(`explain analyze select ${cols} from blog_posts where slug = 'bench-article-20' and status = 'published' limit 1`); console.log(ex.rows.map(r=>Object.values(r)[0]).join("\n"));
