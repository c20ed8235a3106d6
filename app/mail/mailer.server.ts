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
/** Files this process wrote to the outbox: part of each name, so none is written over. */
let outboxWrites = 0;

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
      // Messages to one address in the same millisecond (the mail queue sends one after another) each
      // keep their file; names still sort in the order they were written.
      const file = path.join(opts.outboxDir, `${stamp}-${process.pid}-${String(++outboxWrites).padStart(6, "0")}-${safeTo}${key}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`[mail] "${mail.subject}" to ${mail.to} written to ${file}`);
      for (const link of links) console.log(`[mail]   link: ${link}`);
    },
    describe: () => `files in ${opts.outboxDir}`,
    sendTimeoutMs: opts.timeoutMs,
  };
}

/**
 * E-mails sent after the answer: a sign-in link, a password reset or an account confirmation goes
 * out in the background, so an address with an account answers as fast as one without (the time
 * an SMTP server takes would otherwise tell them apart). A failed send is tried again after 10 s
 * and 60 s, then logged; the person can ask again. `settle` waits for those under way (a graceful
 * stop). Lead and warranty e-mails have their own stored retries (app/mail/lead-mail.server.ts).
 */
export interface MailQueue {
  later(mail: OutgoingMail, what: string): void;
  settle(): Promise<void>;
}

const RETRY_AFTER_MS = [10_000, 60_000];

export function createMailQueue(mailer: Mailer, retryAfterMs: readonly number[] = RETRY_AFTER_MS): MailQueue {
  const pending = new Set<Promise<void>>();
  const waking = new Set<() => void>();
  let stopping = false;
  // A wait between tries that a graceful stop cuts short (the last try is made at once).
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waking.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      waking.add(wake);
    });
  async function deliver(mail: OutgoingMail, what: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await mailer.send(mail);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= retryAfterMs.length || stopping) {
          console.warn(`[mail] ${what} to ${mail.to} could not be sent (${reason}); they can ask for it again`);
          return;
        }
        console.warn(`[mail] ${what} to ${mail.to} failed (${reason}); trying again in ${retryAfterMs[attempt] / 1000} s`);
        await pause(retryAfterMs[attempt]);
      }
    }
  }
  return {
    later(mail, what) {
      const sending = deliver(mail, what).finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settle() {
      stopping = true;
      for (const wake of [...waking]) wake();
      await Promise.all([...pending]);
    },
  };
}
