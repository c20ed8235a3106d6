/**
 * Outgoing e-mail through nodemailer. With SMTP_URL set, messages go to that server. Otherwise each
 * message is written as an .eml file to DATA_DIR/outbox and its links are printed to the log, so a
 * fresh install can verify and reset accounts without any mail set-up.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where messages end up, for the start-up log ("smtp" or the outbox folder). */
  describe(): string;
}

export function createMailer(opts: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      describe: () => "SMTP server from SMTP_URL",
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      fs.mkdirSync(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(opts.outboxDir, `${stamp}-${safeTo}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`[mail] "${mail.subject}" to ${mail.to} written to ${file}`);
      for (const link of links) console.log(`[mail]   link: ${link}`);
    },
    describe: () => `files in ${opts.outboxDir}`,
  };
}
