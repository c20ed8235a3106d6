/**
 * `npm run backup` / `npm run restore`: posts, content variables, users and media come back from an
 * archive, whether it was taken from a stopped data folder or from a running server (which keeps
 * serving); a restore refuses a folder that is not empty; on PostgreSQL the backup points to pg_dump.
 * The running-server case needs the production build.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError, createBackup, restoreBackup } from "~/db/backup.server";
import { openDatabase } from "~/db/client.server";
import { processStartTime } from "~/db/data-dir-lock.server";
import { blogPosts, contentVariables, imageVariables, serviceLocations, user } from "~/db/schema";
import { forgetMissingMedia, referencedMediaKeys } from "~/models/media-references.server";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-backup-test-"));
const kill: (() => void)[] = [];
afterAll(() => {
  for (const k of kill) k();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const folder = (name: string) => path.join(scratch, name);
const media = { name: "photos/ridge0123456789abcdef0123456789ab/640.jpg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) };
const mediaKeys = referencedMediaKeys;
const reconcile = { mediaKeys, forgetMissing: forgetMissingMedia };

/** A site's data folder with one of everything a backup must keep. */
async function fillSite(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await database.migrate();
  await database.db.insert(blogPosts).values({
    title: "Ridge Vents in Wilson",
    slug: "ridge-vents-in-wilson",
    content: "Call {{businessPhone}}.",
    status: "published",
    publishedDate: new Date(),
  });
  await database.db.insert(contentVariables).values({ name: "stormLine", value: "Tarps within 24 hours", syntax: "{{stormLine}}" });
  await database.db.insert(user).values({ id: "owner-1", name: "Olive Owner", email: "olive@example.com", emailVerified: true, role: "owner" });
  await database.db.insert(imageVariables).values({ title: "Ridge vent", variableName: "ridge-vent", variants: [{ format: "jpeg", width: 640, height: 480, key: media.name, bytes: media.bytes.length }] });
  await database.close();
  fs.mkdirSync(path.dirname(path.join(dataDir, "media", media.name)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "media", media.name), media.bytes);
  fs.writeFileSync(path.join(dataDir, "auth-secret"), "a-secret-of-this-site");
}

async function readSite(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    const [post] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "ridge-vents-in-wilson"));
    const [variable] = await database.db.select().from(contentVariables).where(eq(contentVariables.name, "stormLine"));
    const [owner] = await database.db.select().from(user).where(eq(user.email, "olive@example.com"));
    const [{ locations }] = await database.db.select({ locations: sql<number>`count(*)::int` }).from(serviceLocations);
    return {
      post: post && { title: post.title, status: post.status },
      variable: variable?.value,
      owner: owner && { name: owner.name, role: owner.role },
      locations,
      media: fs.readFileSync(path.join(dataDir, "media", media.name)),
      secret: fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8"),
    };
  } finally {
    await database.close();
  }
}

