/**
 * Requests to a test server (server-process.ts) as an anonymous visitor, or as the signed-in owner
 * posting forms the way a browser without JavaScript does. Takes getters, so a test file can make
 * its client at the top and start the server and sign in later, in beforeAll.
 */
import { expect } from "vitest";
import type { ServerProcess } from "./server-process";

export function siteClient(server: () => ServerProcess, cookie: () => string) {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server().origin}${path}`, { redirect: "manual", headers });

  const submit = (path: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return fetch(`${server().origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server().origin, Cookie: cookie() },
      body,
    });
  };

  /** Requests `path` until the cache answers it (it stores a page once its brotli and gzip are made). */
  async function cached(path: string, headers: Record<string, string> = {}): Promise<Response> {
    for (let i = 0; i < 100; i++) {
      const res = await get(path, headers);
      if (res.headers.get("etag")) return res;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${path} never came from the cache`);
  }

  async function createPost(title: string, content: string): Promise<{ id: string; slug: string }> {
    const res = await submit("/create-post.data", { title, content, author: "Olive" });
    const body = await res.text();
    expect(res.status, body).toBe(200);
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(body)?.[0];
    expect(id, body).toBeTruthy();
    return { id: id!, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") };
  }

  async function publish(id: string) {
    const res = await submit("/posts.data", { intent: "publish", id });
    expect(await res.text()).toContain("Post published");
  }

  return { get, submit, cached, createPost, publish };
}
