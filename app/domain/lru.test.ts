import { describe, expect, it } from "vitest";
import { Lru, stringBytes } from "./lru";

describe("Lru", () => {
  it("keeps what fits and forgets the least recently used beyond the entry cap", () => {
    const lru = new Lru<string, number>({ maxEntries: 2, maxBytes: 1000 });
    lru.set("a", 1, 10);
    lru.set("b", 2, 10);
    expect(lru.get("a")).toBe(1); // a is now the most recently used
    lru.set("c", 3, 10);
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual([1, undefined, 3]);
    expect([lru.size, lru.bytes]).toEqual([2, 20]);
  });

  it.each([
    { name: "within the budget", sizes: [40, 40], kept: ["0", "1"], bytes: 80 },
    { name: "over the budget: oldest out", sizes: [40, 40, 40], kept: ["1", "2"], bytes: 80 },
    { name: "one large entry pushes out several", sizes: [30, 30, 30, 90], kept: ["3"], bytes: 90 },
    { name: "an entry over the whole budget is not kept", sizes: [40, 101], kept: ["0"], bytes: 40 },
  ])("respects a byte budget of 100: $name", ({ sizes, kept, bytes }) => {
    const lru = new Lru<string, string>({ maxEntries: 10, maxBytes: 100 });
    sizes.forEach((size, i) => lru.set(String(i), `v${i}`, size));
    expect(sizes.map((_, i) => String(i)).filter((k) => lru.get(k) !== undefined)).toEqual(kept);
    expect(lru.bytes).toBe(bytes);
  });

  it("replaces a key's value and its weight", () => {
    const lru = new Lru<string, string>({ maxEntries: 10, maxBytes: 100 });
    lru.set("a", "old", 60);
    lru.set("a", "new", 30);
    expect([lru.get("a"), lru.size, lru.bytes]).toEqual(["new", 1, 30]);
  });

  it("weighs strings at two bytes a character", () => {
    expect(stringBytes("abc", "de")).toBe(10);
  });
});
