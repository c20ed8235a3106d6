import { MarkdownManager } from "@tiptap/markdown";
import { contentExtensions, contentMarked } from "./content-schema";

/** For tests: parses and writes post markdown exactly as the visual editor does, without a browser. */
export function contentMarkdownManager(): MarkdownManager {
  return new MarkdownManager({ marked: contentMarked() as never, extensions: contentExtensions() });
}
