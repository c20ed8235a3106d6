/**
 * PGlite has no cross-process lock: two servers on one data folder would corrupt it. The first
 * server writes its pid to DATA_DIR/server.lock; a second one finds a live pid there and refuses.
 */
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock or throws DataDirLockedError; returns a function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(fs.readFileSync(file, "utf8"));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another server (pid ${pid}) is already using the data folder ${dataDir}.\n` +
            "Two servers on one embedded database would corrupt it. Stop the other server, " +
            "or start this one with a different DATA_DIR (or a PostgreSQL DATABASE_URL).",
        );
      }
      fs.unlinkSync(file); // left behind by a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
