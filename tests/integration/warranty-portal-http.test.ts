/**
 * The warranty portal's access rules over real HTTP against the production server (needs the
 * build), on PGlite here and on PostgreSQL in CI (TEST_DATABASE_URL): one-time e-mailed sign-in
 * links, rate-limited; a homeowner reads only their own jobs, claims, photos and documents (guessed
 * ids answer as missing ones do); portal and staff sessions open nothing of each other; private
 * files never come from /media; portal pages are noindex, no-store and never page-cached.
 * docs/decisions/018-warranty-portal.md.
 */
import fs from "node:fs";
import path from "node:path";
import exifr from "exifr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, officeToday } from "~/domain/calendar-days";
import { waitForMail, readOutbox } from "../support/mail";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";
import { cameraJpeg } from "../support/test-images";

let site: ServerProcess;
let staff: string;
const outbox = () => path.join(site.dataDir, "outbox");
const today = officeToday(new Date(), "America/New_York");
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const get = (p: string, cookie = "") => fetch(`${site.origin}${p}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const post = (p: string, body: URLSearchParams | FormData, cookie = "") =>
  fetch(`${site.origin}${p}`, { method: "POST", redirect: "manual", headers: { Origin: site.origin, ...(cookie ? { Cookie: cookie } : {}) }, body });
const fields = (f: Record<string, string>) => new URLSearchParams(f);

async function createJob(customerEmail: string, street: string, completedDaysAgo = 10): Promise<string> {
  const res = await post(
    "/jobs/new",
    fields({
      customerName: "Dana Whitley",
      customerEmail,
      customerPhone: "252-555-0142",
      street,
      town: "Winterville",
      zip: "28590",
      material: "asphalt",
      manufacturer: "GAF",
      productLine: "Timberline HDZ",
      squares: "28",
      startedOn: addDays(today, -completedDaysAgo - 2),
      completedOn: addDays(today, -completedDaysAgo),
      workmanshipYears: "5",
      manufacturerWarranty: "System Plus",
      notes: "",
      intent: "save",
    }),
    staff,
  );
  expect(res.status, await res.clone().text()).toBe(302);
  return UUID.exec(res.headers.get("location")!)![0];
}

function photoForm(intent: string, bytes: Buffer, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set("intent", intent);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  form.append("photos", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "IMG_2041.jpg");
  return form;
}

/** Asks for a sign-in link and uses it; the portal session's Cookie header. */
async function signInHomeowner(email: string): Promise<string> {
  const before = (await readOutbox(outbox())).length;
  const ask = await post("/portal?index", fields({ email }));
  expect(ask.status).toBe(200);
  const mail = await waitForMail(outbox(), email, /sign-in link/);
  expect((await readOutbox(outbox())).length).toBeGreaterThan(before);
  const link = new URL(mail.links.find((l) => l.includes("/portal/sign-in?token="))!);
  const res = await post(`${link.pathname}${link.search}`, new URLSearchParams());
  expect(res.status).toBe(302);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

let jobA: string;
let jobB: string;
let homeownerA: string;
let homeownerB: string;
let claimB: string;
let documentB: string;

beforeAll(async () => {
  site = await startServer({ AUTH_RATE_LIMIT: "1" });
  staff = await signInAsOwner(site);
  jobA = await createJob("dana.whitley@example.com", "104 Forest Hill Drive");
  jobB = await createJob("marcus.bell@example.com", "9 Elm Street");
  // B's job gets a photo, a certificate and a claim: the files A must never reach.
  expect((await post(`/jobs/${jobB}/files`, photoForm("photos", await cameraJpeg(900, 600, 2)), staff)).status).toBe(200);
  expect((await post(`/jobs/${jobB}`, fields({ intent: "certificate" }), staff)).status).toBe(200);
  homeownerA = await signInHomeowner("dana.whitley@example.com");
  homeownerB = await signInHomeowner("Marcus.Bell@example.com");
  const claim = await post(`/portal/jobs/${jobB}/claim`, photoForm("", await cameraJpeg(800, 600, 4), { what: "Drip at the chimney", location: "Living room", discoveredOn: today }), homeownerB);
  expect(claim.status, await claim.clone().text()).toBe(302);
  claimB = UUID.exec(claim.headers.get("location")!)![0];
  documentB = new RegExp(`/portal/jobs/${jobB}/documents/(${UUID.source})`).exec(await (await get(`/portal/jobs/${jobB}`, homeownerB)).text())![1];
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

describe("the job form", () => {
  it("offers the workmanship terms of the business settings, and follows a change of them", async () => {
    const terms = async () => [...(await (await get("/jobs/new", staff)).text()).matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(await terms()).toEqual(["5: 5 years, standard", "10: 10 years, extended"]);
    const saved = await post("/Blog-Page-Builder/business-settings", fields({ "figures.workmanshipWarrantyYears": "7" }), staff);
    expect(saved.status).toBe(200);
    expect(await terms()).toEqual(["7: 7 years, standard", "10: 10 years, extended"]);
    expect((await post("/Blog-Page-Builder/business-settings", fields({ "figures.workmanshipWarrantyYears": "5" }), staff)).status).toBe(200);
  });
});

describe("signing in with an e-mailed link", () => {
  it("sends a link only to an address on a job, and answers every address the same", async () => {
    const unknown = await post("/portal?index", fields({ email: "stranger@example.com" }));
    const known = await post("/portal?index", fields({ email: "dana.whitley@example.com" }));
    const message = "If this address is on one of our jobs, a sign-in link is on its way to it.";
    expect(await unknown.text()).toContain(message);
    expect(await known.text()).toContain(message);
    expect((await readOutbox(outbox())).filter((m) => m.to.includes("stranger@example.com"))).toEqual([]);
  });

  it("a link asks for one press (mail scanners do not press), then works once", async () => {
    await post("/portal?index", fields({ email: "marcus.bell@example.com" }));
    const mail = (await readOutbox(outbox())).filter((m) => m.to.includes("marcus.bell@example.com") && /sign-in link/.test(m.subject)).at(-1)!;
    const link = new URL(mail.links.find((l) => l.includes("/portal/sign-in?token="))!);
    const page = await get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(">Sign in</button>");
    const first = await post(`${link.pathname}${link.search}`, new URLSearchParams());
    expect(first.status).toBe(302);
    expect(first.headers.get("set-cookie")).toMatch(/^portal_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const again = await post(`${link.pathname}${link.search}`, new URLSearchParams());
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This sign-in link has expired or has already been used.");
  });

});

describe("a homeowner sees only their own records", () => {
  it("lists their own roof and not another homeowner's", async () => {
    const html = await (await get("/portal", homeownerA)).text();
    expect(html).toContain("104 Forest Hill Drive");
    expect(html).not.toContain("9 Elm Street");
  });

  it.each([
    ["the job page", () => `/portal/jobs/${jobB}`],
    ["the claim form", () => `/portal/jobs/${jobB}/claim`],
    ["a certificate", () => `/portal/jobs/${jobB}/documents/${documentB}`],
    ["a job photo", () => `/portal/jobs/${jobB}/photos/0`],
    ["a claim", () => `/portal/claims/${claimB}`],
    ["a claim photo", () => `/portal/claims/${claimB}/photos/0`],
    ["a job that does not exist", () => "/portal/jobs/00000000-0000-4000-8000-000000000000"],
    ["a malformed id", () => "/portal/jobs/1%20OR%201=1"],
  ])("guessing another's id: %s answers 404", async (_, url) => {
    const res = await get(url(), homeownerA);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).not.toContain("9 Elm Street");
    expect(body).not.toContain("Drip at the chimney");
  });

  it("cannot file a claim on another's job", async () => {
    const res = await post(`/portal/jobs/${jobB}/claim`, fields({ what: "Not mine", location: "Roof", discoveredOn: today }), homeownerA);
    expect(res.status).toBe(404);
  });

  it("the owner reads the same records: the guard is the session, not the id", async () => {
    expect((await get(`/portal/jobs/${jobB}`, homeownerB)).status).toBe(200);
    expect((await get(`/portal/claims/${claimB}`, homeownerB)).status).toBe(200);
    const claimForm = await get(`/portal/jobs/${jobB}/claim`, homeownerB);
    expect(claimForm.status).toBe(200);
    expect(await claimForm.text()).toContain('aria-label="Warranty claim"');
    const pdf = await get(`/portal/jobs/${jobB}/documents/${documentB}`, homeownerB);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="Workmanship-warranty-certificate-W-\d{4}-[A-Z0-9]{6}\.pdf"$/);
    expect(pdf.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("signed out, portal pages send to the sign-in page and portal actions answer 401", async () => {
    const page = await get(`/portal/jobs/${jobA}`);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/portal");
    expect((await get(`/portal/jobs/${jobA}/photos/0`)).status).toBe(302);
    expect((await post(`/portal/jobs/${jobA}/claim`, fields({ what: "x", location: "y", discoveredOn: today }))).status).toBe(401);
    expect((await post("/portal/contact", fields({ name: "X", phone: "", email: "x@example.com" }))).status).toBe(401);
  });

  it("a staff session opens no portal page, and a portal session no staff page", async () => {
    expect((await get(`/portal/jobs/${jobA}`, staff)).headers.get("location")).toBe("/portal");
    const staffPage = await get("/jobs", homeownerA);
    expect(staffPage.status).toBe(302);
    expect(staffPage.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect((await post("/jobs/new", fields({ customerName: "X" }), homeownerA)).status).toBe(401);
    expect((await get(`/jobs/${jobB}/documents/${documentB}`, homeownerB)).status).toBe(302);
  });

  it("signing out ends the session on the server", async () => {
    const job = await createJob("sign.out@example.com", "77 Church Street");
    const cookie = await signInHomeowner("sign.out@example.com");
    expect((await get(`/portal/jobs/${job}`, cookie)).status).toBe(200);
    const out = await post("/portal/sign-out", new URLSearchParams(), cookie);
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/^portal_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect((await get(`/portal/jobs/${job}`, cookie)).status).toBe(302);
  });
});

describe("privacy", () => {
  it("portal pages are noindex, no-store and never come from the page cache", async () => {
    for (const [url, cookie] of [
      ["/portal", ""],
      ["/portal", ""],
      ["/portal", homeownerA],
      [`/portal/jobs/${jobA}`, homeownerA],
      ["/portal/sign-in?token=nothing", ""],
      ["/portal/unsubscribe?token=nothing", ""],
    ]) {
      const res = await get(url, cookie);
      const html = await res.text();
      expect(res.status, url).toBe(200);
      expect(html, url).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(res.headers.get("cache-control"), url).toBe("no-store");
      expect(res.headers.get("etag"), url).toBeNull();
    }
    expect(await (await get("/robots.txt")).text()).toContain("Disallow: /portal");
  });

  it("job photos, documents and claim photos are never served by /media, and leave without location data", async () => {
    const mediaDir = path.join(site.dataDir, "media");
    const keys = fs.readdirSync(mediaDir, { recursive: true, encoding: "utf8" }).filter((f) => /\.(jpg|pdf)$/.test(f)).map((f) => f.split(path.sep).join("/"));
    const privateKeys = keys.filter((k) => k.startsWith("jobs/") || k.startsWith("claims/"));
    expect(privateKeys.some((k) => k.startsWith("jobs/") && k.endsWith(".jpg"))).toBe(true);
    expect(privateKeys.some((k) => k.startsWith("jobs/") && k.endsWith(".pdf"))).toBe(true);
    expect(privateKeys.some((k) => k.startsWith("claims/"))).toBe(true);
    for (const key of privateKeys) expect((await get(`/media/${key}`)).status, key).toBe(404);

    const photo = await get(`/portal/jobs/${jobB}/photos/0`, homeownerB);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("no-store");
    expect(await exifr.gps(Buffer.from(await photo.arrayBuffer()))).toBeUndefined();
  });

  it("/privacy says how long portal records, links and sessions are kept", async () => {
    const html = await (await get("/privacy")).text();
    expect(html).toContain("Warranty portal");
    expect(html).toMatch(/kept while your workmanship warranty runs and for 3 years after it ends/);
    expect(html).toContain("30 minutes");
  });
});

describe("the warranty guides", () => {
  it.each(["workmanship-warranty", "warranty-registration", "manufacturer-warranties"])("/resources/%s links to the portal", async (slug) => {
    const res = await get(`/resources/${slug}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('href="/portal"');
  });

  it("describe what the portal does: one-time links, reminders you can turn off, certificates added when registered", async () => {
    const workmanship = await (await get("/resources/workmanship-warranty")).text();
    expect(workmanship).toContain("we e-mail you a one-time link, so there is no password to remember");
    expect(workmanship).toContain("Each reminder has a link to turn them off.");
    expect(workmanship).not.toContain("Before, during and after photos");
    const registration = await (await get("/resources/warranty-registration")).text();
    expect(registration).toContain("we record the confirmation number and add its certificate to your warranty portal");
    expect(registration).not.toContain("we send you the certificate");
  });
});

