/**
 * The server has one thread for every request, and the embedded database runs its queries on it
 * too: work that reads or walks tens of thousands of rows does it in slices and lets the requests
 * waiting meanwhile through between two slices (docs/decisions/015-scale-and-memory.md).
 */

/** Resolves on a later turn of the event loop, after the input and output waiting now. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Slices of `ms` milliseconds: `due()` says when one is used up, then `next()` waits a turn and starts another. */
export function slices(ms = 10) {
  let started = performance.now();
  return {
    due: () => performance.now() - started > ms,
    async next(): Promise<void> {
      await nextTurn();
      started = performance.now();
    },
  };
}
