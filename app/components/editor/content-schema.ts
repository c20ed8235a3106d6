/**
 * What the visual content editor knows of a post (docs/decisions/019-visual-editor.md): the
 * constructs `renderMarkdown` (app/domain/markdown.ts) renders — headings 1–6, paragraphs, bold,
 * italic, strikethrough, inline code, code blocks, lists (nested), quotes, rules, line breaks, links,
 * images and GFM tables — and the markdown grammar it reads them with. Markdown stays the stored
 * format: the editor parses the post's markdown into this schema and writes markdown back.
 * Loaded only with the visual editor (a lazy chunk of the editor route).
 */
import type { AnyExtension } from "@tiptap/core";
import { Extension } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { Marked } from "marked";

/**
 * The renderer's markdown grammar (the same `marked`, GFM, no `breaks`) with one difference made on
 * purpose: raw HTML in a post is text. The public page escapes it (it shows `<b>` as written); the
 * editor would otherwise turn `<b>x</b>` into bold and save `**x**`, changing what readers see.
 * A fresh instance each time: the markdown manager adds its own tokenizers to the one it is given.
 */
export function contentMarked(): Marked {
  return new Marked({
    gfm: true,
    breaks: false,
    extensions: [
      {
        // A block that opens with a tag or comment: a paragraph of literal text (its tags by the rule below).
        name: "htmlBlockAsText",
        level: "block",
        tokenizer(src) {
          if (!/^ {0,3}(?:<\/?[a-zA-Z][\w-]*(?:[\s/>]|$)|<!--|<\?|<![A-Z])/.test(src)) return undefined;
          const raw = /^[^\n]*(?:\n(?![ \t]*(?:\n|$))[^\n]*)*\n?/.exec(src)![0];
          const text = raw.trim();
          return { type: "paragraph", raw, text, tokens: this.lexer.inline(text) };
        },
      },
      {
        name: "htmlTagAsText",
        level: "inline",
        start: (src) => src.indexOf("<"),
        tokenizer(src) {
          const match = /^(?:<!--[\s\S]*?-->|<\/?[a-zA-Z][\w-]*(?:\s[^<>]*)?\/?>)/.exec(src);
          return match ? { type: "text", raw: match[0], text: match[0] } : undefined;
        },
      },
    ],
  });
}

/** Google Docs' and 007's quote shortcut, beside Tiptap's own Ctrl+Shift+B. */
const QuoteShortcut = Extension.create({
  name: "quoteShortcut",
  addKeyboardShortcuts() {
    return { "Mod-Shift-9": () => this.editor.commands.toggleBlockquote() };
  },
});

/**
 * Tiptap lifts a paragraph holding only an image out of its paragraph (for block images); ours are
 * inline, as in markdown, so that image stays in its paragraph.
 */
const ContentParagraph = Paragraph.extend({
  parseMarkdown(token, helpers) {
    const tokens = token.tokens ?? [];
    if (tokens.length === 1 && tokens[0]?.type === "image") return helpers.createNode("paragraph", undefined, helpers.parseInline(tokens));
    return this.parent?.(token, helpers) ?? [];
  },
});

/** The nodes and marks of post content, in the editor and in the round-trip tests alike. */
export function contentExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      // No markdown for underline: the public page could not show it.
      underline: false,
      paragraph: false,
      // No empty paragraph added after a last table or heading: opening a post must not change its text.
      trailingNode: false,
      link: { openOnClick: false, autolink: false, linkOnPaste: true, HTMLAttributes: { rel: null, target: null } },
    }),
    // Inline, as in markdown: an album photo is an image in a paragraph, alone or among words.
    ContentParagraph,
    Image.configure({ inline: true }),
    // GFM task items ("- [ ] …"): the public page shows them as a list (its sanitizer drops the boxes).
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
    QuoteShortcut,
  ];
}

