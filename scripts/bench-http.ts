/** What the benchmarks share: waiting for the server, the owner's session, and timing one URL. */

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Warms the URL up, then prints p50/p95 of `runs` requests made one after the other. */
export async function timeRequests(label: string, url: string, runs: number, init?: RequestInit) {
  for (let i = 0; i < 5; i++) await (await fetch(url, init)).text(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, init);
    await res.text();
    samples.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(16)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(6)} ms   (${runs} requests)`);
}

/** Resolves once `base`/healthz answers; the error carries the server's log. */
export async function waitForHealth(base: string, log: () => string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start\n${log()}`);
}

/** Creates the owner through the set-up link the server printed and returns the session cookie. */
export async function ownerCookie(base: string, log: () => string): Promise<string> {
  const token = /\/auth\/setup\?token=([\w-]+)/.exec(log())?.[1];
  if (!token) throw new Error("no owner set-up link in the server log");
  const form = new URLSearchParams({ token, email: "bench@pamlicoridge.example", password: "benchmark password" });
  const res = await fetch(`${base}/auth/setup?token=${token}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base } });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error(`owner sign-in failed: HTTP ${res.status}`);
  return cookies.join("; ");
}
