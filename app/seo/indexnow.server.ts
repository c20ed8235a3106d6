/**
 * Sends IndexNow notifications when INDEXNOW_KEY is set; does nothing otherwise. A failure is
 * logged and never fails the staff action that caused it: search engines also read the sitemap.
 */
import type { Env } from "~/config/env.server";
import { indexNowPayload } from "~/domain/indexnow";

/** How long a notification may hold up the staff action that sent it. */
const TIMEOUT_MS = 3000;

export async function notifyIndexNow(env: Pick<Env, "INDEXNOW_KEY" | "INDEXNOW_ENDPOINT" | "siteUrl">, paths: readonly string[]): Promise<void> {
  if (!env.INDEXNOW_KEY || paths.length === 0) return;
  const payload = indexNowPayload(env.siteUrl, env.INDEXNOW_KEY, paths);
  try {
    const res = await fetch(env.INDEXNOW_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // 200 and 202 are success; anything else is worth a line in the log.
    if (res.status !== 200 && res.status !== 202) console.warn(`[indexnow] ${env.INDEXNOW_ENDPOINT} answered HTTP ${res.status}`);
  } catch (error) {
    console.warn(`[indexnow] notifying ${env.INDEXNOW_ENDPOINT} failed:`, error instanceof Error ? error.message : error);
  }
}
