/**
 * Calls a route's loader or action the way React Router does, with the app's services in the
 * context, and returns the status and data a browser would get.
 */
import { RouterContextProvider } from "react-router";
import { createAiProvider } from "~/ai/provider.server";
import { VisitCounter } from "~/analytics/counter.server";
import { setStaffUser } from "~/auth/guard.server";
import type { StaffUser } from "~/auth/staff-user";
import { defaultBusiness } from "~/config/business.server";
import { parseEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { businessContext, servicesContext, type AppServices } from "~/context.server";

export const EDITOR: StaffUser = { id: "editor-1", email: "editor@staff.example", role: "editor" };

/**
 * The services of a route test: the database, the test environment (`env` adds settings, e.g. the
 * AI provider's), the AI provider, a clock, and what the test passes in `extra` (media storage, a
 * mailer, a rate limiter, the content version…). A service nobody passed is absent, so a route
 * that needs one fails loudly instead of reaching a real outside service.
 */
export function testServices(db: Database, env: NodeJS.ProcessEnv = {}, extra: Partial<AppServices> = {}): AppServices {
  const parsed = parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/roofing-route-tests", ...env });
  const services: Partial<AppServices> = {
    db,
    env: parsed,
    ai: createAiProvider(parsed.ai),
    clock: () => new Date(),
    // No background work in route tests: a test runs the town-similarity pass itself when it needs one.
    townSimilarity: { busy: () => false, stop: async () => {} },
    // Visits are written when a route asks for the visitor (attribution) or the test flushes.
    visits: new VisitCounter({ db, siteUrl: parsed.siteUrl }),
    ...extra,
  };
  return services as AppServices;
}

/** A router context as the root middleware leaves it: the test's services, the default business, the signed-in user. */
export function testContext(db: Database, user: StaffUser | null = EDITOR, env: NodeJS.ProcessEnv = {}, extra: Partial<AppServices> = {}) {
  const context = new RouterContextProvider();
  context.set(servicesContext, testServices(db, env, extra));
  context.set(businessContext, defaultBusiness);
  setStaffUser(context, user);
  return context;
}

export interface RouteResult<T = unknown> {
  status: number;
  data: T;
}

type RouteFn = (args: never) => unknown;

function unwrap(value: unknown): RouteResult {
  if (value instanceof Response) return { status: value.status, data: null };
  if (value && typeof value === "object" && "type" in value && (value as { type: string }).type === "DataWithResponseInit") {
    const v = value as unknown as { data: unknown; init: ResponseInit | null };
    return { status: v.init?.status ?? 200, data: v.data };
  }
  return { status: 200, data: value };
}

export async function callRoute<T = unknown>(
  fn: RouteFn,
  opts: { url: string; method?: string; form?: Record<string, string | string[]>; params?: Record<string, string>; context: RouterContextProvider },
): Promise<RouteResult<T>> {
  let body: FormData | undefined;
  if (opts.form) {
    body = new FormData();
    for (const [k, v] of Object.entries(opts.form)) {
      if (Array.isArray(v)) v.forEach((x) => body!.append(k, x));
      else body.set(k, v);
    }
  }
  const request = new Request(`http://localhost${opts.url}`, { method: opts.method ?? (body ? "POST" : "GET"), body });
  try {
    const args = { request, params: opts.params ?? {}, context: opts.context, url: new URL(request.url) } as never;
    return unwrap(await (fn as (a: never) => Promise<unknown>)(args)) as RouteResult<T>;
  } catch (thrown) {
    return unwrap(thrown) as RouteResult<T>;
  }
}
