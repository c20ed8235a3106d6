import { Extension } from "@tiptap/core";
import { Markdown } from "@tiptap/markdown";
import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor, useEditorState, type Editor, type UseEditorOptions } from "@tiptap/react";
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { cleanPastedHtml, type TableChanges } from "~/domain/pasted-html";
import { describeUploadedPhoto, uploadToAlbum } from "~/components/photos/album-upload";
import { pictureSources, type Photo } from "~/domain/photos";
import { LOCAL_FACTS_PARAGRAPH, placeholder, type PlaceholderValues } from "~/domain/placeholders";
import type { ContentSurfaceProps } from "./content-surface";
import { contentExtensions, contentMarked } from "./content-schema";
import { FormattingToolbar, LinkDialog, type ToolbarStyle } from "./content-toolbar";
import { PhotoDialog } from "./photo-dialog";
import { PhotoAltDialog } from "./photo-alt-dialog";
import { addPlaceholder, PhotoDrop, photoDropKey, photoPosition, placeholderPosition, removePlaceholder } from "./photo-drop";
import { PlaceholderChips, PlaceholderSuggestionKeys } from "./placeholder-chips";
import { KeyRouter, PlaceholderSuggestions, usePlaceholderSuggestions } from "./placeholder-suggestions";

/** Ctrl/⌘+K opens the link dialog, as in the markdown box and Google Docs. */
const LinkShortcut = Extension.create<{ onLink: (selected: string) => void }>({
  name: "linkShortcut",
  addOptions() {
    return { onLink: () => {} };
  },
  addKeyboardShortcuts() {
    return {
      "Mod-k": () => {
        this.options.onLink(selectedText(this.editor));
        return true;
      },
    };
  },
});

/** The browser's own HTML parser (an inert document: nothing in it loads or runs); the head too, for Excel's style sheet. */
const parseHtml = (html: string) => new DOMParser().parseFromString(html, "text/html").documentElement;

/**
 * The editor's selection set to the one on the page. ProseMirror learns of a selection made with the
 * keyboard from the browser's selectionchange event, which a busy browser may deliver after the next
 * keystroke: Shift+arrows, then Ctrl+B or Ctrl+K at once, would act on the caret, not on the words
 * highlighted. Run before every shortcut.
 */
function takePageSelection(view: EditorView) {
  // A selected photo, or everything (Ctrl+A), is the editor's own: the page shows what it set.
  if (view.composing || !(view.state.selection instanceof TextSelection)) return;
  const seen = view.dom.ownerDocument.getSelection();
  if (!seen?.anchorNode || !seen.focusNode || !view.dom.contains(seen.anchorNode) || !view.dom.contains(seen.focusNode)) return;
  const anchor = view.posAtDOM(seen.anchorNode, seen.anchorOffset);
  const head = view.posAtDOM(seen.focusNode, seen.focusOffset);
  const { selection, doc } = view.state;
  if (anchor !== selection.anchor || head !== selection.head) view.dispatch(view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))));
}

/**
 * What the browser has put on the page and ProseMirror has not read yet: typing (its observer reads
 * after the current task) and a caret moved by a key (read from a later selectionchange event). Read
 * before the editor acts on its state from outside an input event: a redraw from a stale state would
 * put back the caret of a key or two ago, as Tiptap's own React renderer reads before an Enter.
 */
function readPage(view: EditorView) {
  (view as unknown as { domObserver: { flush(): void } }).domObserver.flush();
}

function selectedText(editor: Editor): string {
  const { from, to } = editor.state.selection;
  return editor.state.doc.textBetween(from, to, " ");
}

const COMMANDS: Record<ToolbarStyle, (editor: Editor) => void> = {
  h2: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  h3: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  bold: (e) => e.chain().focus().toggleBold().run(),
  italic: (e) => e.chain().focus().toggleItalic().run(),
  bullets: (e) => e.chain().focus().toggleBulletList().run(),
  numbers: (e) => e.chain().focus().toggleOrderedList().run(),
  quote: (e) => e.chain().focus().toggleBlockquote().run(),
};

/**
 * The article's look (`prose-post`, as on the public page) in a text field's frame. The public page
 * gives tables no lines; here cells have them, so a writer sees where to click. A table wider than
 * the text (a pasted spreadsheet on a phone) scrolls in Tiptap's wrapper, not the page sideways.
 */
const SURFACE_CLASS =
  "prose-post field-input min-h-80 rounded-t-none text-ink [&_img]:inline-block [&_img]:max-w-full [&_.tableWrapper]:overflow-x-auto [&_table]:my-4 [&_table]:border-collapse [&_td]:border [&_td]:border-gray-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-gray-300 [&_th]:px-2 [&_th]:py-1 [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-500";

