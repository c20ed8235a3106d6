import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every content module: they hold data only, so pages and tests can read them without React. */
const contentDir = path.resolve(import.meta.dirname);
const modules = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

describe("content modules", () => {
  it.each(modules)("%s imports no components, React or icon components", (file) => {
    const source = readFileSync(path.join(contentDir, file), "utf8");
    const imports = [...source.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]);
    expect(imports.filter((i) => i.startsWith("~/components") || i === "react" || i === "lucide-react")).toEqual([]);
  });
});
