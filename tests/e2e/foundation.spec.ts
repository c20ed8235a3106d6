import { expect, test } from "./fixtures";
import { isStaffPath } from "../../app/domain/staff-paths";
import { routeFiles } from "../support/route-files";
import AxeBuilder from "@axe-core/playwright";
import { pageScripts, settleAnimations } from "./page-checks";

test("every staff route is guarded: pages redirect to /auth, actions answer 401 and change nothing", async ({ request }) => {
  const routes = routeFiles();
  // A staff screen must live under a staff path, or the guard would not see it.
  for (const r of routes.filter((r) => r.staffLayout)) {
    expect(isStaffPath(r.path), `${r.file} is under the staff layout but ${r.path} is not a staff path`).toBe(true);
  }
  const staff = routes.filter((r) => isStaffPath(r.path));
  expect(staff.length).toBeGreaterThan(0);
  for (const r of staff) {
    const page = await request.get(r.path, { maxRedirects: 0 });
    expect(page.status(), `GET ${r.path} (${r.file})`).toBe(302);
    expect(page.headers().location, `GET ${r.path}`).toBe(`/auth?redirectTo=${encodeURIComponent(r.path)}`);

    // Client-side navigations fetch `.data`; they must be refused the same way.
    const dataUrl = r.path === "/" ? "/_.data" : `${r.path.replace(/\/$/, "")}.data`;
    const data = await request.get(dataUrl, { maxRedirects: 0 });
    expect([202, 204, 302, 401], `GET ${dataUrl}`).toContain(data.status());
    expect(await data.text()).not.toContain("@");

    // The site takes no PUT, PATCH or DELETE at all: the server refuses them before any action.
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await request.fetch(r.path, { method, form: { intent: "delete", id: "x" }, maxRedirects: 0 });
      expect(res.status(), `${method} ${r.path} (${r.file})`).toBe(method === "POST" ? 401 : 405);
    }
  }
});

test("an editor-only session cannot use owner actions", async ({ request }) => {
  const res = await request.post("/Blog-Page-Builder/staff", { form: { intent: "invite", email: "x@y.example", role: "owner" }, maxRedirects: 0 });
  expect(res.status()).toBe(401);
});

