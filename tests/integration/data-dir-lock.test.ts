/**
 * The data-folder lock after a crash: a lock left by `kill -9` whose pid now belongs to an unrelated
 * process is stale and taken; a lock whose process is still the one that wrote it refuses.
 * (A real second server refusing is covered by server-process.test.ts.)
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processStartTime } from "~/db/data-dir-lock.server";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roofing-lock-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function unrelatedProcess(): ChildProcess {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  cleanups.push(() => child.kill("SIGKILL"));
  return child;
}

function writeLock(dataDir: string, record: unknown) {
  fs.writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify(record));
}

function lockedPid(dataDir: string) {
  return JSON.parse(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).pid;
}

describe("the data-folder lock", () => {
  it("takes a stale lock whose pid now belongs to an unrelated live process", () => {
    const dataDir = tempDataDir();
    const other = unrelatedProcess();
    expect(processStartTime(other.pid!)).not.toBeNull();
    writeLock(dataDir, { pid: other.pid, started: "a-server-that-was-killed:12345" });

    const release = lockDataDir(dataDir);
    expect(lockedPid(dataDir)).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });

  it("refuses while the process that wrote the lock is still running", () => {
    const dataDir = tempDataDir();
    const holder = unrelatedProcess();
    writeLock(dataDir, { pid: holder.pid, started: processStartTime(holder.pid!) });

    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`Another server (pid ${holder.pid}) is already using the data folder`);
    expect(lockedPid(dataDir)).toBe(holder.pid);
  });

  it("takes a lock whose process is gone", async () => {
    const dataDir = tempDataDir();
    const gone = spawn("true", { stdio: "ignore" });
    const started = processStartTime(gone.pid!);
    await new Promise((resolve) => gone.on("exit", resolve));
    writeLock(dataDir, { pid: gone.pid, started });

    lockDataDir(dataDir)();
  });
});
