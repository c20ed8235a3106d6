/**
 * The site's services on a test database, for tests that call the sign-in routes' actions and
 * better-auth's handler in-process, the way React Router and the Express server call them, each
 * request from a given client address (the header the server sets: app/auth/client-address.server.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { CLIENT_ADDRESS_HEADER } from "~/auth/client-address.server";
import { parseEnv, type Env } from "~/config/env.server";
import { servicesContext, startServices, type AppServices } from "~/context.server";
import type { TestDatabase } from "./test-db";

export const SITE = "http://localhost:3000";

export interface AuthTestSite {
  env: Env;
  dataDir: string;
  /** An instance of the site on the test database; several share it as behind a load balancer. */
  start(opts: { rateLimit: boolean }): Promise<AppServices>;
  close(): Promise<void>;
}

export function authTestSite(t: TestDatabase, name: string): AuthTestSite {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `roofing-${name}-`));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SITE_URL: SITE,
    BETTER_AUTH_SECRET: `${name}-tests-secret-0123456789abcdefghijklmnop`,
    STAFF_EMAIL_DOMAINS: "staff.example",
  });
  const started: AppServices[] = [];
  return {
    env,
    dataDir,
    async start({ rateLimit }) {
      const services = await startServices(env, { database: t, seed: false, rateLimit });
      started.push(services);
      return services;
    },
    async close() {
      for (const services of started) await services.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  message?: string;
  location?: string | null;
  headers: Headers;
  data?: unknown;
}

function answer(value: unknown): Answer {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), headers: value.headers };
  const v = value as { data: { message?: string | { text: string } }; init: ResponseInit | null };
  const m = v.data.message;
  return { status: v.init?.status ?? 200, message: typeof m === "string" ? m : m?.text, headers: new Headers(v.init?.headers), data: v.data };
}

type Route = { action?: (args: never) => Promise<unknown>; loader?: (args: never) => unknown };

function call(services: AppServices, fn: (args: never) => unknown, request: Request) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return fn({ request, context, params: {}, url: new URL(request.url) } as never);
}

/** Posts a form to a route's action as the browser would, from the client address `ip`. */
export async function submit(services: AppServices, route: Route, url: string, ip: string, form: Record<string, string>): Promise<Answer> {
  const request = new Request(`${SITE}${url}`, { method: "POST", body: new URLSearchParams(form), headers: { [CLIENT_ADDRESS_HEADER]: ip } });
  try {
    return answer(await call(services, route.action!, request));
  } catch (thrown) {
    return answer(thrown);
  }
}

/** A route's loader data for a GET of `url`. */
export async function load(services: AppServices, route: Route, url: string): Promise<unknown> {
  return call(services, route.loader!, new Request(`${SITE}${url}`));
}

/** better-auth's HTTP endpoint with a JSON body, as the Express server hands it a request. */
export async function api(services: AppServices, endpoint: string, ip: string, body: Record<string, string>) {
  const res = await services.auth.handler(
    new Request(`${SITE}/api/auth${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, [CLIENT_ADDRESS_HEADER]: ip },
      body: JSON.stringify(body),
    }),
  );
  const json = (await res.json().catch(() => ({}))) as { message?: string; code?: string; user?: Record<string, unknown> };
  return { status: res.status, message: json.message, body: json, headers: res.headers };
}