test("/ redirects to /home", async ({ request }) => {
  const res = await request.get("/", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe("/home");
});

test("an unknown path shows the 404 page with a real 404 status", async ({ page }) => {
  const res = await page.goto("/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/");
});

test("/home carries its title, description, canonical and business JSON-LD in the server HTML", async ({ request, baseURL }) => {
  const res = await request.get("/home");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>[^<]*#1 Roofing Contractor in Eastern North Carolina<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/home"/>`);
  // The demo company runs here: never listed, and every page says it is invented (docs/decisions/021-launch-as-your-company.md).
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(html).toContain("is an invented company");
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const org = blocks.find((b) => b["@type"] === "RoofingContractor");
  expect(org).toBeTruthy();
  // No invented rating or reviews (docs/decisions/014-business-settings.md): the e2e server sets no
  // BUSINESS_RATING_*.
  expect(org.aggregateRating).toBeUndefined();
  expect(org.review).toBeUndefined();
  expect(org.foundingDate).toBe("2010");
  expect(org.telephone).toMatch(/^\+1\d{10}$/);
});

test("/auth and the staff area are marked noindex, nofollow", async ({ request }) => {
  for (const path of ["/auth", "/admin"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const body = await robots.text();
  for (const p of ["/Blog-Page-Builder", "/posts", "/create-post", "/variables", "/photo-album", "/auth"]) {
    expect(body).toContain(`Disallow: ${p}`);
  }
});

test("responses carry security headers and a per-request CSP nonce", async ({ request }) => {
  // /auth is never cached: every answer is rendered, with a nonce of its own.
  const a = await request.get("/auth");
  const b = await request.get("/auth");
  const csp = a.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toBe(b.headers()["content-security-policy"]);
  expect(a.headers()["x-content-type-options"]).toBe("nosniff");
  expect(a.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(a.headers()["x-powered-by"]).toBeUndefined();
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await a.text();
  expect(html).toContain(`nonce="${nonce}"`);
});

test("a page from the full-page cache keeps its security headers and allows its inline scripts by hash", async ({ request }) => {
  await expect.poll(async () => (await request.get("/home")).headers()["etag"] ?? null).not.toBeNull();
  const cached = await request.get("/home");
  const csp = cached.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).not.toContain("'nonce-");
  expect(cached.headers()["x-content-type-options"]).toBe("nosniff");
  expect(cached.headers()["x-powered-by"]).toBeUndefined();
  expect(await cached.text()).not.toContain("nonce=");
});

for (const [path, kind] of [
  ["/services", "a static page: the islands script runs"],
  ["/design-your-roof", "a page that hydrates: React Router starts"],
] as const) {
  test(`a page from the cache runs its inline scripts in the browser, none refused by the CSP (${kind})`, async ({ page, request }) => {
    await expect.poll(async () => (await request.get(path)).headers()["etag"] ?? null).not.toBeNull();
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      // Inline scripts are what the cache's hashes must allow (an unrelated library probing eval is refused either way).
      document.addEventListener("securitypolicyviolation", (e) => {
        if (e.blockedURI === "inline") (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective}: ${e.sample}`);
      });
    });
    const response = await page.goto(path);
    expect(response?.headers()["etag"]).toBeTruthy();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    // Both kinds end with <html data-hydrated>: set by React on hydration, by the islands script on static pages.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const hydrates = await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext === "object");
    expect(hydrates).toBe(path === "/design-your-roof");
  });
}

test("/healthz checks the database", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok" });
});

test("hashed assets are served with immutable caching", async ({ request }) => {
  // The HTML sitemap hydrates (content pages such as /home ship no script files).
  const html = await (await request.get("/sitemap")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
  const res = await request.get(asset);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("immutable");
});

test("the stylesheet arrives once, inlined in the HTML, and is not shipped again inside the scripts", async ({ request }) => {
  const { html, scripts } = await pageScripts(request, "/sitemap");
  expect(html.match(/<style[^>]*>\/\*! tailwindcss/g)).toHaveLength(1);
  expect(scripts.length).toBeGreaterThan(0);
  // Few, shared chunks: every script is one more round trip on a phone.
  expect(scripts.length).toBeLessThanOrEqual(8);
  for (const src of scripts) {
    expect(await (await request.get(src)).text(), src).not.toContain("tailwindcss");
  }
});

test("pages keep their styles after hydration and a client-side navigation", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/home");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Only the stylesheet hides the desktop navigation on a phone.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
});

test.describe("public header", () => {
  test("the Services & Resources menu opens by keyboard, lists 17 links and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/home");
    const toggle = page.getByRole("button", { name: "Services & Resources" });
    const panel = page.locator(`[id="${await toggle.getAttribute("popovertarget")}"]`);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link")).toHaveCount(17);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Gallery" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(nav.getByRole("link", { name: "Instant Estimate" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Book Free Inspection" })).toBeVisible();
  });

  test("below 1024px a menu button shows the four mobile sections", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/home");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Menu" });
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeHidden();
    await button.click();
    for (const section of ["Services", "Tools & Actions", "Information", "Company"]) {
      await expect(mobile.getByRole("heading", { name: section })).toBeVisible();
    }
    await button.click();
    await expect(mobile).toBeHidden();
  });

  test("following a link scrolls the new page to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/home");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the footer lists 16 social and review profiles that open in a new tab", async ({ page }) => {
  await page.goto("/home");
  const footer = page.getByRole("contentinfo");
  const social = footer.getByRole("link", { name: /opens in a new tab/ });
  await expect(social).toHaveCount(16);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("a primary button stays readable while the pointer rests on it (hover colours pass contrast)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contact");
  const button = page.getByRole("banner").getByRole("link", { name: "Book Free Inspection" });
  await button.hover();
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).include("header").withRules(["color-contrast"]).analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
});
