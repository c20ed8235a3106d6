import sanitizeHtml from "sanitize-html";
import { renderMarkdown } from "./markdown";

/**
 * Server rendering of post content: the markdown renderer (which already escapes raw HTML) and then
 * an allow-list sanitizer as a second wall, so no markup from a post reaches a page unchecked.
 */
export function renderPostHtml(markdown: string | null | undefined): string {
  return sanitizeHtml(renderMarkdown(markdown), {
    allowedTags: [
      "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "em", "del", "code", "pre", "blockquote",
      "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td",
    ],
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "title", "loading", "decoding"],
      th: ["align"],
      td: ["align"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
  });
}
