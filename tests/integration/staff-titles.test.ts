/**
 * Every staff screen has a title of its own (not the site's default), from the route table or its
 * own `meta`: with a dozen tabs open, the staff tell them apart.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isStaffPath } from "~/domain/staff-paths";
import { PAGES } from "~/content/site-pages";
import { routeFiles } from "../support/route-files";

describe("staff page titles", () => {
  it("every staff page names itself", () => {
    const pages = routeFiles().filter((r) => r.hasPage && (r.staffLayout || isStaffPath(r.path)));
    expect(pages.map((r) => r.path)).toEqual(expect.arrayContaining(["/posts", "/create-post", "/photo-album/describe"]));
    const untitled = pages.filter((r) => {
      const source = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/routes", r.file), "utf8");
      return !PAGES[r.path]?.title && !/export (async )?function meta\b|export const meta\b/.test(source);
    });
    expect(untitled.map((r) => r.file)).toEqual([]);
  });
});
