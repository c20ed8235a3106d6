/**
 * `DATA_DIR=… tsx scripts/seed-photos.ts [count]`: adds `count` (default 12) generated photos to the
 * album through the real image pipeline and media storage, so pages that carry photos can be
 * measured (`AUDIT_SEED_PHOTOS` in scripts/audit.mjs) or looked at. Each photo is a distinct
 * 2400×1600 JPEG drawn with sharp; some are tagged with towns. Run it while no server uses DATA_DIR.
 */
import path from "node:path";
import sharp from "sharp";
import { parseEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { runDatabaseTask } from "~/db/tasks.server";
import { PHOTO_CATEGORIES } from "~/domain/photos";
import { uploadPhoto } from "~/media/photos.server";
import { mediaStorageFromEnv } from "~/media/storage.server";
import { listLocations } from "~/models/locations.server";

const count = Math.max(1, Number(process.argv[2] ?? 12));
const env = parseEnv(process.env);
await runDatabaseTask("seed", env);

/** A roof-like picture: sky, a gabled roof in its own colour, a wall; distinct bytes per index. */
async function drawPhoto(i: number): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(hue + 180) % 360},50%,75%)"/><stop offset="1" stop-color="#f4efe6"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#s)"/>
    <polygon points="300,900 1200,${300 + (i % 5) * 40} 2100,900" fill="hsl(${hue},35%,30%)"/>
    <rect x="450" y="900" width="1500" height="600" fill="hsl(${(hue + 40) % 360},20%,85%)"/>
    <rect x="${600 + (i % 7) * 90}" y="1100" width="220" height="400" fill="#5b4636"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const release = lockDataDir(env.dataDir);
const database = await openDatabase(env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.join(env.dataDir, "db") });
try {
  const towns = await listLocations(database.db);
  const media = mediaStorageFromEnv(env);
  let stored = 0;
  for (let i = 0; i < count; i += 1) {
    const town = i % 3 === 0 ? towns[i % towns.length] : undefined;
    const category = PHOTO_CATEGORIES[i % PHOTO_CATEGORIES.length];
    const result = await uploadPhoto({ db: database.db, media, limits: env.media }, { bytes: await drawPhoto(i), name: `seed-${i + 1}.jpg` }, {
      title: `${category} project ${i + 1}${town ? ` in ${town.name}` : ""}`,
      altTag: `${category} roof${town ? ` in ${town.name}` : ""}, project ${i + 1}`,
      category,
      locationId: town?.id ?? null,
      tags: [category.toLowerCase(), i % 2 ? "shingles" : "metal"],
    });
    if (result.ok && result.value.created) stored += 1;
    else console.log(`seed-${i + 1}.jpg: ${result.message}`);
  }
  console.log(`Added ${stored} photos to the album in ${env.dataDir}.`);
} finally {
  await database.close();
  release();
}