const everything = {
  post: { title: "Ridge Vents in Wilson", status: "published" },
  variable: "Tarps within 24 hours",
  owner: { name: "Olive Owner", role: "owner" },
  media: media.bytes,
  secret: "a-secret-of-this-site",
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function healthy(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** The backup's temporary folders in `tmp` (tsx keeps a cache folder there too). */
const staging = (tmp: string) => fs.readdirSync(tmp).filter((name) => name.startsWith("roofing-backup-"));

/** Album photos with a file each, `count` of them, as a busy site has thousands. */
async function addPhotos(dataDir: string, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, (_, i) => `photos/${i.toString(16).padStart(32, "0")}/320.webp`);
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  for (let from = 0; from < count; from += 500) {
    await database.db.insert(imageVariables).values(
      keys.slice(from, from + 500).map((key, i) => ({ title: `Job ${from + i}`, variableName: `job-${from + i}`, variants: [{ format: "webp" as const, width: 320, height: 240, key, bytes: 4 }] })),
    );
  }
  await database.close();
  for (const key of keys) {
    fs.mkdirSync(path.dirname(path.join(dataDir, "media", key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "media", key), "webp");
  }
  return keys;
}

/** A script as one process (node with tsx's loader), so a signal reaches the script itself. */
function startScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  kill.push(() => child.kill("SIGKILL"));
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), [script, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, ...env },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

// Each opening of an embedded database starts a WebAssembly PostgreSQL: seconds on a busy machine.
describe("backup and restore", { timeout: 90_000 }, () => {
  it("brings back posts, variables, users and media from a stopped site", async () => {
    await fillSite(folder("stopped"));
    const { file, source } = await createBackup({ dataDir: folder("stopped"), out: folder("stopped.tar.gz"), mediaKeys });
    expect(source).toBe("data folder");
    expect(fs.statSync(file).mode & 0o077).toBe(0); // password hashes inside: owner only

    await restoreBackup({ file, dataDir: folder("restored-stopped"), ...reconcile });
    expect(await readSite(folder("restored-stopped"))).toMatchObject(everything);
    expect(fs.existsSync(path.join(folder("restored-stopped"), "server.lock"))).toBe(false);
  });

  it("takes a consistent copy from a running server, which keeps serving", async () => {
    expect(fs.existsSync(path.join(root, "build/server/index.js")), "run `npm run build` first (npm test does)").toBe(true);
    const dataDir = folder("running");
    await fillSite(dataDir);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0" };
    delete env.DATABASE_URL;
    delete env.BETTER_AUTH_SECRET;
    const server = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    kill.push(() => server.kill("SIGKILL"));
    let log = "";
    server.stdout!.on("data", (d) => (log += d));
    server.stderr!.on("data", (d) => (log += d));
    for (let i = 0; i < 150 && !(await healthy(port)); i++) await new Promise((r) => setTimeout(r, 200));
    expect(await healthy(port), log).toBe(true);

    const { file, source } = await createBackup({ dataDir, out: scratch, mediaKeys });
    expect(source).toBe("running server");
    expect(path.basename(file)).toMatch(/^roofing-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz$/);
    expect(await healthy(port)).toBe(true);
    expect(log).toContain("[backup] database snapshot written");

    await restoreBackup({ file, dataDir: folder("restored-running"), ...reconcile });
    const restored = await readSite(folder("restored-running"));
    expect(restored).toMatchObject(everything);
    expect(restored.locations).toBeGreaterThan(0); // seeded by the server after it started
    server.kill("SIGTERM");
  });

  it("never signals a process that holds the folder but does not answer backups, and says to stop it", async () => {
    const dataDir = folder("held");
    await fillSite(dataDir);
    const holder = spawn("sleep", ["60"], { stdio: "ignore" });
    kill.push(() => holder.kill("SIGKILL"));
    fs.writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify({ pid: holder.pid, started: processStartTime(holder.pid!) }));

    await expect(createBackup({ dataDir, out: folder("held.tar.gz"), mediaKeys })).rejects.toThrow(
      `Another process (pid ${holder.pid}) is using ${dataDir} and cannot take a snapshot for a backup. Stop the server (pid ${holder.pid})`,
    );
    expect(holder.exitCode).toBeNull(); // SIGUSR2 would have ended it
    expect(holder.signalCode).toBeNull();
    expect(fs.existsSync(folder("held.tar.gz"))).toBe(false);
  });

  it("a photo deleted while the backup ran leaves no broken row: the restore removes it from the album and says so", async () => {
    const dataDir = folder("deleted-meanwhile");
    await fillSite(dataDir);
    const [gone, kept] = await addPhotos(dataDir, 2);
    // The file goes after the snapshot and before the copy, as when staff delete a photo meanwhile.
    fs.rmSync(path.join(dataDir, "media", gone));
    const { file, mediaGone } = await createBackup({ dataDir, out: folder("deleted-meanwhile.tar.gz"), mediaKeys });
    expect(mediaGone).toBe(1);

    const report = await restoreBackup({ file, dataDir: folder("deleted-meanwhile-restored"), ...reconcile });
    expect(report).toEqual({ missingFiles: 1, albumPhotosRemoved: 1 });
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(folder("deleted-meanwhile-restored"), "db") });
    try {
      const left = (await database.db.select({ variants: imageVariables.variants }).from(imageVariables)).flatMap((p) => p.variants.map((v) => v.key));
      expect(left).toContain(kept);
      expect(left).not.toContain(gone);
    } finally {
      await database.close();
    }
  });

  it("refuses to restore into a folder that is not empty", async () => {
    await fillSite(folder("source"));
    const { file } = await createBackup({ dataDir: folder("source"), out: folder("source.tar.gz"), mediaKeys });
    const used = folder("used");
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, "notes.txt"), "keep me");

    await expect(restoreBackup({ file, dataDir: used, ...reconcile })).rejects.toThrow(BackupError);
    await expect(restoreBackup({ file, dataDir: used, ...reconcile })).rejects.toThrow(`The data folder ${used} is not empty`);
    expect(fs.readdirSync(used)).toEqual(["notes.txt"]);
  });

  it("npm run backup and restore work from the command line", async () => {
    await fillSite(folder("cli"));
    const archive = folder("cli.tar.gz");
    const backup = runScript("scripts/backup.ts", [archive], { DATA_DIR: folder("cli"), DATABASE_URL: "" });
    expect(backup.output).toContain(`Backup written to ${archive}`);
    expect(backup.status).toBe(0);

    const refused = runScript("scripts/restore.ts", [archive], { DATA_DIR: folder("cli"), DATABASE_URL: "" });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("is not empty");

    const restore = runScript("scripts/restore.ts", [archive], { DATA_DIR: folder("cli-restored"), DATABASE_URL: "" });
    expect(restore.output).toContain(`Restored ${archive} into ${folder("cli-restored")}`);
    expect(restore.status).toBe(0);
    expect(await readSite(folder("cli-restored"))).toMatchObject(everything);
  });

  it("copies the files the database refers to while photos are being deleted, and leaves no temporary folder", async () => {
    const dataDir = folder("busy");
    await fillSite(dataDir);
    const keys = await addPhotos(dataDir, 3000);
    fs.writeFileSync(path.join(dataDir, "media", "photos", "orphan-no-row.webp"), "left by a failed upload");
    const tmp = folder("busy-tmp");
    fs.mkdirSync(tmp);
    const archive = folder("busy.tar.gz");

    const backup = startScript("scripts/backup.ts", [archive], { DATA_DIR: dataDir, DATABASE_URL: "", TMPDIR: tmp });
    // Photos are deleted (their files and folders) from the moment the backup starts copying media.
    const doomed = keys.slice(1000);
    const deleting = (async () => {
      while (backup.child.exitCode === null && !staging(tmp).some((d) => fs.existsSync(path.join(tmp, d, "media")))) await new Promise((r) => setTimeout(r, 2));
      for (const key of doomed) {
        fs.rmSync(path.dirname(path.join(dataDir, "media", key)), { recursive: true, force: true });
        if (doomed.indexOf(key) % 50 === 0) await new Promise((r) => setImmediate(r));
      }
    })();
    expect(await backup.exited, backup.output()).toBe(0);
    await deleting;
    expect(backup.output()).toContain(`Backup written to ${archive}`);
    console.log(`[backup test] ${/\d+ media files[^)]*/.exec(backup.output())?.[0]}`);
    expect(staging(tmp)).toEqual([]);

    const listed = spawnSync("tar", ["-tzf", archive], { encoding: "utf8" }).stdout.split("\n");
    const inArchive = new Set(listed.filter((l) => l.startsWith("./media/") && !l.endsWith("/")).map((l) => l.slice("./media/".length)));
    for (const key of [media.name, ...keys.slice(0, 1000)]) expect(inArchive.has(key), key).toBe(true);
    expect(inArchive.has("photos/orphan-no-row.webp")).toBe(false);
    for (const key of inArchive) expect(key === media.name || keys.includes(key), key).toBe(true);
  });

  it("removes its temporary folder when it is stopped half-way", async () => {
    const dataDir = folder("stopped-midway");
    await fillSite(dataDir);
    const tmp = folder("stopped-midway-tmp");
    fs.mkdirSync(tmp);
    const backup = startScript("scripts/backup.ts", [folder("stopped-midway.tar.gz")], { DATA_DIR: dataDir, DATABASE_URL: "", TMPDIR: tmp });
    while (backup.child.exitCode === null && staging(tmp).length === 0) await new Promise((r) => setTimeout(r, 5));
    expect(staging(tmp)).toHaveLength(1);
    backup.child.kill("SIGTERM");
    expect(await backup.exited).toBe(1);
    expect(staging(tmp)).toEqual([]);
    expect(fs.existsSync(folder("stopped-midway.tar.gz"))).toBe(false);
  });

  it("on PostgreSQL, points to pg_dump instead of writing an archive", () => {
    const result = runScript("scripts/backup.ts", [folder("pg.tar.gz")], { DATABASE_URL: "postgres://roofing@127.0.0.1:5432/roofing", DATA_DIR: folder("pg") });
    expect(result.status).toBe(1);
    expect(result.output).toContain('pg_dump --format=custom --file=roofing-');
    expect(result.output).toContain('"$DATABASE_URL"');
    expect(result.output).not.toContain("postgres://roofing@"); // never echo credentials
    expect(fs.existsSync(folder("pg.tar.gz"))).toBe(false);
  });
});
