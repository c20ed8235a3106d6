import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Response as ExpressResponse } from "express";
import { expect, it } from "vitest";
import { coalesceWrites } from "./react-router-handler";

it("sends every chunk when the answer ends in the same turn as its last writes", async () => {
  const server = http.createServer((_req, res) => {
    coalesceWrites(res as unknown as ExpressResponse);
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.write("a\\n");
    // A second burst, after the first was sent: its writes and the end come together.
    setTimeout(() => {
      res.write("b\\n");
      res.write("c\\n");
      res.end("d\\n");
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(await res.text()).toBe("a\\nb\\nc\\nd\\n");
  } finally {
    server.close();
  }
});
