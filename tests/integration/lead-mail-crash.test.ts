/**
 * A request's e-mails survive a server killed in the middle of sending them (`kill -9`), over the
 * real SMTP transport: the office's message, already taken by the mail server, is not sent again,
 * and the customer's goes out soon after the restart — once the short claim has expired, not ten
 * minutes later. Needs the production build.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process";
import { startTestSmtp, type TestSmtp } from "../support/smtp-server";

let smtp: TestSmtp;
let restarted: ServerProcess | null = null;
let killed: ServerProcess | null = null;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  if (killed?.child.exitCode === null) killed.child.kill("SIGKILL");
  await (restarted ?? killed)?.stop();
  await smtp?.close();
});

async function until<T>(what: string, check: () => T | null | undefined | false, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it("sends each message of a request once, and soon, when the server dies while sending them", async () => {
  // Two-second SMTP timeouts: the claim is 2 × 2 + 10 = 14 seconds.
  const env = { SMTP_URL: smtp.url, MAIL_TIMEOUT_SECONDS: "2" };
  killed = await startServer(env);
  const page = await fetch(`${killed.origin}/book-inspection`);
  const stamp = /name="formStarted" value="([^"]+)"/.exec(await page.text())![1];
  await new Promise((r) => setTimeout(r, 3100)); // the form's minimum fill time

  // The mail server takes the office's message and hangs on the customer's.
  smtp.holdFor = /^dana@example\.com$/;
  void fetch(`${killed.origin}/book-inspection`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: killed.origin },
    body: new URLSearchParams({ formStarted: stamp, website: "", name: "Dana Whitley", phone: "252-555-0142", email: "dana@example.com", service: "storm", town: "Wilson" }),
  }).catch(() => null);
  await until("the customer's message to reach the mail server", () => smtp.held.length === 1, 30_000);
  expect(smtp.accepted).toHaveLength(1);
  const office = smtp.accepted[0];
  expect(office.subject).toMatch(/^New request PR-/);
  killed.child.kill("SIGKILL");
  await killed.exited;
  const diedAt = Date.now();

  smtp.holdFor = null;
  restarted = await startServer(env, { restartOf: killed });
  const customer = await until("the customer's message after the restart", () => smtp.accepted.find((m) => m.to.includes("dana@example.com")), 60_000);
  expect(customer.subject).toMatch(/^We received your request \(PR-/);
  // The claim is 14 s here and checks come every 3.5 s: restart plus 14–17.5 s.
  console.log(`[lead mail] the customer's message went out ${((Date.now() - diedAt) / 1000).toFixed(1)} s after the crash (claim 14 s, checks every 3.5 s)`);
  // The held copy and the one sent after the restart are one message to the mailbox.
  expect(customer.messageId).toBe(smtp.held[0].messageId);
  expect(customer.messageId).toMatch(/^<lead-[0-9a-f-]{36}-customer@localhost>$/);

  // Nothing else goes out, the office's message above all.
  await new Promise((r) => setTimeout(r, 3000));
  expect(smtp.accepted.filter((m) => m.messageId === office.messageId)).toHaveLength(1);
  expect(smtp.accepted).toHaveLength(2);
}, 180_000);
