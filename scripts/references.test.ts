/**
 * Comments, test titles and docs cite what a reader of the repository can open: decision records
 * (in docs/decisions/), spec sections (spec §2.11) and files. Tracker numbers ("issue" plus a
 * number) mean nothing here, and a file path that names a file that is not there sends the reader
 * nowhere. Comments are read with the parser Vite ships, so a "//" inside a string or a regular
 * expression is not taken for one.
 */
import fs from "node:fs";
import path from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCANNED = ["app", "server", "scripts", "tests", "docs", "README.md"];
const CODE = /\.(?:ts|tsx|mts|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(["node_modules", "build", "test-results", "playwright-report"]);

/** A tracker number: the word "issue" or "issues", then a number (or "#" and a number). */
const ISSUE_REFERENCE = new RegExp(String.raw`\bissues?\s+#?\d`, "i");

/**
 * A repository path: a top-level folder of this repository, then a file or folder name. Not when
 * it continues another path or a URL (`/`, `~/`, `./`, a host name before it).
 */
const REPO_PATH = /(?<![\w.~/@:-])(?:app|server|scripts|tests|docs|drizzle|deploy|public)\/[^\s`'"()[\],;|]*/g;

type Text = { file: string; line: number; text: string };

function walk(dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (CODE.test(entry.name) || entry.name.endsWith(".md")) out.push(full);
  }
  return out;
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

type Node = { type?: string; start?: number; [key: string]: unknown };

/** The name a test call hangs from: `it`, `it.each([...])`, `test.describe.serial`… */
function calleeRoot(callee: unknown): string | null {
  let node = callee as Node | undefined;
  while (node) {
    if (node.type === "Identifier") return node.name as string;
    node = (node.type === "MemberExpression" ? node.object : node.type === "CallExpression" ? node.callee : undefined) as
      | Node
      | undefined;
  }
  return null;
}

const TEST_CALLS = new Set(["describe", "it", "test"]);

/** Titles given to describe/it/test: a test's name is read like a comment. */
function testTitles(program: unknown, out: { start: number; text: string }[]): void {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const node = value as Node;
    if (node.type === "CallExpression" && TEST_CALLS.has(calleeRoot(node.callee) ?? "")) {
      const [first] = node.arguments as Node[];
      if (first?.type === "Literal" && typeof first.value === "string") out.push({ start: first.start ?? 0, text: first.value });
      if (first?.type === "TemplateLiteral")
        out.push({ start: first.start ?? 0, text: (first.quasis as { value: { raw: string } }[]).map((q) => q.value.raw).join("…") });
    }
    for (const key in node) if (key !== "type") visit(node[key]);
  };
  visit(program);
}

/** The prose of one file: comments and test titles of code, the text of a document. */
export function proseOf(file: string, source: string): Text[] {
  if (file.endsWith(".md")) return source.split("\n").map((text, i) => ({ file, line: i + 1, text }));
  const parsed = parseSync(file, source);
  if (parsed.errors.length > 0) throw new Error(`${file} does not parse: ${parsed.errors[0]?.message}`);
  const pieces = parsed.comments.map((c) => ({ start: c.start, text: c.value }));
  testTitles(parsed.program, pieces);
  return pieces.flatMap(({ start, text }) => {
    const first = lineAt(source, start);
    return text.split("\n").map((part, i) => ({ file, line: first + i, text: part }));
  });
}

/** Paths a piece of prose names, as written, less what is plainly not a file of ours. */
export function pathsIn(text: string): string[] {
  const found: string[] = [];
  for (const [match] of text.matchAll(REPO_PATH)) {
    const candidate = match
      .replace(/#.*$/, "") // an anchor within a document
      .replace(/:\d+(?::\d+)?$/, "") // a line number
      .replace(/[.:…]+$/, ""); // the sentence's own punctuation
    // Patterns and placeholders, not paths: globs, {name}, …, $VAR/${…} and <name>.
    if (/[*{}…<>]|\.\.\.|\$\{|\$[A-Z]/.test(candidate)) continue;
    found.push(candidate);
  }
  return found;
}

/**
 * A named path exists as a file or folder. A module named without its extension counts, and so does
 * a migration named by its number (drizzle/0005 for drizzle/0005_public_content_version.sql).
 */
export function exists(repoPath: string): boolean {
  const full = path.join(ROOT, repoPath);
  if (fs.existsSync(full)) return true;
  if (/\.[a-z]{1,5}$/i.test(repoPath)) return false;
  const migration = /^drizzle\/(\d{4})$/.exec(repoPath);
  if (migration) return fs.readdirSync(path.join(ROOT, "drizzle")).some((name) => name.startsWith(`${migration[1]}_`));
  return [".ts", ".tsx", ".mjs", ".js", ".server.ts", ".server.tsx"].some((ext) => fs.existsSync(full + ext));
}

function repositoryProse(): Text[] {
  const files = SCANNED.flatMap((entry) => {
    const full = path.join(ROOT, entry);
    return fs.statSync(full).isDirectory() ? walk(full, []) : [full];
  });
  return files.flatMap((full) => {
    const file = path.relative(ROOT, full);
    return proseOf(file, fs.readFileSync(full, "utf8"));
  });
}

describe("reading prose out of code", () => {
  const source = [
    'const pattern = /"\\/\\/ not a comment/;',
    "const url = `https://example.test/app/nowhere.ts // not a comment either`;",
    "// a line comment naming app/root.tsx",
    'it.each([1])("a test title %s", () => {});',
    'test.describe("a group title", () => {});',
  ].join("\n");

  it("takes comments and test titles, and nothing inside strings or regular expressions", () => {
    expect(proseOf("example.test.ts", source).map((t) => [t.line, t.text.trim()])).toEqual([
      [3, "a line comment naming app/root.tsx"],
      [4, "a test title %s"],
      [5, "a group title"],
    ]);
  });
});

