/**
 * Reads the e-mails the server wrote to DATA_DIR/outbox (the default mail transport) the way a mail
 * client does: each .eml file through a real MIME parser (mailparser), so headers, encodings and
 * bodies are read as any client would read them.
 */
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutboxMessage {
  file: string;
  from: MailAddress[];
  /** The "To" header as written ("dana@example.com"). */
  to: string;
  replyTo: MailAddress[];
  subject: string;
  text: string;
  /** Every web address in the text, in order. */
  links: string[];
}

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  return [field ?? []].flat().flatMap((a) => a.value.map((v) => ({ name: v.name, address: v.address ?? "" })));
}

export async function readMessage(file: string): Promise<OutboxMessage> {
  const parsed = await simpleParser(fs.readFileSync(file));
  const text = parsed.text ?? "";
  return {
    file: path.basename(file),
    from: addresses(parsed.from),
    to: addresses(parsed.to)
      .map((a) => a.address)
      .join(", "),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? "",
    text,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  if (!fs.existsSync(outboxDir)) return [];
  const files = fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((f) => readMessage(path.join(outboxDir, f))));
}

/** Waits for the newest message to an address whose subject matches. */
export async function waitForMail(outboxDir: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readOutbox(outboxDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject)).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} arrived in ${outboxDir}`);
}

/** The status a link ends on after its redirects, as a mail client's browser would open it. */
export async function linkStatus(link: string, cookie = ""): Promise<number> {
  let url = link;
  for (let hops = 0; hops < 5; hops++) {
    const res = await fetch(url, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
    await res.arrayBuffer();
    const next = res.headers.get("location");
    if (res.status < 300 || res.status >= 400 || !next) return res.status;
    url = new URL(next, url).toString();
  }
  throw new Error(`${link} redirects in circles`);
}
