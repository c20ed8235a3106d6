/**
 * Browser tests that need a site of their own: the owner's account (the shared e2e server's owner
 * is made by auth.spec.ts, in whatever order the files run), or data the shared server must not
 * carry for every other test (a thousand more towns). The production build starts on a fresh data
 * folder for each worker; the pages of these tests talk to it.
 */
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type { Database } from "~/db/client.server";
import { startServer, type ServerProcess } from "../support/server-process";
import { test as base } from "./fixtures";
import { PASSWORD } from "./staff-session";

export const OWNER_EMAIL = "owner@pamlicoridge.example";

/** `prepare` fills the database before the server starts (see startServer). */
export function testWithOwnServer(prepare?: (db: Database) => Promise<void>) {
  return base.extend<object, { ownServer: ServerProcess }>({
    ownServer: [
      // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
      async ({}, use) => {
        const server = await startServer({ STAFF_EMAIL_DOMAINS: "staff.example" }, { prepare });
        await use(server);
        await server.stop();
      },
      { scope: "worker", timeout: 180_000 },
    ],
    // The server's SITE_URL is localhost: sign-in checks the page's origin against it.
    baseURL: async ({ ownServer }, use) => use(`http://localhost:${ownServer.port}`),
  });
}

/** Where the own server writes its e-mails (confirmEmail, signInAsNewEditor). */
export function outboxOf(server: ServerProcess): string {
  return path.join(server.dataDir, "outbox");
}

/** The owner creates their account through the set-up link the fresh server printed, as on a new install. */
export async function signUpOwner(page: Page, server: ServerProcess) {
  const token = /\/auth\/setup\?token=([\w-]+)/.exec(server.output())?.[1];
  expect(token, "the server printed an owner set-up link").toBeTruthy();
  await page.goto(`/auth/setup?token=${token}`);
  await page.getByLabel("Email").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Owner Account" }).click();
  await expect(page.getByText("Your owner account is ready.")).toBeVisible();
}
