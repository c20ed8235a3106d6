/**
 * One GET to an outside provider of the instant estimate, with its time limit: the answer, or
 * "timeout" / "failed" logged once with the provider's name. The providers (geocoder.server.ts,
 * solar.server.ts) read the answer; nothing here throws.
 */
export type ProviderCall = { ok: true; response: Response } | { ok: false; reason: "timeout" | "unavailable" };

export async function callProvider(name: string, url: URL, timeoutMs: number): Promise<ProviderCall> {
  try {
    // A redirect is refused, never followed: the Solar API's address carries the key in its query.
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: "application/json" }, redirect: "error" });
    return { ok: true, response };
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.warn(`[estimate] ${name} ${timedOut ? `gave no answer within ${timeoutMs} ms` : `failed: ${error instanceof Error ? error.message : error}${cause}`}`);
    return { ok: false, reason: timedOut ? "timeout" : "unavailable" };
  }
}
