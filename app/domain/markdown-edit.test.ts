import { describe, expect, it } from "vitest";
import { shortcutFor, imageMarkdown, insertBlock, insertLink, insertText, toggleInline, toggleLines, type TextState } from "./markdown-edit";

/** Text with [ and ] marking the selection, e.g. "a [word] here". */
function at(marked: string): TextState {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), start, end };
}
function show(s: TextState): string {
  return `${s.value.slice(0, s.start)}[${s.value.slice(s.start, s.end)}]${s.value.slice(s.end)}`;
}

describe("toggleInline", () => {
  it.each([
    ["bold a word", "a [word] here", "bold", "a **[word]** here"],
    ["italic a word", "a [word] here", "italic", "a _[word]_ here"],
    ["unbold", "a **[word]** here", "bold", "a [word] here"],
    ["nothing selected: a sample to type over", "go []", "bold", "go **[bold text]**"],
    ["spaces stay outside the marks", "a[ word ]b", "bold", "a **[word]** b"],
  ] as const)("%s", (_, input, style, expected) => {
    expect(show(toggleInline(at(input), style))).toBe(expected);
  });
});

describe("toggleLines", () => {
  it.each([
    ["heading on the cursor's line", "Intro\n\nRoof t[]ypes\nmore", "h2", "Intro\n\n[## Roof types]\nmore"],
    ["heading removed again", "[## Roof types]", "h2", "[Roof types]"],
    ["h3 replaces h2", "[## Roof types]", "h3", "[### Roof types]"],
    ["bullets on each selected line", "[Shingles\nMetal]", "bullets", "[- Shingles\n- Metal]"],
    ["numbers count up", "[Shingles\nMetal\nTile]", "numbers", "[1. Shingles\n2. Metal\n3. Tile]"],
    ["bullets become numbers", "[- Shingles\n- Metal]", "numbers", "[1. Shingles\n2. Metal]"],
    ["numbers removed", "[1. Shingles\n2. Metal]", "numbers", "[Shingles\nMetal]"],
    ["quote", "[Best crew]", "quote", "[> Best crew]"],
    ["a blank line before a list after a paragraph", "Para\n[One]", "bullets", "Para\n\n[- One]"],
    ["a blank line after a list before a paragraph", "[One]\nPara", "bullets", "[- One]\n\nPara"],
    ["a heading needs no blank line after it", "[Title]\nPara", "h2", "[## Title]\nPara"],
  ] as const)("%s", (_, input, style, expected) => {
    expect(show(toggleLines(at(input), style))).toBe(expected);
  });
});

describe("insertions", () => {
  it("links the selection and selects the address", () => {
    const r = insertLink(at("see [our prices] now"), "/financing");
    expect(r.value).toBe("see [our prices](/financing) now");
    expect(r.value.slice(r.start, r.end)).toBe("/financing");
  });
  it("links a sample text when nothing is selected", () => {
    expect(insertLink(at("x []"), "").value).toBe("x [link text](https://)");
  });
  it("inserts a placeholder at the cursor", () => {
    expect(show(insertText(at("Call [] today"), "{{businessPhone}}"))).toBe("Call {{businessPhone}}[] today");
  });
  it("puts an image on its own paragraph", () => {
    expect(insertBlock(at("Before[]After"), "![a](/m/1.jpg)").value).toBe("Before\n\n![a](/m/1.jpg)\n\nAfter");
    expect(insertBlock(at("[]"), "![a](/m/1.jpg)").value).toBe("![a](/m/1.jpg)");
  });
  it("keeps brackets out of the alt text and spaces out of the address", () => {
    expect(imageMarkdown("Roof [new]", "/media/a b.jpg")).toBe("![Roof new](/media/a%20b.jpg)");
  });
});

describe("shortcutFor", () => {
  const press = (code: string, key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) =>
    shortcutFor({ code, key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
  it.each([
    ["Ctrl+B bold", press("KeyB", "b", { ctrlKey: true }), { kind: "inline", style: "bold" }],
    ["⌘+I italic", press("KeyI", "i", { metaKey: true }), { kind: "inline", style: "italic" }],
    ["Ctrl+K link", press("KeyK", "k", { ctrlKey: true }), { kind: "link" }],
    ["Ctrl+Alt+2 heading", press("Digit2", "2", { ctrlKey: true, altKey: true }), { kind: "line", style: "h2" }],
    ["Ctrl+Shift+8 bullets (key reads *)", press("Digit8", "*", { ctrlKey: true, shiftKey: true }), { kind: "line", style: "bullets" }],
    ["Ctrl+Shift+7 numbers", press("Digit7", "&", { ctrlKey: true, shiftKey: true }), { kind: "line", style: "numbers" }],
    ["Ctrl+2 alone is the browser's tab switch", press("Digit2", "2", { ctrlKey: true }), null],
    ["B without Ctrl is typing", press("KeyB", "b"), null],
    ["Ctrl+Shift+B is not ours", press("KeyB", "B", { ctrlKey: true, shiftKey: true }), null],
  ])("%s", (_, got, expected) => {
    expect(got).toEqual(expected);
  });
});
