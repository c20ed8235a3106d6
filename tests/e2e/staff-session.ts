/**
 * Signing staff in through the real screens: sign up with an allow-listed address (the e2e server
 * allows the staff.example domain), confirm through the e-mail in the outbox, log in.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { waitForMail } from "../support/mail";

export const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(".tmp/e2e-data");
export const outbox = path.join(dataDir, "outbox");
export const PASSWORD = "correct horse battery";
/** The owner tests/e2e/owner.setup.ts creates before every other browser test. */
export const OWNER_EMAIL = "owner@pamlicoridge.example";

/** The newest one-time owner set-up link the server in `dir` printed (its log is DATA_DIR/server.log). */
export function ownerSetupLink(dir = dataDir): string {
  const log = fs.readFileSync(path.join(dir, "server.log"), "utf8");
  // The log is JSON lines in production: the link ends at the first space, quote or escape.
  const links = log.match(/https?:\/\/[^\s"\\]+\/auth\/setup\?token=[^\s"\\]+/g);
  if (!links) throw new Error("The server log holds no owner set-up link");
  return links.at(-1)!;
}

export function uniqueEmail(prefix: string, domain = "staff.example"): string {
  return `${prefix}-${crypto.randomBytes(4).toString("hex")}@${domain}`;
}

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Check your email for the confirmation link")).toBeVisible();
}

/** `box`: the outbox of the server the page talks to (the shared e2e server's by default). */
export async function confirmEmail(page: Page, email: string, box = outbox) {
  const mail = await waitForMail(box, email, /Confirm your/);
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  expect(link, "confirmation link in the e-mail").toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText("Your e-mail address is confirmed. You can log in now.")).toBeVisible();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  if (!page.url().includes("/auth")) await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** A fresh confirmed editor, signed in on this page. */
export async function signInAsNewEditor(page: Page, prefix = "editor", box = outbox): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUp(page, email);
  await confirmEmail(page, email, box);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/Blog-Page-Builder$/);
  return email;
}

/** The site's owner, signed in on this page. */
export async function signInAsOwner(page: Page) {
  await logIn(page, OWNER_EMAIL);
  await expect(page).toHaveURL(/\/Blog-Page-Builder$/);
}
