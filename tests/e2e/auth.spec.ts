import { expect, test } from "./fixtures";
import { waitForMail } from "../support/mail";
import { confirmEmail, logIn, outbox, ownerSetupLink, PASSWORD, signInAsNewEditor, signUp, uniqueEmail } from "./staff-session";

test.describe.configure({ mode: "serial" });

test("the first owner signs up through the set-up link, which then stops working", async ({ page }) => {
  const link = ownerSetupLink();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Create the owner account" })).toBeVisible();
  await page.getByLabel("Email").fill("owner@pamlicoridge.example");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Owner Account" }).click();
  await expect(page).toHaveURL(/\/Blog-Page-Builder\/staff/);
  await expect(page.getByText("Your owner account is ready.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "owner@pamlicoridge.example" })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText("This set-up link has expired or was already used.")).toBeVisible();
});

test("the owner invites an editor, who signs up, confirms by e-mail, logs in and logs out", async ({ page, browser }) => {
  await logIn(page, "owner@pamlicoridge.example");
  await expect(page).toHaveURL(/\/Blog-Page-Builder$/);
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  const invitee = uniqueEmail("invited", "elsewhere.example");
  await page.getByLabel("Email").fill(invitee);
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: invitee })).toBeVisible();

  const invitation = await waitForMail(outbox, invitee, /invited to the .* staff area/);
  const signUpLink = invitation.links.find((l) => l.includes("/auth?tab=signup"))!;

  const editor = await (await browser.newContext()).newPage();
  await editor.goto(signUpLink);
  await expect(editor.getByLabel("Email")).toHaveValue(invitee);
  await editor.getByLabel("Password").fill(PASSWORD);
  await editor.getByRole("button", { name: "Create Account" }).click();
  await expect(editor.getByText("Check your email for the confirmation link")).toBeVisible();
  // Sign-up success switches to the login tab.
  await expect(editor.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");

  await confirmEmail(editor, invitee);
  await logIn(editor, invitee);
  await expect(editor).toHaveURL(/\/Blog-Page-Builder$/);
  await expect(editor.getByRole("heading", { name: "Blog Page Builder", level: 1 })).toBeVisible();
  // Editors do not manage staff.
  await expect(editor.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  const staffPage = await editor.goto("/Blog-Page-Builder/staff");
  expect(staffPage?.status()).toBe(403);

  await editor.goto("/Blog-Page-Builder");
  await editor.getByRole("button", { name: "Logout" }).click();
  await expect(editor).toHaveURL(/\/auth$/);
  await editor.goto("/Blog-Page-Builder");
  await expect(editor).toHaveURL(/\/auth\?redirectTo=%2FBlog-Page-Builder/);
});

test("a sign-up that was not invited is refused with a clear message", async ({ page }) => {
  await signUpExpectingRefusal(page, uniqueEmail("stranger", "gmail.example"));
});

async function signUpExpectingRefusal(page: import("@playwright/test").Page, email: string) {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert")).toContainText("This e-mail address is not on the staff list.");
  // Nothing lost: the address stays in the form.
  await expect(page.getByLabel("Email")).toHaveValue(email);
}

test("the forms explain what is wrong with the input", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Email and password are required").first()).toBeVisible();

  await page.goto("/auth?tab=signup");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email").fill("owner@pamlicoridge.example");
  await page.getByLabel("Password").fill("wrong password here");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid email or password/i);
});

test("an unconfirmed account cannot log in and gets a new confirmation link", async ({ page }) => {
  const email = uniqueEmail("unconfirmed");
  await signUp(page, email);
  await logIn(page, email);
  await expect(page.getByRole("alert")).toContainText("Please confirm your e-mail address first.");
  await expect(page).toHaveURL(/\/auth/);
});

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  const email = await signInAsNewEditor(page, "forgetful");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("If a staff account uses that address")).toBeVisible();

  const mail = await waitForMail(outbox, email, /Reset your/);
  const link = mail.links.find((l) => l.includes("/reset-password/"))!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
  await page.getByLabel("Repeat the new password").fill("a brand new passphrase");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toBeVisible();
  await logIn(page, email, "a brand new passphrase");
  await expect(page).toHaveURL(/\/Blog-Page-Builder$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText("This password reset link has expired or was already used.")).toBeVisible();
});

test("signed in, /auth goes to the dashboard; signed out, a staff page comes back after login", async ({ page }) => {
  const email = await signInAsNewEditor(page, "returning");
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/Blog-Page-Builder$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto("/Blog-Page-Builder?from=test");
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/Blog-Page-Builder\?from=test$/);
  await expect(page.getByText("Login successful")).toBeVisible();
  // Said once: loading a staff page again does not repeat it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Login successful")).toHaveCount(0);
});

test("the login toast leaves the header usable: Logout works while it shows", async ({ page }) => {
  const email = await signInAsNewEditor(page, "hasty");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, email);
  // Once the toast has slid in and stopped moving…
  await page.getByText("Login successful").click({ trial: true });
  // …Logout still takes a plain click (no force: Playwright refuses it if the toast covers the button).
  await page.getByRole("button", { name: "Logout" }).click({ timeout: 5_000 });
  await expect(page).toHaveURL(/\/auth$/);
});
