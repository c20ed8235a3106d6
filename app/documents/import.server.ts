/**
 * Document import for the editor (spec §2.11): a PDF's text layer, a Word .docx (its pictures into
 * the photo album through the media pipeline) or a text/markdown file becomes a title and markdown
 * content. Nothing is saved as a post: the editor shows the result. No React or HTTP.
 *
 * PDFs and .docx files are parsed in a child process (app/documents/convert.worker.ts) under the
 * limits of IMPORT_LIMITS — pages, unpacked bytes, time and memory the operating system enforces —
 * so a crafted or huge document
 * is refused with the limit it hit instead of stalling or exhausting the server
 * (docs/decisions/012-input-limits-and-shutdown.md).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { MediaLimits } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { CONVERTER_CHILD_ENV, IMPORT_LIMITS, IMPORT_MAX_BYTES, IMPORT_MESSAGES, IMPORT_PICTURE_MARKDOWN, sniffDocument, titleFromDocumentName } from "~/domain/document-type";
import { imageMarkdown } from "~/domain/markdown-edit";
import { photoAlt, pictureSources } from "~/domain/photos";
import { MAX_CONTENT_LENGTH } from "~/domain/post-input";
import { done, refuse, type Outcome, type Refusal } from "~/domain/outcome";
import { createLimiter } from "~/media/limiter.server";
import { uploadPhoto } from "~/media/photos.server";
import type { MediaStorage } from "~/media/storage.server";
// Types only: the converter's module loads the parsers, which the server never does.
import type { ConversionRequest, ConversionResult, ExtractedPicture } from "./convert.worker";
// oxlint-disable-next-line import/default -- the default export is the worker's URL (scripts/vite-node-worker.mjs)
import workerUrl from "./convert.worker.ts?node-worker";

/** The editor's title and markdown, with what happened on the way; or why the document was refused. */
export type ImportOutcome = Outcome<{ title: string; content: string; photosAdded: number; notes: string[] }>;

interface Deps {
  db: Database;
  media: MediaStorage;
  limits: MediaLimits;
}

export interface WorkerLimits {
  timeMs: number;
  memoryMb: number;
}

type WorkerOutcome = ConversionResult | { ok: false; refusal: "tookTooLong" };

/** Documents are parsed one at a time: each child may use IMPORT_LIMITS.memoryMb of its own. */
const workers = createLimiter(1);

/** The arguments that run the converter's module: its TypeScript source through tsx, or the built chunk. */
function converterArgs(limits: WorkerLimits): string[] {
  const file = fileURLToPath(workerUrl);
  return [...(file.endsWith(".ts") ? ["--import", "tsx"] : []), `--max-old-space-size=${limits.memoryMb}`, file];
}

/** The child's resident memory in bytes, read from /proc (Linux); null elsewhere or once it is gone. */
function residentBytes(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== "linux") return null;
  try {
    const kb = /VmRSS:\s*(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}
/** How often the child's memory is read: pdf.js inflates some 40 MB a second, so it overshoots by ~1 MB. */
const MEMORY_WATCH_MS = 25;

/** How a child that died without answering is read: the memory limit, or a fault of ours. */
function deathOf(stderr: string, code: number | null, signal: NodeJS.Signals | null): WorkerOutcome | Error {
  if (/out of memory|allocation failed|Failed to reserve/i.test(stderr) || signal === "SIGABRT" || signal === "SIGTRAP" || signal === "SIGSEGV") {
    return { ok: false, refusal: "tooMuchMemory" };
  }
  return new Error(`the document converter stopped (exit ${code ?? signal}) without an answer: ${stderr.slice(-500)}`);
}

/**
 * Parses a PDF or .docx in a child process: V8's heap there is capped at `memoryMb`, and the whole
 * process (pdf.js's buffers, which no heap limit counts) is killed when its resident memory passes
 * twice that, so a document that inflates to gigabytes costs the server nothing but a refusal.
 * Killed too when it runs past `timeMs`. In development and tests the child runs the TypeScript
 * source through tsx; in production, the chunk the build emitted for it
 * (docs/decisions/012-input-limits-and-shutdown.md).
 */
export function convertInChild(request: ConversionRequest, limits: WorkerLimits = IMPORT_LIMITS): Promise<WorkerOutcome> {
  return workers.run(
    () =>
      new Promise<WorkerOutcome>((resolve, reject) => {
        const child = spawn(process.execPath, converterArgs(limits), {
          stdio: ["ignore", "ignore", "pipe", "ipc"],
          serialization: "advanced",
          env: { ...process.env, [CONVERTER_CHILD_ENV]: "1" },
        });
        let stderr = "";
        child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
          stderr = (stderr + chunk).slice(-4000);
        });
        let settled = false;
        const settle = (outcome: WorkerOutcome | Error) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          clearInterval(watch);
          child.kill("SIGKILL");
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        };
        const timer = setTimeout(() => settle({ ok: false, refusal: "tookTooLong" }), limits.timeMs);
        const watch = setInterval(() => {
          if ((residentBytes(child.pid) ?? 0) > limits.memoryMb * 2 * 1024 * 1024) settle({ ok: false, refusal: "tooMuchMemory" });
        }, MEMORY_WATCH_MS);
        child.once("message", (result: ConversionResult) => settle(result));
        child.once("error", (error) => settle(error));
        child.once("exit", (code, signal) => settle(deathOf(stderr, code, signal)));
        child.send(request);
      }),
  );
}

