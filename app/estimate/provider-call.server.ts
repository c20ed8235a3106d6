/**
 * One GET to an outside provider of the instant estimate, with its time limit: the answer, or
 * "timeout" / "failed" logged once with the provider's name. The providers (geocoder.server.ts,
 * solar.server.ts) read the answer; nothing here throws.
 */
export type ProviderCall = { ok: true; response: Response } | { ok: false; reason: "timeout" | "unavailable" };

export async function callProvider(name: string, url: URL, timeoutMs: number): Promise<ProviderCall> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: "application/json" } });
    return { ok: true, response };
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    console.warn(`[estimate] ${name} ${timedOut ? `gave no answer within ${timeoutMs} ms` : `failed: ${error instanceof Error ? error.message : error}`}`);
    return { ok: false, reason: timedOut ? "timeout" : "unavailable" };
  }
}
