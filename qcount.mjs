import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
const counts = new Map();
let total = 0;
for (const m of ["query", "exec", "transaction"]) {
  const orig = PGlite.prototype[m];
  PGlite.prototype[m] = function (...args) {
    total++;
    const key = m + " " + String(args[0]).slice(0, 110).replace(/\s+/g, " ");
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return orig.apply(this, args);
  };
}
process.on("SIGUSR2", () => {
  fs.writeFileSync("/tmp/prof/q.txt", `total ${total}\n` + [...counts].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v} ${k}`).join("\n"));
  counts.clear(); total = 0;
});
