/**
 * A map that forgets its least recently used entries beyond an entry cap and a byte budget. Meant
 * for memos of pure functions keyed by their whole input, whose entries can never go stale: only
 * memory needs bounding.
 */
export class Lru<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size(): number {
    return this.#entries.size;
  }

  /** What the entries were said to weigh when stored. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value`, weighing `bytes`; a value over the whole budget is not kept. */
  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.limits.maxBytes || this.limits.maxEntries < 1) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.limits.maxEntries || this.#bytes > this.limits.maxBytes) {
      this.delete(this.#entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/** Roughly what a string costs in memory: V8 keeps one or two bytes per character. */
export function stringBytes(...values: string[]): number {
  let bytes = 0;
  for (const value of values) bytes += 2 * value.length;
  return bytes;
}
