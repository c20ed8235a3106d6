import { defineConfig } from "vitest/config";
import { nodeWorkerUrl } from "./scripts/vite-node-worker.mjs";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [nodeWorkerUrl()],
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 20_000,
    // expect.poll waits for work done after an answer (e-mails the mail queue sends, a request a fake
    // service sees): 1 s, the default, was too short on a loaded two-core CI machine.
    expect: { poll: { timeout: 10_000 } },
    // A suite's beforeAll may start a production server on a freshly seeded database: on a loaded
    // two-core machine that has taken over a minute.
    hookTimeout: 120_000,
  },
});
