/**
 * A small SMTP server on 127.0.0.1 that speaks the protocol nodemailer uses (EHLO, MAIL, RCPT,
 * DATA, RSET, NOOP, QUIT; no TLS, no AUTH) and keeps what it accepted, for tests of the site's real
 * SMTP transport. `holdFor` makes it take a message's data and never answer it, like a mail server
 * that hangs mid-send; `answerDelayMs` makes it answer each message that much later, like a slow one.
 */
import net from "node:net";

export interface AcceptedMail {
  to: string[];
  messageId: string | null;
  subject: string | null;
}

export interface TestSmtp {
  url: string;
  /** Messages answered 250 after their data, in order. */
  accepted: AcceptedMail[];
  /** Messages whose data arrived and were never answered (holdFor). */
  held: AcceptedMail[];
  /** Recipients whose messages are held from now on (null: none). */
  holdFor: RegExp | null;
  /** How long each message's data waits for its answer. */
  answerDelayMs: number;
  close(): Promise<void>;
}

function header(data: string, name: string): string | null {
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(data.split(/\r\n\r\n/)[0].replace(/\r\n[ \t]+/g, " "))?.[1]?.trim() ?? null;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const sockets = new Set<net.Socket>();
  const state: Omit<TestSmtp, "url" | "close"> = { accepted: [], held: [], holdFor: null, answerDelayMs: 0 };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = "";
    let to: string[] = [];
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 smtp.test ESMTP ready");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const mail = { to, messageId: header(data, "Message-ID"), subject: header(data, "Subject") };
          to = [];
          if (state.holdFor && mail.to.some((r) => state.holdFor!.test(r))) {
            state.held.push(mail);
            return; // never answered: the client waits until it times out or dies
          }
          if (state.answerDelayMs > 0) {
            setTimeout(() => {
              state.accepted.push(mail);
              reply("250 2.0.0 queued");
            }, state.answerDelayMs);
            continue;
          }
          state.accepted.push(mail);
          reply("250 2.0.0 queued");
          continue;
        }
        const at = buffer.indexOf("\r\n");
        if (at === -1) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 smtp.test");
        else if (verb === "MAIL") reply("250 2.1.0 ok");
        else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? line.slice(8).trim());
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          to = [];
          reply("250 2.0.0 ok");
        } else if (verb === "NOOP") reply("250 2.0.0 ok");
        else if (verb === "QUIT") {
          reply("221 2.0.0 bye");
          socket.end();
          return;
        } else reply("502 5.5.1 this test server answers EHLO, HELO, MAIL, RCPT, DATA, RSET, NOOP and QUIT only");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