describe("finding paths in prose", () => {
  it.each([
    ["see app/routes/_staff.town-pages_.counties.$county.tsx.", ["app/routes/_staff.town-pages_.counties.$county.tsx"]],
    ["(docs/decisions/008-page-cache.md#consequences), then", ["docs/decisions/008-page-cache.md"]],
    ["at server/app.ts:42", ["server/app.ts"]],
    ["the folder app/domain/ holds them", ["app/domain/"]],
    ["imports from ~/domain/localize or ./app/x.ts", []],
    ["https://example.test/app/x.ts and //cdn/app/x.ts", []],
    ["globs: app/**/*.test.ts, tests/{unit,e2e}/x.ts, app/routes/<name>.tsx, docs/decisions/NNN-….md", []],
  ])("%s", (text, paths) => {
    expect(pathsIn(text)).toEqual(paths);
  });

  it("knows a file, a folder and an extensionless module from a missing file", () => {
    expect(exists("app/root.tsx")).toBe(true);
    expect(exists("app/domain/")).toBe(true);
    expect(exists("app/domain/localize")).toBe(true);
    expect(exists("drizzle/0005")).toBe(true);
    expect(exists("drizzle/0999")).toBe(false);
    expect(exists("docs/decisions/005")).toBe(false);
    expect(exists("app/routes/_staff.leads.photo.$.ts")).toBe(false);
  });
});

describe("references in the repository's comments, test titles and docs", () => {
  const prose = repositoryProse();

  it("cite decision records and spec sections, not tracker issue numbers", () => {
    const offending = prose.filter((t) => ISSUE_REFERENCE.test(t.text)).map((t) => `${t.file}:${t.line}: ${t.text.trim()}`);
    expect(offending).toEqual([]);
  });

  it("name only files and folders that exist", () => {
    const missing = prose.flatMap((t) => pathsIn(t.text).filter((p) => !exists(p)).map((p) => `${t.file}:${t.line}: ${p}`));
    expect(missing).toEqual([]);
  });
});
