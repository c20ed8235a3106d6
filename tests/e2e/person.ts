/**
 * What a person does in a walk-through test, counted: each field typed into or changed, each click.
 * The walks print these with the browser's time and what they mean in minutes for a person.
 */
import type { Locator } from "@playwright/test";

export function person() {
  const done = { fields: 0, clicks: 0 };
  return {
    done,
    async type(field: Locator, value: string) {
      await field.fill(value);
      done.fields++;
    },
    async click(target: Locator) {
      await target.click();
      done.clicks++;
    },
  };
}

/**
 * A person's time for a walk, stated as an assumption: reading each screen about 45 s, typing a
 * field about 12 s (a long text: `extraSeconds`), a click about 2 s.
 */
export const minutesFor = (fields: number, clicks: number, screens: number, extraSeconds = 0) => (screens * 45 + fields * 12 + clicks * 2 + extraSeconds) / 60;
