/**
 * The made-up content of `npm run bench:scale` (scripts/bench-scale.ts): towns beyond the seed's and
 * tens of thousands of posts, written straight into the database in a few statements.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { countyFacts, serviceLocations } from "~/db/schema";

/** A deterministic stream of numbers in [0, 1), so every run builds the same towns. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` made-up town names ("North Cedar Landing"), none of them in `taken`. */
function townNames(count: number, taken: ReadonlySet<string>): string[] {
  const first = ["Oak", "Pine", "Cedar", "Holly", "Laurel", "Magnolia", "Willow", "Poplar", "Cypress", "Hickory", "Sweetgum", "Dogwood"];
  const second = ["Grove", "Ridge", "Springs", "Crossroads", "Hill", "Creek", "Landing", "Mill", "Point", "Ferry", "Chapel", "Bluff"];
  const prefix = ["", "North ", "South ", "East ", "West ", "New ", "Old ", "Upper ", "Lower "];
  const names: string[] = [];
  for (const p of prefix) for (const a of first) for (const b of second) if (!taken.has(`${p}${a} ${b}`)) names.push(`${p}${a} ${b}`);
  if (count > names.length) throw new Error(`BENCH_TOWNS is at most ${names.length}`);
  return names.slice(0, count);
}

async function addTowns(db: Database, count: number) {
  const counties = (await db.select({ county: countyFacts.county }).from(countyFacts)).map((c) => c.county);
  const taken = new Set((await db.select({ name: serviceLocations.name }).from(serviceLocations)).map((t) => t.name));
  const next = random(26);
  const rows = townNames(count, taken).map((name) => ({
    name,
    county: counties[Math.floor(next() * counties.length)],
    population: 300 + Math.floor(next() * 20_000),
    // Eastern North Carolina, from the Triangle to the Outer Banks.
    latitude: 34.6 + next() * 1.9,
    longitude: -78.9 + next() * 3.1,
    historicalFact: next() < 0.3 ? `${name} grew up around a crossroads store and a Baptist church in the 1880s.` : null,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(serviceLocations).values(rows.slice(i, i + 500));
}

/**
 * `total` posts: 1 % templates (drafts written with {{locationName}}), 80 % clones of the first
 * templates for every town in turn (the town's name baked in, 9 in 10 published), the rest other
 * articles (4 in 5 published). Business placeholders stay in, to be resolved at render as usual.
 */
async function addPosts(db: Database, total: number) {
  const templates = Math.max(1, Math.floor(total / 100));
  const clones = Math.floor(total * 0.8);
  const others = total - templates - clones;
  const topics = sql.raw(`(ARRAY['Storm Damage Roof Repair','Metal Roofing','Roof Replacement','Gutter Guards','Attic Ventilation','Hail Damage','Roof Inspection'])`);
  const body = (town: string) =>
    sql.raw(`repeat('## Roofing in ${town}' || chr(10) || chr(10) ||
      'Homes in ${town} face wind-driven rain, summer storms and pine straw in the gutters. Call {{businessName}} at {{businessPhone}} for a free inspection. ' ||
      'Our crews replace shingles, flash chimneys and seal valleys the way the county inspector expects. ' || chr(10) || chr(10), 6)`);
  await db.execute(sql`
    INSERT INTO blog_posts (title, slug, content, excerpt, status, categories, tags)
    SELECT ${topics}[1 + i % 7] || ' in {{locationName}}, NC', 'bench-template-' || i, ${body("{{locationName}}")},
           'Advice for {{locationName}} homeowners.', 'draft', ARRAY[${topics}[1 + i % 7]], ARRAY['template']
    FROM generate_series(1, ${templates}) AS i`);
  await db.execute(sql`
    WITH towns AS (SELECT id, name, row_number() OVER (ORDER BY name) - 1 AS n, count(*) OVER () AS total FROM service_locations),
         sources AS (SELECT id, title, content, categories, row_number() OVER (ORDER BY slug) - 1 AS n FROM blog_posts WHERE slug LIKE 'bench-template-%')
    INSERT INTO blog_posts (title, slug, content, excerpt, status, published_date, categories, tags, location_id, source_post_id)
    SELECT replace(s.title, '{{locationName}}', t.name), 'bench-clone-' || i, replace(s.content, '{{locationName}}', t.name),
           'Advice for ' || t.name || ' homeowners.',
           CASE WHEN i % 10 = 0 THEN 'draft' ELSE 'published' END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE timestamptz '2023-01-01' + (i * 20 || ' minutes')::interval END,
           s.categories, ARRAY[lower(regexp_replace(t.name, '[^a-zA-Z0-9]+', '-', 'g')) || '-roofing'], t.id, s.id
    FROM generate_series(0, ${clones - 1}) AS i
    JOIN towns t ON t.n = i % t.total
    JOIN sources s ON s.n = (i / t.total) % ${templates}`);
  await db.execute(sql`
    INSERT INTO blog_posts (title, slug, content, excerpt, status, published_date, categories, tags)
    SELECT ${topics}[1 + i % 7] || ': what to check #' || i, 'bench-article-' || i, ${body("Eastern North Carolina")},
           'Roofing advice.', CASE WHEN i % 5 = 0 THEN 'draft' ELSE 'published' END,
           CASE WHEN i % 5 = 0 THEN NULL ELSE timestamptz '2023-01-01' + (i * 90 || ' minutes')::interval END,
           ARRAY[${topics}[1 + i % 7]], ARRAY['advice']
    FROM generate_series(1, ${others}) AS i`);
}

/** `towns` more towns and `posts` posts, then fresh planner statistics. */
export async function addScaleData(db: Database, { posts, towns }: { posts: number; towns: number }): Promise<void> {
  await addTowns(db, towns);
  await addPosts(db, posts);
  await db.execute(sql`ANALYZE`);
}
