/**
 * Every address the site sends to is the owner's, and the owner can prove it
 * (docs/decisions/021-launch-as-your-company.md), against the production server: the log warns of
 * an address on a domain that never receives mail, the settings screen lists each address with
 * what goes there, and "Send a test" puts a message in that address's mail. Needs the production build.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../support/mail";
import { signInAsOwner, startServer, type ServerProcess } from "../support/server-process";
import { siteClient } from "../support/site-client";

let server: ServerProcess;
let cookie = "";
const site = siteClient(() => server, () => cookie);

beforeAll(async () => {
  server = await startServer();
  cookie = await signInAsOwner(server);
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

describe("the addresses the site sends to", () => {
  it("are named in the log when mail to them can never arrive", async () => {
    // The demo company's addresses are .example ones.
    await (await site.get("/home")).text();
    expect(server.output()).toMatch(/\[mail\] info@pamlicoridge\.example \(contact\.officeEmail\) is on a domain reserved for examples/);
    expect(server.output()).toMatch(/\[mail\] greenville@pamlicoridge\.example \(offices\.list\)/);
  });

  it("are listed on the settings screen, each with what goes there and a warning", async () => {
    const html = await (await site.get("/Blog-Page-Builder/business-settings", { Cookie: cookie })).text();
    expect(html).toContain("Where the site’s e-mail goes");
    expect(html).toContain("customers&#x27; replies and questions; requests the Rocky Mount Headquarters answers");
    expect(html).toContain("A domain reserved for examples: mail to it is never delivered.");
  });

  it("each take a test, which reaches that address's mail", async () => {
    const sent = await site.submit("/Blog-Page-Builder/mail-test", { address: "claims@pamlicoridge.example" });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ok: true, message: expect.stringMatching(/^Test handed to the mail server for claims@pamlicoridge\.example, but that domain is reserved/) });
    const mail = (await readOutbox(path.join(server.dataDir, "outbox"))).filter((m) => m.subject.startsWith("Test e-mail from your website"));
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toContain("claims@pamlicoridge.example");
    expect(mail[0].text).toContain("The website sends this address: warranty claims from the portal.");
  });

  it("and nothing else: any other address is refused, and only the owner may send", async () => {
    const other = await site.submit("/Blog-Page-Builder/mail-test", { address: "someone@elsewhere.com" });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ ok: false, message: "The site sends nothing to that address: choose one of the addresses listed." });
    const anonymous = await fetch(`${server.origin}/Blog-Page-Builder/mail-test`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: "address=claims%40pamlicoridge.example",
    });
    expect(anonymous.status).toBe(401);
  });
});
