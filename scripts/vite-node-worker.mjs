/**
 * `import url from "./x.worker.ts?node-worker"` gives the URL of a module to start in a process or
 * thread of its own (the document converter's child process). In the production build the module becomes a chunk of its own,
 * build/server/workers/<name>.js, and the URL points at it from wherever the importing code ends
 * up; in development and tests it points at the TypeScript source, which the starter runs through
 * tsx (app/documents/import.server.ts). Used by vite.config.ts and vitest.config.ts.
 *
 * Not `import.meta.ROLLUP_FILE_URL_…`: Vite lists a file referenced that way as an asset of the
 * server build, and React Router moves such assets into the public client folder.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

const SUFFIX = "?node-worker";
const MARKER = /__NODE_WORKER_FILE_([\w$]+)__/g;

/** @returns {import("vite").Plugin} */
export function nodeWorkerUrl() {
  let building = false;
  return {
    name: "node-worker-url",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      if (!building) return `export default new URL(${JSON.stringify(pathToFileURL(file).href)});`;
      const name = path.basename(file).replace(/\.[cm]?[jt]s$/, "").replace(/\./g, "-");
      const reference = this.emitFile({ type: "chunk", id: file, fileName: `workers/${name}.js` });
      return `export default new URL("__NODE_WORKER_FILE_${reference}__", import.meta.url);`;
    },
    renderChunk(code, chunk) {
      if (!code.includes("__NODE_WORKER_FILE_")) return null;
      const from = path.posix.dirname(chunk.fileName);
      return code.replace(MARKER, (_, reference) => {
        const relative = path.posix.relative(from, this.getFileName(reference));
        return relative.startsWith(".") ? relative : `./${relative}`;
      });
    },
  };
}
