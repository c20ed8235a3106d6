/**
 * HTTP/1.1 over a plain socket, for requests fetch refuses to send: any method, a missing or broken
 * Host, bytes that are not valid UTF-8, a Content-Length that lies.
 */
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The whole body arrived: all of its Content-Length, or the last chunk of a chunked one. */
  complete: boolean;
}

/**
 * Sends `request` (written as given, in parts if an array) on a new connection and resolves with the
 * parsed response head and whatever body arrived before the server closed the connection or
 * `waitMs` passed; null when the server closed it without answering.
 */
export function sendRaw(port: number, request: Buffer | Buffer[], opts: { waitMs?: number } = {}): Promise<RawResponse | null> {
  const parts = Array.isArray(request) ? request : [request];
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, opts.waitMs ?? 5_000);
    socket.on("connect", () => {
      for (const part of parts) socket.write(part);
    });
    socket.on("data", (d: Buffer) => {
      chunks.push(d);
      // A complete response without a body length (or with one that has fully arrived) ends here.
      const parsed = parseResponse(Buffer.concat(chunks));
      if (parsed && parsed.complete) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
  });
}

/**
 * A request sent in two steps on one connection: `first` now, the rest when `sendRest` is called
 * (a body still on its way). `response` resolves like sendRaw's; `closed` when the connection ends.
 */
export function splitRequest(port: number, first: Buffer, opts: { waitMs?: number; localAddress?: string } = {}) {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: opts.localAddress });
  const chunks: Buffer[] = [];
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => {
      socket.write(first);
      resolve();
    });
    socket.once("error", reject);
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const response = new Promise<RawResponse | null>((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, opts.waitMs ?? 30_000);
    socket.on("data", (d: Buffer) => {
      chunks.push(d);
      if (parseResponse(Buffer.concat(chunks))?.complete) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
  });
  return {
    connected,
    response,
    closed,
    sendRest: (rest: Buffer) => new Promise<void>((resolve) => socket.write(rest, () => resolve())),
    destroy: () => socket.destroy(),
  };
}

function parseResponse(data: Buffer): RawResponse | null {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine, ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const body = data.subarray(end + 4);
  const length = headers["content-length"] === undefined ? null : Number(headers["content-length"]);
  const chunked = /chunked/i.test(headers["transfer-encoding"] ?? "");
  const complete = (length !== null && body.length >= length) || (chunked && (body.includes("\r\n0\r\n\r\n") || body.subarray(0, 5).toString() === "0\r\n\r\n"));
  return { status: Number(match[1]), headers, body: body.toString("utf8"), complete };
}

/** A request head plus body as bytes; `headers` are written in order, exactly as given. */
export function rawRequest(method: string, target: string, headers: [string, string][], body?: Buffer | string): Buffer {
  const head = `${method} ${target} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), typeof body === "string" ? Buffer.from(body) : (body ?? Buffer.alloc(0))]);
}
