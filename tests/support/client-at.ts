/**
 * HTTP requests sent from a chosen loopback address (127.0.0.2, 127.0.0.3…: Linux routes the whole
 * 127.0.0.0/8 block to this machine), so a test can be several clients at once — what the server
 * reads from the socket, not from a header the client sends.
 */
import http from "node:http";

export interface ClientResponse {
  status: number;
  location: string | null;
  /** `name=value` of every Set-Cookie, joined for a Cookie header. */
  cookies: string;
  text: string;
}

export interface ClientRequest {
  method?: string;
  headers?: Record<string, string>;
  /** A string or form fields (sent urlencoded). */
  body?: string | Record<string, string>;
}

export function requestFrom(localAddress: string, url: string, init: ClientRequest = {}): Promise<ClientResponse> {
  const target = new URL(url);
  const body = typeof init.body === "object" ? new URLSearchParams(init.body).toString() : init.body;
  const headers: Record<string, string> = { Origin: target.origin, ...init.headers };
  if (typeof init.body === "object") headers["Content-Type"] = "application/x-www-form-urlencoded";
  if (body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: init.method ?? (body === undefined ? "GET" : "POST"), headers, localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; "),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

let clients = 0;

/**
 * A loopback address no other request of this test process has used: 127.1.0.1, 127.1.0.2… (never
 * 127.0.0.x, where the tests' own fetch calls and any test proxy sit).
 */
export function newClientAddress(): string {
  const n = clients++;
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}
