/**
 * Instances started together (a `compose up` with two replicas, a rolling deploy) on one fresh
 * PostgreSQL database: both apply the migrations and the seed without tripping over each other, and
 * the demo content is added once. Only on CI's PostgreSQL pass (TEST_DATABASE_URL).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { demoPosts } from "~/db/seed/data/posts";
import { blogPosts } from "~/db/schema";
import { startServices, type AppServices } from "~/context.server";

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `roofing_start_${crypto.randomBytes(6).toString("hex")}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-start-"));
const started: AppServices[] = [];

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const s of started) await s.close();
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!adminUrl)("several instances starting at once on one PostgreSQL", () => {
  it("migrate and seed the empty database once, and all start", async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = parseEnv({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex") });

    const results = await Promise.allSettled([startServices(env), startServices(env), startServices(env)]);
    for (const r of results) if (r.status === "fulfilled") started.push(r.value);
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "started"))).toEqual(["started", "started", "started"]);

    const [{ posts }] = await started[0].db.select({ posts: sql<number>`count(*)::int` }).from(blogPosts);
    expect(posts).toBe(demoPosts.length);
  });
});
