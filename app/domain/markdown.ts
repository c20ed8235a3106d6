/**
 * Post content is "simple markdown" (spec §2.8). Rendered the same way in the editor's live preview
 * (browser) and on public pages (server). Raw HTML in a post is never passed through: it is shown as
 * text. Links and images keep only safe URLs (http, https, mailto, tel, or paths on this site).
 * The server additionally runs the result through an allow-list sanitizer (markdown.server.ts).
 */
import { Marked, type Tokens } from "marked";

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

export function safeUrl(href: string | null | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (!url) return text;
      const external = /^https?:/i.test(url);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const rel = external ? ' target="_blank" rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(url)}"${titleAttr}${rel}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeUrl(href);
      if (!url) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy" decoding="async">`;
    },
  },
});

/** Markdown to HTML with raw HTML escaped and unsafe URLs dropped. */
export function renderMarkdown(markdown: string | null | undefined): string {
  if (!markdown) return "";
  return marked.parse(markdown, { async: false });
}

/** Plain text of a markdown document (for descriptions, word counts and similarity). */
export function markdownToText(markdown: string | null | undefined): string {
  if (!markdown) return "";
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/[*_`>~|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
