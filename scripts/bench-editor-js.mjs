// `npm run bench:editor-js`: the JavaScript the post editor (/create-post) costs a browser, from the
// production build (docs/decisions/019-visual-editor.md): what the route loads beyond the pages'
// common code (its own chunk and the chunks only it pulls in), then what the lazy visual editor
// adds when it is fetched after hydration. Sizes minified as built and gzip-compressed (level 9).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const assets = "build/client/assets";
const manifestFile = fs.existsSync(assets) && fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(path.join(assets, manifestFile), "utf8").replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));

const read = (file) => fs.readFileSync(path.join(assets, file));
/** A chunk and every chunk it imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const [, dep] of read(start).toString("utf8").matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) closure(dep, seen);
  return seen;
}
const file = (url) => path.basename(url);
const row = (label, files) => {
  const min = files.reduce((n, f) => n + read(f).length, 0);
  const gzip = files.reduce((n, f) => n + zlib.gzipSync(read(f), { level: 9 }).length, 0);
  return { what: label, "min KB": Number((min / 1024).toFixed(1)), "gzip KB": Number((gzip / 1024).toFixed(1)) };
};

const common = new Set();
for (const url of [manifest.entry.module, manifest.routes.root.module, ...manifest.routes.root.imports]) closure(file(url), common);
for (const id of ["routes/_staff"]) if (manifest.routes[id]) closure(file(manifest.routes[id].module), common);

const route = manifest.routes["routes/_staff.create-post"];
const routeFiles = [...closure(file(route.module))].filter((f) => !common.has(f));
const editorChunk = fs.readdirSync(assets).find((f) => /^visual-editor-.*\.js$/.test(f));
const editorFiles = [...closure(editorChunk)].filter((f) => !common.has(f) && !routeFiles.includes(f));

console.log("JavaScript of the post editor beyond the staff pages' common code (production build):");
console.table([row("/create-post route (before the editor)", routeFiles), row("visual editor (lazy, after hydration)", editorFiles), row("both", [...routeFiles, ...editorFiles])]);
console.log(`route: ${routeFiles.join(", ")}\nvisual editor: ${editorFiles.join(", ")}`);
