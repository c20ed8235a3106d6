/**
 * Validates sitemap XML against the sitemaps.org schemas kept in tests/fixtures/xsd (xmllint compiled
 * to WebAssembly: no network, no native binary). Returns the validator's errors, [] when valid.
 */
import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const dir = path.resolve(import.meta.dirname, "../fixtures/xsd");
const file = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(dir, name), "utf8") });

async function validate(xml: string, schema: string, preload: string[]): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [file(schema)],
    preload: preload.map(file),
    // A 50,000-URL file is several megabytes.
    maxMemoryPages: 16_384,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** A <urlset>, with or without image entries. */
export function urlsetErrors(xml: string): Promise<string[]> {
  return validate(xml, "sitemap-with-images.xsd", ["sitemap.xsd", "sitemap-image.xsd"]);
}

/** A <sitemapindex>. */
export function sitemapIndexErrors(xml: string): Promise<string[]> {
  return validate(xml, "siteindex.xsd", []);
}