/** The HTTP status and the staff's message for each way a document is refused. */
const REFUSALS: Record<Exclude<WorkerOutcome, { ok: true }>["refusal"], Refusal> = {
  tooManyPages: refuse(413, IMPORT_MESSAGES.tooManyPages),
  unpackedTooLarge: refuse(413, IMPORT_MESSAGES.unpackedTooLarge),
  tookTooLong: refuse(422, IMPORT_MESSAGES.tookTooLong),
  tooMuchMemory: refuse(413, IMPORT_MESSAGES.tooMuchMemory),
  corruptDocx: refuse(422, IMPORT_MESSAGES.corruptDocx),
  corruptPdf: refuse(422, IMPORT_MESSAGES.corruptPdf),
  encrypted: refuse(422, IMPORT_MESSAGES.encrypted),
  scanned: refuse(422, IMPORT_MESSAGES.scanned),
  emptyDocument: refuse(422, IMPORT_MESSAGES.emptyDocument),
};

export async function importDocument(deps: Deps, file: { bytes: Uint8Array; name: string }): Promise<ImportOutcome> {
  if (file.bytes.length > IMPORT_MAX_BYTES) return refuse(413, IMPORT_MESSAGES.tooLarge);
  const sniff = sniffDocument(file.bytes);
  if (!sniff.ok) return refuse(file.bytes.length === 0 ? 422 : 415, sniff.message);
  let converted: { title: string | null; markdown: string; photosAdded: number; notes: string[] };
  if (sniff.kind === "text") {
    converted = { ...fromText(file.bytes), photosAdded: 0, notes: [] };
  } else {
    const outcome = await convertInChild({
      kind: sniff.kind,
      bytes: file.bytes,
      maxPages: IMPORT_LIMITS.pages,
      maxUnpackedBytes: IMPORT_LIMITS.unpackedBytes,
      maxPictures: IMPORT_LIMITS.pictures,
    });
    if (!outcome.ok) {
      const detail = "detail" in outcome && outcome.detail ? `: ${outcome.detail}` : "";
      console.warn(`[import] ${JSON.stringify(file.name)} was refused (${outcome.refusal}${detail})`);
      return REFUSALS[outcome.refusal];
    }
    const pictures = await storePictures(deps, outcome.pictures, titleFromDocumentName(file.name) || "Imported document");
    const notes = [...outcome.notes, ...pictures.notes];
    if (pictures.added) notes.push(`Added ${pictures.added === 1 ? "1 picture" : `${pictures.added} pictures`} to the photo album.`);
    if (outcome.skippedPictures) {
      notes.push(`${outcome.skippedPictures === 1 ? "1 picture was" : `${outcome.skippedPictures} pictures were`} left out: at most ${IMPORT_LIMITS.pictures} pictures are imported from one document.`);
    }
    converted = { title: outcome.title, markdown: pictures.place(outcome.markdown), photosAdded: pictures.added, notes };
  }
  const content = converted.markdown.trim();
  if (!content) return refuse(422, IMPORT_MESSAGES.emptyDocument);
  const notes = [...converted.notes];
  if (content.length > MAX_CONTENT_LENGTH) {
    const count = (n: number) => n.toLocaleString("en-US");
    notes.push(`The text is ${count(content.length)} characters long; a post may have at most ${count(MAX_CONTENT_LENGTH)}. Shorten it before saving.`);
  }
  const title = (converted.title?.trim() || titleFromDocumentName(file.name) || "Imported document").slice(0, 300);
  return done({ title, content, photosAdded: converted.photosAdded, notes });
}

/** Plain text or markdown, as written; a leading `# Heading` line is the title. */
function fromText(bytes: Uint8Array): { title: string | null; markdown: string } {
  const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const heading = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(text);
  return heading ? { title: heading[1], markdown: text.slice(heading[0].length) } : { title: null, markdown: text };
}

/**
 * A .docx's pictures into the album, in document order; `place` puts each stored one into the
 * markdown where its placeholder is (a refused one is left out, with a note saying why).
 */
async function storePictures(deps: Deps, pictures: ExtractedPicture[], baseTitle: string) {
  const placed = new Map<number, string>();
  const notes: string[] = [];
  let added = 0;
  for (const picture of pictures) {
    const result = await uploadPhoto(
      deps,
      { bytes: Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.length), name: `${baseTitle} picture ${picture.n}` },
      // A document's picture is in the album for the post; the gallery is for photos staff choose.
      { title: `${baseTitle} – picture ${picture.n}`, altTag: picture.alt, showInGallery: false },
    );
    if (!result.ok) {
      notes.push(`Picture ${picture.n} was left out: ${result.message}`);
      continue;
    }
    if (result.value.created) added++;
    placed.set(picture.n, imageMarkdown(photoAlt(result.value.photo), pictureSources(result.value.photo).src));
  }
  return {
    added,
    notes,
    place: (markdown: string) =>
      markdown
        .replace(IMPORT_PICTURE_MARKDOWN, (_, n: string) => placed.get(Number(n)) ?? "")
        .replace(/\n{3,}/g, "\n\n"),
  };
}
