// `npm test`: unit and integration tests (Vitest), then the production build and the browser tests
// (Playwright in Chromium). Every part runs; the command fails if any part fails.
import { spawnSync } from "node:child_process";

const steps = [
  ["browser", "node", ["scripts/ensure-browser.mjs"]],
  ["build", "npx", ["react-router", "build"]],
  ["unit + integration", "npx", ["vitest", "run"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

const only = process.argv[2];
const failed = [];
for (const [name, cmd, args] of steps) {
  if (only === "--no-browser" && (name === "browser tests" || name === "browser")) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    failed.push(name);
    if (name === "browser" || name === "build") break;
  }
}
if (failed.length) {
  console.error(`\nnpm test failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nnpm test: all parts passed");