/**
 * Typing pauses this long before the text is written to the field as markdown. Writing it on every
 * key serialized the whole post and re-rendered the form and its live preview inside the key's
 * event (p50 56 ms, p95 168 ms per key event in a 5,000-word post, 019); what reads the field sooner
 * — a submit, leaving the editor, the page closing — has it written first.
 */
const WRITE_IDLE_MS = 300;

/** The editable surface's attributes, read by ProseMirror at each view update. */
class SurfaceAttributes {
  private key: string;
  constructor(private attributes: Record<string, string>) {
    this.key = JSON.stringify(attributes);
  }
  /** True when they changed (then the view must update to show them). */
  set(attributes: Record<string, string>): boolean {
    const key = JSON.stringify(attributes);
    if (key === this.key) return false;
    this.attributes = attributes;
    this.key = key;
    return true;
  }
  get = (): Record<string, string> => this.attributes;
}

/** The values the placeholder chips show, read when the chips are drawn (never while React renders). */
class ChipValues {
  private key: string;
  constructor(private values: PlaceholderValues) {
    this.key = JSON.stringify(values);
  }
  /** Takes new values; true when they differ from the ones drawn (the editor's values are rebuilt on every keystroke). */
  set(values: PlaceholderValues): boolean {
    const key = JSON.stringify(values);
    if (key === this.key) return false;
    this.values = values;
    this.key = key;
    return true;
  }
  valueFor = (name: string): string | undefined => (Object.hasOwn(this.values, name) ? this.values[name] : undefined);
}

/** What the writer is told after pasting a table that had to change to be a markdown table (019), or "". */
function tableNotice({ mergedCells, nestedTables }: TableChanges): string {
  const told: string[] = [];
  if (mergedCells) told.push("The pasted table had merged cells; they were split into a simple table (each merged cell’s text is in its first cell) — check it.");
  if (nestedTables) told.push("The pasted table had a table inside a cell; its text was put in that cell — check it.");
  return told.join(" ");
}

/** What the toolbar shows as pressed for the selection. */
function activeFormats(editor: Editor | null): Record<ToolbarStyle | "link", boolean> {
  const is = (name: string, attrs?: Record<string, unknown>) => editor?.isActive(name, attrs) ?? false;
  return {
    h2: is("heading", { level: 2 }),
    h3: is("heading", { level: 3 }),
    bold: is("bold"),
    italic: is("italic"),
    bullets: is("bulletList"),
    numbers: is("orderedList"),
    quote: is("blockquote"),
    link: is("link"),
  };
}

/**
 * The post's content written on the page (docs/decisions/019-visual-editor.md): Tiptap on the
 * schema of content-schema.ts, styled as the public article (`prose-post`). It reads the field's
 * markdown and writes markdown back on every change, so everything that reads the field (autosave,
 * revisions, the publish guard, preview) is unchanged; markdown put into the field from outside (an
 * AI draft streaming in, an import, a restored revision) replaces what the editor shows.
 */
