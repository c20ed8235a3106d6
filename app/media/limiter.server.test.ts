import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter.server";

describe("createLimiter", () => {
  it.each([1, 2, 3])("never runs more than %i tasks at once, and runs them all in order of arrival", async (max) => {
    const limiter = createLimiter(max);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      running--;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.run(task(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(max);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error("corrupt")))).rejects.toThrow("corrupt");
    await expect(limiter.run(async () => "next")).resolves.toBe("next");
  });
});
