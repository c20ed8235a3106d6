// Loaded into the benchmarked server with `node --import` (scripts/bench-http.ts, `eventLoop`):
// the largest delay of the server's event loop, read and reset by the benchmark over the IPC
// channel, so each page's figure covers the requests made for it. The server's own code knows
// nothing of it.
import { monitorEventLoopDelay } from "node:perf_hooks";

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.channel?.unref();
process.on("message", (message) => {
  if (message !== "event-loop-delay") return;
  // Nanoseconds; the histogram's floor is its resolution, so an idle loop reads about 5 ms.
  process.send?.({ maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 });
  delay.reset();
});
