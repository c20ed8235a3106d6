import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { waitForMail } from "../support/mail";
import { logIn, OWNER_EMAIL, outbox, PASSWORD, signInAsNewEditor, signInAsOwner, signUp, uniqueEmail } from "./staff-session";

test("the owner invites an editor: signing up first with that address is refused, the invitation's link creates the account once", async ({ page, browser }) => {
  await signInAsOwner(page);
  await page.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(page.getByText("Nobody can sign up with an invited address any other way")).toBeVisible();
  const invitee = uniqueEmail("invited", "elsewhere.example");
  await page.getByLabel("Email").fill(invitee);
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}. Its link works once, for 14 days.`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: invitee })).toBeVisible();

  const invitation = await waitForMail(outbox, invitee, /invited to the .* staff area/);
  expect(invitation.text).toContain(`it works once, only for ${invitee}, for 14 days`);
  const link = invitation.links.find((l) => l.includes("/auth/invitation?token="))!;
  expect(link).toBeTruthy();

  // Someone who learned the address signs up with it first, with a password of their own: refused.
  const attacker = await (await browser.newContext()).newPage();
  await signUpExpectingRefusal(attacker, invitee);

  // The invitee opens the link, chooses a password and is in, with no second e-mail to confirm.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto(link);
  await expect(editor.getByRole("heading", { name: "Join the staff area" })).toBeVisible();
  await expect(editor.getByText(`create your account for ${invitee}`)).toBeVisible();
  await expect(editor.getByLabel("Email")).toHaveValue(invitee);
  await editor.getByLabel("Password").fill(PASSWORD);
  await editor.getByRole("button", { name: "Create Account" }).click();
  await expect(editor).toHaveURL(/\/Blog-Page-Builder$/);
  await expect(editor.getByText("Welcome! Your staff account is ready.")).toBeVisible();
  await expect(editor.getByRole("heading", { name: "Blog Page Builder", level: 1 })).toBeVisible();
  // Editors do not manage staff.
  await expect(editor.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  const staffPage = await editor.goto("/Blog-Page-Builder/staff");
  expect(staffPage?.status()).toBe(403);
  await editor.goto("/Blog-Page-Builder");
  await expect(editor.getByRole("link", { name: "Business Settings" })).toHaveCount(0);
  const settingsPage = await editor.goto("/Blog-Page-Builder/business-settings");
  expect(settingsPage?.status()).toBe(403);
  await expect(editor.getByText("Only the site owner can change the business settings.")).toBeVisible();

  await editor.goto("/Blog-Page-Builder");
  await editor.getByRole("button", { name: "Logout" }).click();
  await expect(editor).toHaveURL(/\/auth$/);
  await logIn(editor, invitee);
  await expect(editor).toHaveURL(/\/Blog-Page-Builder$/);

  // The link works once.
  await editorContext.clearCookies();
  await editor.goto(link);
  await expect(editor.getByText("This invitation link has expired, was replaced by a newer invitation, was withdrawn or was already used.")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Create Account" })).toHaveCount(0);

  // The owner sees the invitation used and the account confirmed.
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: invitee })).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(invitee) })).toContainText("Yes");
});

test("the owner changes the business settings and the site follows at once", async ({ page }) => {
  await signInAsOwner(page);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Business Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Business Settings" })).toBeVisible();
  const hq = page.getByRole("group", { name: /^Rocky Mount Headquarters/ });
  const save = page.getByRole("button", { name: "Save settings" });

  // The server's ESTIMATE_WIDGET_URL pins the widget: shown, not editable, the variable named.
  await expect(page.getByRole("textbox", { name: /Instant-estimate widget/ })).toBeDisabled();
  await expect(page.getByText("Pinned by ESTIMATE_WIDGET_URL on the server: change it there.")).toBeVisible();

  await test.step("a wrong value is refused with a sentence by its field, and nothing is saved", async () => {
    await page.getByLabel("Careers e-mail", { exact: true }).fill("jobs at pamlicoridge");
    await hq.getByLabel("Saturday opens").fill("13:00");
    await hq.getByLabel("Saturday closes").fill("09:00");
    await hq.getByLabel("Closed on Saturday").uncheck();
    await save.click();
    await expect(page.getByText("Check the highlighted settings: nothing was saved.")).toBeVisible();
    await expect(page.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
    await expect(hq.getByText("Saturday: The closing time must be after the opening time.")).toBeVisible();
    await expect(page.getByLabel("Careers e-mail", { exact: true })).toHaveValue("jobs at pamlicoridge");
  });

  await test.step("a good change is saved, recorded with who made it, and shown on the pages", async () => {
    await page.getByLabel("Careers e-mail", { exact: true }).fill("jobs@pamlicoridge.example");
    await hq.getByLabel("Saturday opens").fill("09:00");
    await hq.getByLabel("Saturday closes").fill("13:00");
    await save.click();
    await expect(page.getByText("Saved 2 changes.")).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("row").filter({ hasText: "Careers e-mail" })).toContainText("owner@pamlicoridge.example");
    await expect(history.getByRole("row").filter({ hasText: "Careers e-mail" })).toContainText("jobs@pamlicoridge.example");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.goto("/careers");
    await expect(page.getByRole("link", { name: "jobs@pamlicoridge.example" }).first()).toBeVisible();
    await page.goto("/contact");
    await expect(page.getByRole("term").filter({ hasText: "Saturday" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "9:00 AM-1:00 PM" })).toBeVisible();
  });

  await test.step("and put back", async () => {
    await page.goto("/Blog-Page-Builder/business-settings");
    await page.getByLabel("Careers e-mail", { exact: true }).fill("careers@pamlicoridge.example");
    await hq.getByLabel("Closed on Saturday").check();
    await save.click();
    await expect(page.getByText("Saved 2 changes.")).toBeVisible();
  });
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
  await page.getByLabel("Email").fill(OWNER_EMAIL);
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