describe("contact details", () => {
  it("a homeowner's new phone shows on the staff job page, with who changed it", async () => {
    const res = await post("/portal/contact", fields({ name: "Dana Whitley", phone: "(252) 555-0199", email: "dana.whitley@example.com" }), homeownerA);
    expect(await res.text()).toContain("Saved. Our office sees your new details.");
    const html = await (await get(`/jobs/${jobA}`, staff)).text();
    expect(html).toContain("The homeowner changed their phone from (252) 555-0142 to (252) 555-0199.");
  });
});

describe("claims", () => {
  it("a claim noticed long ago is accepted with the 30-day note, and the office is e-mailed", async () => {
    const olderRoof = await createJob("dana.whitley@example.com", "12 Mill Pond Road", 200);
    const res = await post(`/portal/jobs/${olderRoof}/claim`, photoForm("", await cameraJpeg(640, 480, 6), { what: "Water stain on the bedroom ceiling", location: "Back bedroom", discoveredOn: addDays(today, -45) }), homeownerA);
    expect(res.status, await res.clone().text()).toBe(302);
    const page = await (await get(res.headers.get("location")!, homeownerA)).text();
    expect(page).toContain("You noticed this 45 days ago.");
    expect(page).toContain("We still accept your claim");
    const office = await waitForMail(outbox(), "claims@pamlicoridge.example", /^Warranty claim WC-.*: Dana Whitley, Winterville \(inspect by /);
    expect(office.text).toContain("Noticed on: ");
    expect(office.text).toContain("(more than 30 days before it was reported)");
  });

  it("staff see open claims with the 48-hour inspection target counted down; a portal session does not", async () => {
    const html = await (await get("/claims", staff)).text();
    expect(html).toContain("Living room");
    expect(html).toContain("Back bedroom");
    expect(html).toMatch(/4[67] h left/);
    expect(html).toContain("reported over 30 days after discovery");
    expect((await get("/claims", homeownerB)).status).toBe(302);
    expect((await post(`/claims/${claimB}`, fields({ status: "declined", note: "Not covered at all." }), homeownerB)).status).toBe(401);
  });

  it("a status change is refused when it skips a step or lacks its reason", async () => {
    const approve = await post(`/claims/${claimB}`, fields({ status: "approved", inspectionAt: "", note: "" }), staff);
    expect(approve.status).toBe(409);
    expect(await approve.text()).toContain("A claim that is received cannot become approved.");
    const decline = await post(`/claims/${claimB}`, fields({ status: "declined", inspectionAt: "", note: "" }), staff);
    expect(decline.status).toBe(400);
    expect(await decline.text()).toContain("Write the reason the homeowner will read");
  });

  it("each status change is e-mailed to the homeowner and shown in their portal", async () => {
    const res = await post(`/claims/${claimB}`, fields({ status: "inspection-scheduled", inspectionAt: `${addDays(today, 1)}T09:30`, note: "Park by the garage, please." }), staff);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Status changed. The homeowner has been e-mailed.");
    const mail = await waitForMail(outbox(), "marcus.bell@example.com", /: Inspection scheduled$/);
    expect(mail.text).toContain("Inspection: ");
    expect(mail.text).toContain("9:30");
    expect(mail.text).toContain(`/portal/claims/${claimB}`);
    const portal = await (await get(`/portal/claims/${claimB}`, homeownerB)).text();
    expect(portal).toContain("Inspection scheduled");
    expect(portal).toContain("Park by the garage, please.");
    expect(await (await get("/claims", staff)).text()).toContain("Inspection scheduled");
  });
});

describe("maintenance reminders", () => {
  it("a storm reminder reaches the homeowners who asked, once per storm, and its one-click unsubscribe stops the next", async () => {
    const saved = await post("/portal/reminders", fields({ springMonth: "4", fallMonth: "", afterStorms: "on" }), homeownerA);
    expect(saved.status).toBe(200);
    const storm = (name: string) => post("/jobs", fields({ intent: "storm-reminder", storm: name, towns: "Winterville, Greenville" }), staff);
    expect(await (await storm("Hurricane Erin")).text()).toContain("Sent to 1 homeowner.");
    expect(await (await storm("Hurricane  erin")).text()).toContain("1 had it already.");
    const mail = await waitForMail(outbox(), "dana.whitley@example.com", /^After Hurricane Erin: check your roof/);
    expect((await readOutbox(outbox())).filter((m) => m.to.includes("marcus.bell@example.com") && /^After Hurricane/.test(m.subject))).toEqual([]);
    const unsubscribe = new URL(mail.links.find((l) => l.includes("/portal/unsubscribe?token="))!);

    // What a mail program sends for List-Unsubscribe-Post (RFC 8058): no Origin, no cookie.
    const oneClick = await fetch(`${site.origin}${unsubscribe.pathname}${unsubscribe.search}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await (await storm("Tropical Storm Fay")).text()).toContain("No homeowner in those towns asked for storm reminders.");
    // No reminder box is ticked any more (the page's stylesheet may say "checked" for other reasons).
    const boxes = (await (await get("/portal/reminders", homeownerA)).text()).match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
    expect(boxes.filter((box) => /\schecked(=""|\s|\/|>)/.test(box))).toEqual([]);
  });
});

// Last: the link requests it makes also count against this client, which must not refuse the sign-ins above.
describe("rate limits", () => {
  it("is rate-limited per address like every credential path", async () => {
    const ask = () => post("/portal?index", fields({ email: "limit.test@example.com" }));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await (await ask()).text()).toContain("Too many attempts. Try again in");
  });
});
