// Starts the production build for the browser tests on a fresh data folder, logging to DATA_DIR/server.log
// (the tests read the owner set-up link there) and stopping when Playwright stops it.
import { spawn } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.E2E_DATA_DIR;
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const log = fs.createWriteStream(`${dataDir}/server.log`);

const child = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
    AUTH_RATE_LIMIT: "0",
    STAFF_EMAIL_DOMAINS: "staff.example",
    STAFF_EMAILS: "allowed-by-env@staff.example",
    // Scheduled posts: the tests move the server's clock by writing this file (tests/e2e/editor.spec.ts).
    TEST_CLOCK_FILE: `${dataDir}/clock-offset-ms`,
    SCHEDULER_TICK_SECONDS: "1",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
child.stdout.pipe(log);
child.stderr.pipe(log);
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stderr);
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
