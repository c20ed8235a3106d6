/** Reads the e-mails the server wrote to DATA_DIR/outbox (the default mail transport). */
import fs from "node:fs";
import path from "node:path";

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
}

export function readOutbox(outboxDir: string): OutboxMessage[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(outboxDir, file), "utf8").replace(/\r\n/g, "\n");
      const split = raw.indexOf("\n\n");
      const headers = raw.slice(0, split).replace(/\n[ \t]+/g, " ");
      const body = decodeBody(headers, raw.slice(split + 2));
      const header = (name: string) => decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? "");
      return {
        file,
        to: header("To"),
        subject: header("Subject"),
        text: body,
        links: body.match(/https?:\/\/[^\s<>"]+/g) ?? [],
      };
    });
}

/** Waits for the newest message to an address whose subject matches. */
export async function waitForMail(outboxDir: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readOutbox(outboxDir)
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} arrived in ${outboxDir}`);
}