export default function VisualEditor({ id, labelId, describedBy, invalid, value, onChange, readNow, photos, placeholderGroups, sampleValues }: ContentSurfaceProps) {
  /** The markdown the editor last wrote or was given: a different value comes from outside. */
  const known = useRef(value);
  const changed = useRef(onChange);
  const [chips] = useState(() => new ChipValues(sampleValues));
  const [keys] = useState(() => new KeyRouter());
  useLayoutEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  /** Edits not yet written to the field, and the timer that writes them once typing pauses. */
  const [unwritten] = useState(() => ({ editor: null as Editor | null, timer: undefined as ReturnType<typeof setTimeout> | undefined }));
  const [write] = useState(() => (when: "idle" | "now" | "sync") => {
    clearTimeout(unwritten.timer);
    const source = unwritten.editor;
    if (!source) return;
    unwritten.editor = null;
    const markdown = source.getMarkdown();
    known.current = markdown;
    if (when === "idle") startTransition(() => changed.current(markdown));
    else if (when === "sync") flushSync(() => changed.current(markdown));
    else changed.current(markdown);
  });
  /** The link dialog is open; the words it links. */
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const [photoOpen, setPhotoOpen] = useState(false);
  /** A dropped photo's upload: under way (announced), or refused (with the reason). */
  const [upload, setUpload] = useState<{ state: "uploading" | "refused" | "done"; message: string } | null>(null);
  /** The uploaded photo waiting for its alt text, and its placeholder in the text. */
  const [altFor, setAltFor] = useState<{ id: number; photo: Photo; fresh: boolean } | null>(null);
  const photoBusy = useRef(false);
  const placeholders = useRef(0);
  const dropped = useRef<(files: File[], pos: number) => void>(() => {});
  /** Said after a paste whose table had merged cells or a table in a cell; cleared by the next paste of formatted text. */
  const [pasteNotice, setPasteNotice] = useState("");

  // The surface's name, description and state, kept current as the warnings under it come and go.
  const attributes = useMemo<Record<string, string>>(
    () => ({
      id,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      "aria-describedby": describedBy,
      ...(invalid ? { "aria-invalid": "true" } : {}),
      class: SURFACE_CLASS,
    }),
    [id, labelId, describedBy, invalid],
  );
  const [surface] = useState(() => new SurfaceAttributes(attributes));
  // Made once: Tiptap compares these options on every render and, when they differ, resets the view,
  // which would lose a selection the browser has not reported yet.
  const [options] = useState(
    (): UseEditorOptions => ({
      extensions: [
        ...contentExtensions(),
        // Its types name marked 17's default export; the Marked instance of the renderer's marked 18 has the same API.
        Markdown.configure({ marked: contentMarked() as never }),
        LinkShortcut.configure({ onLink: setLinkFor }),
        PlaceholderChips.configure({ valueFor: chips.valueFor }),
        PlaceholderSuggestionKeys.configure({ handle: keys.handle }),
        PhotoDrop.configure({ onFiles: (files, pos) => dropped.current(files, pos) }),
      ],
      content: value,
      contentType: "markdown",
      // Word's, Google Docs', Excel's and Sheets' clipboard HTML cleaned to what a post keeps (019).
      editorProps: {
        attributes: surface.get,
        transformPastedHTML: (html) => {
          const cleaned = cleanPastedHtml(html, parseHtml);
          setPasteNotice(tableNotice(cleaned.tableChanges));
          return cleaned.html;
        },
        // Consulted before the extensions' keymaps.
        handleKeyDown: (view, event) => {
          if (event.ctrlKey || event.metaKey) takePageSelection(view);
          return false;
        },
      },
      onUpdate: ({ editor }) => {
        unwritten.editor = editor;
        clearTimeout(unwritten.timer);
        unwritten.timer = setTimeout(() => write("idle"), WRITE_IDLE_MS);
      },
      // Focus leaving for a button or a link is a click under way: writing now would redraw the notes
      // under the text (unknown placeholders, per-town names) between the press and the release, move
      // the button, and lose the click. Buttons read the text themselves (`readNow`); the idle write follows.
      onBlur: ({ event }) => {
        if (event.relatedTarget instanceof Element && event.relatedTarget.closest("button, a")) return;
        write("now");
      },
    }),
  );
  const editor = useEditor(options);
  const active = useEditorState({ editor, selector: ({ editor }) => activeFormats(editor) });

  const suggestions = usePlaceholderSuggestions(editor, keys, placeholderGroups);
  useLayoutEffect(() => {
    if (!surface.set({ ...attributes, ...suggestions.surfaceAttributes })) return;
    // New attributes redraw the editor, which puts its selection on the page: read the page's first.
    readPage(editor.view);
    editor.view.updateState(editor.state);
  }, [editor, surface, attributes, suggestions.surfaceAttributes]);

  // The chips show the values of the moment (a library variable changed, another sample town).
  useEffect(() => {
    if (!chips.set(sampleValues)) return;
    readPage(editor.view);
    editor.view.dispatch(editor.state.tr.setMeta("placeholderValues", sampleValues));
  }, [editor, chips, sampleValues]);

  /** A dropped or pasted photo: into the album (the album's upload, metadata stripped), then its alt text asked for. */
  async function receivePhoto(files: File[], pos: number) {
    const file = files[0];
    if (!file) return;
    if (photoBusy.current) {
      setUpload({ state: "refused", message: `${file.name} was not added: one photo at a time, finish the one being added first.` });
      return;
    }
    photoBusy.current = true;
    const id = ++placeholders.current;
    const message = `Uploading ${file.name}…`;
    editor.view.dispatch(editor.state.tr.setMeta(photoDropKey, addPlaceholder(id, photoPosition(editor.state, pos), message)));
    setUpload({ state: "uploading", message });
    // A photo dropped into a post is not a project photo of the public gallery unless staff say so in the album.
    const result = await uploadToAlbum(file, { showInGallery: false });
    if (!result.ok) {
      dropPlaceholder(id);
      setUpload({ state: "refused", message: `${file.name} was not added: ${result.message}` });
      return;
    }
    setUpload({ state: "done", message: `${file.name} is in the album: describe it to put it in the post.` });
    setAltFor({ id, photo: result.photo, fresh: !result.duplicate });
  }
  useLayoutEffect(() => {
    dropped.current = (files, pos) => void receivePhoto(files, pos);
  });

  function dropPlaceholder(id: number) {
    editor.view.dispatch(editor.state.tr.setMeta(photoDropKey, removePlaceholder(id)));
    photoBusy.current = false;
  }

  // A save reads the text as it is now: written to the field first, however recent the last keystroke.
  useLayoutEffect(() => {
    if (!readNow) return;
    readNow.current = () => {
      readPage(editor.view);
      write("now");
      return known.current;
    };
    return () => {
      readNow.current = null;
    };
  }, [editor, readNow, write]);
  // Leaving the page keeps the text typed just before in the browser's copy; so does switching to markdown.
  useEffect(() => {
    const now = () => write("sync");
    window.addEventListener("pagehide", now);
    return () => {
      window.removeEventListener("pagehide", now);
      write("now");
    };
  }, [write]);

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { contentType: "markdown", emitUpdate: false });
  }, [editor, value]);

  return (
    <>
      <FormattingToolbar
        controls={id}
        onStyle={(style) => COMMANDS[style](editor)}
        isActive={(style) => active[style]}
        onLink={() => setLinkFor(selectedText(editor))}
        onPhoto={() => setPhotoOpen(true)}
        onLocalFacts={() => editor.chain().focus().insertContent({ type: "paragraph", content: [{ type: "text", text: LOCAL_FACTS_PARAGRAPH }] }).run()}
        onPlaceholder={(name) => editor.chain().focus().insertContent({ type: "text", text: placeholder(name) }).run()}
        placeholderGroups={placeholderGroups}
        sampleValues={sampleValues}
      />
      <div className="relative">
        <EditorContent editor={editor} />
        <PlaceholderSuggestions suggestions={suggestions} sampleValues={sampleValues} />
      </div>
      <p role="status" className="text-sm text-muted">
        {upload && upload.state !== "refused" ? upload.message : ""}
      </p>
      <p role="status" className="text-sm text-ink">
        {pasteNotice}
      </p>
      <div role="alert" className="text-sm font-medium text-red-700">
        {upload?.state === "refused" ? upload.message : ""}
      </div>
      <PhotoAltDialog
        photo={altFor?.photo ?? null}
        fresh={altFor?.fresh ?? false}
        onCancel={() => {
          if (!altFor) return;
          dropPlaceholder(altFor.id);
          setAltFor(null);
          setUpload({ state: "done", message: `${altFor.photo.title} stays in the album; the post is unchanged.` });
        }}
        onInsert={(alt, showInGallery) => {
          if (!altFor) return;
          // Stored by this drop: named in the album by its alt text (not "IMG_2231"), in the gallery only if ticked.
          if (altFor.fresh) {
            const name = altFor.photo.title;
            void describeUploadedPhoto(altFor.photo.id, { alt, showInGallery }).then((saved) => {
              if (!saved.ok) setUpload({ state: "refused", message: `The photo is in the post, but the album still calls it “${name}”: ${saved.message}` });
            });
          }
          const src = pictureSources(altFor.photo).src;
          const at = placeholderPosition(editor.state, altFor.id) ?? editor.state.selection.from;
          dropPlaceholder(altFor.id);
          setAltFor(null);
          setUpload(null);
          if (src) editor.chain().focus().insertContentAt(at, { type: "paragraph", content: [{ type: "image", attrs: { src, alt } }] }).run();
        }}
      />
      <LinkDialog
        open={linkFor !== null}
        selected={linkFor ?? ""}
        onClose={() => {
          setLinkFor(null);
          editor.commands.focus();
        }}
        onInsert={(url) => {
          setLinkFor(null);
          const chain = editor.chain().focus();
          if (!url.trim()) chain.extendMarkRange("link").unsetLink().run();
          else if (editor.state.selection.empty && !editor.isActive("link"))
            chain.insertContent({ type: "text", text: "link text", marks: [{ type: "link", attrs: { href: url.trim() } }] }).run();
          else chain.extendMarkRange("link").setLink({ href: url.trim() }).run();
        }}
      />
      <PhotoDialog
        open={photoOpen}
        photos={photos}
        onClose={() => {
          setPhotoOpen(false);
          editor.commands.focus();
        }}
        onInsert={(photo, alt) => {
          setPhotoOpen(false);
          const src = pictureSources(photo).src;
          // A photo of its own paragraph, as "Insert photo" puts it in the markdown box.
          if (src) editor.chain().focus().insertContent({ type: "paragraph", content: [{ type: "image", attrs: { src, alt } }] }).run();
        }}
      />
    </>
  );
}
