/**
 * Outgoing e-mail through nodemailer. With SMTP_URL set, messages go to that server. Otherwise each
 * message is written as an .eml file to DATA_DIR/outbox and its links are printed to the log, so a
 * fresh install can verify and reset accounts without any mail set-up. nodemailer is loaded with
 * the first message, not when the server starts (docs/decisions/015-scale-and-memory.md).
 */
import fs from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Database } from "~/db/client.server";
import type { Business } from "~/domain/business";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The message's Message-ID, when sending it again must be recognisable as the same message: the
   * outbox keeps one file per id, and mailbox providers (Gmail among them) drop a second copy.
   */
  messageId?: string;
  /** Where "Reply" writes to, when not the sender (the customer, on the office's copy of a request). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders (RFC 8058). */
  headers?: Record<string, string>;
}

/** The sender of the site's e-mails: the company's name at its general address. */
export function mailSender(business: Pick<Business, "name" | "emails">): string {
  return `"${business.name.replace(/["\\]/g, "")}" <${business.emails.info}>`;
}

/**
 * What every e-mail of the site needs: the database (which message went out, once), the transport,
 * the company it speaks for and the site's address for its links. Built once per request
 * (`servicesWithBusiness(context).mail`) and once per run of a background job.
 */
export interface MailDeps {
  db: Database;
  mailer: Mailer;
  business: Business;
  siteUrl: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where messages end up, for the start-up log ("smtp" or the outbox folder). */
  describe(): string;
  /** The longest one send can take before it fails (MAIL_TIMEOUT_SECONDS); unset: no bound is known. */
  readonly sendTimeoutMs?: number;
}

/** A transport made on first use, with nodemailer loaded then (docs/decisions/015-scale-and-memory.md). */
function lazyTransport(options: string | Record<string, unknown>): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () => (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/**
 * `from` is asked for every message: the sender follows the business settings (MAIL_FROM pins it,
 * for SMTP servers that only accept one sender).
 */
export function createMailer(opts: { smtpUrl: string | null; outboxDir: string; from: () => Promise<string>; timeoutMs: number }): Mailer {
  if (opts.smtpUrl) {
    // Without these, a server that stops answering holds a send for up to ten minutes.
    const transport = lazyTransport({
      url: opts.smtpUrl,
      connectionTimeout: opts.timeoutMs,
      greetingTimeout: opts.timeoutMs,
      socketTimeout: opts.timeoutMs,
    });
    return {
      async send(mail) {
        await (await transport()).sendMail({ from: await opts.from(), ...mail });
      },
      describe: () => "SMTP server from SMTP_URL",
      sendTimeoutMs: opts.timeoutMs,
    };
  }

  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      fs.mkdirSync(opts.outboxDir, { recursive: true });
      const key = mail.messageId ? `-${mail.messageId.replace(/[^a-z0-9@._-]/gi, "_")}` : "";
      if (key && fs.readdirSync(opts.outboxDir).some((name) => name.endsWith(`${key}.eml`))) {
        console.log(`[mail] "${mail.subject}" to ${mail.to} is already in the outbox (${mail.messageId})`);
        return;
      }
      const info = await (await transport()).sendMail({ from: await opts.from(), ...mail });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(opts.outboxDir, `${stamp}-${safeTo}${key}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`[mail] "${mail.subject}" to ${mail.to} written to ${file}`);
      for (const link of links) console.log(`[mail]   link: ${link}`);
    },
    describe: () => `files in ${opts.outboxDir}`,
    sendTimeoutMs: opts.timeoutMs,
  };
}
