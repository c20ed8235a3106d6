/** What the browser tests need to know about the site's request form (app/components/leads/request-form.tsx). */
import type { Browser } from "@playwright/test";
import { expect } from "./fixtures";

/** A person takes well over the form's 3-second minimum to read and fill it (its spam rule); so do the tests. */
export const READING_TIME_MS = 3500;

/** A visitor (in a browser context of their own) sends a request for an inspection under `name`. */
export async function sendRequestAsVisitor(browser: Browser, name: string, email: string): Promise<void> {
  const visitor = await browser.newPage();
  await visitor.goto("/book-inspection");
  const form = visitor.getByRole("form", { name: "Request a free inspection or estimate" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("What do you need?").selectOption({ label: "Roof repair or a leak" });
  await visitor.waitForTimeout(READING_TIME_MS);
  await form.getByRole("button", { name: "Send my request" }).press("Enter");
  await expect(visitor).toHaveURL(/\/book-inspection\/thanks/);
  await visitor.close();
}
