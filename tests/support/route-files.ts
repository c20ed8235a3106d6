/**
 * The app's routes as URL paths, read from the file names in app/routes (flat-routes convention),
 * so tests that must cover every route (the staff guard, the public crawl) cannot miss a new one.
 */
import fs from "node:fs";
import path from "node:path";

export interface RouteFile {
  file: string;
  /** URL path with dynamic segments replaced by `sample`. */
  path: string;
  /** True when the path has a dynamic segment. */
  dynamic: boolean;
  /** True when the route sits under the staff layout (`_staff.`). */
  staffLayout: boolean;
  /** True when the module exports an action. */
  hasAction: boolean;
  /** True when the module has a default export (a page, not only a resource route). */
  hasPage: boolean;
}

const routesDir = path.resolve(import.meta.dirname, "../../app/routes");

export function routeFiles(sample = "00000000-0000-4000-8000-000000000000"): RouteFile[] {
  return fs
    .readdirSync(routesDir)
    .filter((f) => /\.(tsx?|jsx?)$/.test(f) && !f.includes(".test."))
    .map((file) => {
      const source = fs.readFileSync(path.join(routesDir, file), "utf8");
      const base = file.replace(/\.(tsx?|jsx?)$/, "");
      // Split on dots that are not inside [ ] escapes.
      const segments = base.match(/(\[[^\]]*\]|[^.])+/g) ?? [];
      let dynamic = false;
      const parts: string[] = [];
      for (const raw of segments) {
        if (raw === "_index") continue;
        if (raw.startsWith("_")) continue; // pathless layout
        let seg = raw.replace(/_$/, "").replace(/\[([^\]]*)\]/g, "$1");
        if (seg === "$") {
          dynamic = true;
          seg = "does-not-exist";
        } else if (seg.startsWith("$")) {
          dynamic = true;
          seg = sample;
        }
        parts.push(seg);
      }
      return {
        file,
        path: `/${parts.join("/")}`,
        dynamic,
        staffLayout: base.startsWith("_staff."),
        hasAction: /export (async )?function action\b|export const action\b/.test(source),
        hasPage: /export default\b/.test(source),
      };
    });
}
