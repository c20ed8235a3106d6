/**
 * The Variable Manager (/variables, spec §2.11): defaults, add with server-side validation, edit,
 * search, category filter, copy, delete with confirmation, and the Database Variables tab.
 * The e2e database is shared with other spec files, so the test asserts on the rows it adds by name.
 */
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { settleAnimations } from "./page-checks";
import { signInAsNewEditor } from "./staff-session";

test.describe.configure({ mode: "serial" });
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

function card(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

async function openVariables(page: Page) {
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Variables" }).click();
  await expect(page).toHaveURL(/\/variables$/);
  await expect(page.getByRole("heading", { level: 1, name: "Variable Manager" })).toBeVisible();
}

test("signed-out visitors are sent to the login page", async ({ page }) => {
  await page.goto("/variables");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fvariables/);
});

test("staff manage content variables end to end", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewEditor(page, "variables");
  await openVariables(page);

  await test.step("the business placeholders are shown read-only, with today's values and whom to ask", async () => {
    const builtIns = page.getByRole("region", { name: "Business placeholders" });
    await expect(builtIns.getByRole("button", { name: "Copy {{businessPhone}} to the clipboard" })).toBeVisible();
    await expect(builtIns.getByLabel("Value of {{businessPhone}}")).toHaveText("(252) 555-0100");
    await expect(builtIns).toContainText("Only the site owner can change them");
    await expect(builtIns.getByRole("button", { name: /Edit/ })).toHaveCount(0);
    await expect(card(page, "businessPhone")).toHaveCount(0);
  });

  await test.step("the default library variable can be added", async () => {
    const emptyCard = page.getByRole("heading", { name: "No Variables Found" });
    if (await emptyCard.isVisible()) {
      await page.getByRole("button", { name: "Add Default Variables" }).click();
      await expect(page.getByText("Default variables added successfully!")).toBeVisible();
      await expect(emptyCard).toHaveCount(0);
    } else {
      // Another spec already stored variables, so the card is (rightly) not shown; the same
      // idempotent action is posted directly instead.
      const response = await page.request.post("/variables", { form: { intent: "defaults" } });
      expect(response.status()).toBe(200);
      await page.reload();
    }
    await expect(card(page, "serviceArea")).toContainText("Eastern North Carolina");
    await expect(card(page, "serviceArea")).toContainText("Services & Products");
  });

  const name = `warrantyNote_${crypto.randomBytes(3).toString("hex")}`;
  const description = "Workmanship warranty wording for estimates";
  const value = "Backed by manufacturer warranties of up to 50 years.";

  await test.step("a too-short name is refused by the server and nothing typed is lost", async () => {
    await page.getByRole("button", { name: "Add New Variable" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Variable" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Category")).toHaveValue("Business Core");
    await dialog.getByLabel("Name").fill("w");
    await dialog.getByLabel("Description").fill(description);
    await dialog.getByLabel("Value").fill(value);
    await dialog.getByLabel("Category").selectOption("Policies & Legal");
    await dialog.getByRole("button", { name: "Create Variable" }).click();
    await expect(dialog.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Description")).toHaveValue(description);
    await expect(dialog.getByLabel("Value")).toHaveValue(value);
    await expect(dialog.getByLabel("Category")).toHaveValue("Policies & Legal");

    await dialog.getByLabel("Name").fill("has space");
    await dialog.getByRole("button", { name: "Create Variable" }).click();
    await expect(dialog.getByText("Use letters, numbers and underscores only, starting with a letter.")).toBeVisible();

    await dialog.getByLabel("Name").fill("serviceArea");
    await dialog.getByRole("button", { name: "Create Variable" }).click();
    await expect(dialog.getByText("A variable named serviceArea already exists.")).toBeVisible();
  });

  await test.step("a valid variable is created and the dialog closes", async () => {
    const dialog = page.getByRole("dialog", { name: "Add New Variable" });
    await dialog.getByLabel("Name").fill(name);
    await expect(dialog.getByText(`{{${name}}}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Create Variable" }).click();
    await expect(page.getByText("New variable created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, name)).toContainText(value);
    await expect(card(page, name)).toContainText("Policies & Legal");
    await expect(card(page, name)).toContainText(description);
  });

  await test.step("the variable's value is edited", async () => {
    await card(page, name).getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Variable" });
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await dialog.getByLabel("Value").fill("Manufacturer warranties of up to 50 years, registered for you.");
    await dialog.getByRole("button", { name: "Update Variable" }).click();
    await expect(page.getByText("Variable updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, name)).toContainText("registered for you");
    // Focus returns to the button that opened the dialog.
    await expect(card(page, name).getByRole("button", { name: `Edit ${name}` })).toBeFocused();
  });

  await test.step("search matches name, description or value, ignoring case", async () => {
    const search = page.getByLabel("Search variables");
    await search.fill("REGISTERED FOR YOU");
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, "serviceArea")).toHaveCount(0);
    await search.fill("workmanship warranty wording");
    await expect(card(page, name)).toBeVisible();
    await search.fill("no variable is called like this zzzq");
    await expect(page.getByText("No variables found. Try adjusting your search or add a new variable.")).toBeVisible();
    await search.fill("");
    await expect(card(page, "serviceArea")).toBeVisible();
  });

  await test.step("the category filter lists the categories in use", async () => {
    const filter = page.getByLabel("Filter by category");
    await filter.selectOption("Policies & Legal");
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, "serviceArea")).toHaveCount(0);
    await filter.selectOption("Services & Products");
    await expect(card(page, "serviceArea")).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    await filter.selectOption("All Categories");
    await expect(card(page, name)).toBeVisible();
  });

  await test.step("clicking the syntax copies the placeholder", async () => {
    await card(page, name).getByRole("button", { name: `Copy {{${name}}} to the clipboard` }).click();
    await expect(page.getByText("Copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`{{${name}}}`);
  });

  await test.step("Escape closes the add dialog and focus returns to its button", async () => {
    const add = page.getByRole("button", { name: "Add New Variable" });
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add New Variable" });
    await expect(dialog).toBeVisible();
    // Nothing from the last save is carried over.
    await expect(dialog.getByLabel("Name")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  await test.step("the Database Variables tab counts what placeholders can use", async () => {
    await page.getByRole("tab", { name: "Database Variables" }).click();
    const panel = page.getByRole("tabpanel", { name: "Database Variables" });
    const count = async (title: string) => {
      const text = await panel.getByRole("article", { name: title }).getByText(/^\d+ entr(y|ies)$/).innerText();
      return Number.parseInt(text, 10);
    };
    expect(await count("Service Locations")).toBeGreaterThanOrEqual(70);
    expect(await count("Roofing Brands")).toBe(5);
    // The default serviceArea and this test's own variable, which still exists at this point (other
    // spec files may have stored more).
    expect(await count("Content Variables")).toBeGreaterThanOrEqual(2);
    await expect(panel.getByRole("article", { name: "Service Locations" }).getByRole("listitem")).toHaveCount(3);
    await page.getByRole("tab", { name: "Manage Variables" }).click();
    await expect(card(page, name)).toBeVisible();
  });

  await test.step("deleting asks for confirmation first", async () => {
    await card(page, name).getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
    await expect(confirm).toContainText(`Are you sure you want to delete the variable “${name}”?`);
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, name)).toBeVisible();

    await card(page, name).getByRole("button", { name: `Delete ${name}` }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Variable deleted successfully")).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
  });

  await test.step("the screen has no accessibility violations, with and without a dialog open", async () => {
    await settleAnimations(page); // the toasts of the steps above must have finished sliding and fading
    const page1 = await new AxeBuilder({ page }).analyze();
    expect(page1.violations).toEqual([]);
    await page.getByRole("tab", { name: "Manage Variables" }).click();
    await page.getByRole("button", { name: "Add New Variable" }).click();
    await page.getByRole("dialog", { name: "Add New Variable" }).getByRole("button", { name: "Create Variable" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await settleAnimations(page);
    const withDialog = await new AxeBuilder({ page }).analyze();
    expect(withDialog.violations).toEqual([]);
  });
});
