/**
 * The W3C Nu HTML checker (the npm package vnu-jar, run on the Java that scripts/ensure-browser.mjs
 * installs) over many documents in one run: the JVM takes seconds to start, a document milliseconds.
 * It is the judge of HTML validity (docs/decisions/016-html-validity.md). Its CSS parser is older
 * than the CSS Tailwind 4 writes into every page's inline stylesheet, so the messages it gives for
 * CSS it does not know are left out here — by message, each named below; no HTML message is.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { findJava } from "../../scripts/ensure-browser.mjs";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

export interface CheckedDocument {
  /** What the report calls the document: its path on the site. */
  name: string;
  html: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** CSS the checker does not know, each a message it gives for valid CSS that Chromium applies. */
const UNKNOWN_CSS: { reason: string; message: RegExp }[] = [
  { reason: "registered custom properties (@property)", message: /^CSS: Unrecognized at-rule “@property”\.?$/ },
  { reason: "custom properties in transition-property", message: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/ },
  { reason: "anchor positioning", message: /^CSS: “(top|right|bottom|left)”: “anchor\([\w-]+\)” is not a “\1” value\.$/ },
  { reason: "anchor positioning", message: /^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/ },
  { reason: "container queries (container-type)", message: /^CSS: “container-type”: Property “container-type” doesn't exist\.$/ },
  { reason: "container queries (@container)", message: /^CSS: Unrecognized at-rule “@container”\.?$/ },
  { reason: "margin-trim (in an @supports test)", message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/ },
  // Tailwind tests `@supports (background-image: linear-gradient(in lab, red, red))`; the checker
  // stops at the interpolation colour space and reports the parse error it leads to.
  { reason: "gradient colour interpolation (in lab)", message: /^CSS: “background-image”: (“in” is not a “color” value\.|Parse Error\.)$/ },
];

/**
 * Where the checker lost its place in a stylesheet after one of the constructs above, it reports a
 * bare parse error at the stylesheet's end. It is left out only in a document that has one of them.
 */
const TRAILING_CSS_PARSE_ERROR = /^CSS: Parse Error\.$/;

function unknownCss(message: string): boolean {
  return UNKNOWN_CSS.some((rule) => rule.message.test(message));
}

/** Every error the checker finds in the documents, as readable lines ("name:line: message «extract»"). */
export function vnuErrors(documents: readonly CheckedDocument[]): string[] {
  const java = findJava();
  if (!java) throw new Error("No Java recent enough for the W3C HTML checker: run `node scripts/ensure-browser.mjs` (npm test does this).");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `${String(i).padStart(4, "0")}.html`);
      fs.writeFileSync(file, doc.html);
      return file;
    });
    const names = new Map(files.map((file, i) => [`file:${file}`, documents[i].name]));
    const run = spawnSync(java, ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    let report: { messages: VnuMessage[] };
    try {
      report = JSON.parse(run.stdout);
    } catch {
      throw new Error(`The W3C HTML checker did not answer with a report (exit ${run.status}): ${run.stderr || run.stdout}`);
    }
    const byDocument = Map.groupBy(report.messages, (m) => m.url ?? "");
    const errors: string[] = [];
    for (const [url, messages] of byDocument) {
      const name = names.get(url) ?? url;
      const lostInCss = messages.some((m) => unknownCss(m.message));
      for (const m of messages) {
        if (m.type === "info") continue;
        if (unknownCss(m.message) || (lostInCss && TRAILING_CSS_PARSE_ERROR.test(m.message))) continue;
        errors.push(`${name}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` «${m.extract.trim()}»` : ""}`);
      }
    }
    return errors;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
