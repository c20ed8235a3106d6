import { getSchema } from "@tiptap/core";
import { Node } from "@tiptap/pm/model";
import { EditorState, TextSelection, type Transaction } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { contentMarkdownManager } from "./content-markdown.test-support";
import { contentExtensions } from "./content-schema";
import { chipsOf, placeholderChipsPlugin, placeholderQuery, suggestedNames, wholeChipRange } from "./placeholder-chips";

const schema = getSchema(contentExtensions());
const manager = contentMarkdownManager();

function stateOf(markdown: string): EditorState {
  return EditorState.create({ doc: Node.fromJSON(schema, manager.parse(markdown)), plugins: [placeholderChipsPlugin(() => "Pamlico Ridge Roofing")] });
}

/** The text a selection covers. */
function selected(state: EditorState): string {
  return state.doc.textBetween(state.selection.from, state.selection.to);
}

describe("placeholder chips in the visual editor", () => {
  it("finds every placeholder, in bold and in links too", () => {
    const state = stateOf("Call **{{businessPhone}}** or visit [{{businessName}}](/contact).");
    expect(chipsOf(state.doc).map((c) => [c.name, state.doc.textBetween(c.from, c.to)])).toEqual([
      ["businessPhone", "{{businessPhone}}"],
      ["businessName", "{{businessName}}"],
    ]);
  });

  it("never leaves the caret inside a chip: it steps over in the direction it came from", () => {
    let state = stateOf("Ask {{businessName}} today");
    const [chip] = chipsOf(state.doc);
    // From the left, one step into the chip: the caret lands after it.
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, chip!.from)));
    state = state.applyTransaction(state.tr.setSelection(TextSelection.create(state.doc, chip!.from + 1))).state;
    expect(state.selection.head).toBe(chip!.to);
    // From the right, one step back: before it.
    state = state.applyTransaction(state.tr.setSelection(TextSelection.create(state.doc, chip!.to - 1))).state;
    expect(state.selection.head).toBe(chip!.from);
  });

  it("puts text aimed inside a chip beside it (keys faster than the editor read the caret), the nearer side", () => {
    const plugin = placeholderChipsPlugin(() => "Pamlico Ridge Roofing");
    let state = EditorState.create({ doc: stateOf("Ask {{businessName}} today").doc, plugins: [plugin] });
    const view = {
      get state() {
        return state;
      },
      dispatch: (tr: Transaction) => {
        state = state.apply(tr);
      },
    };
    const type = (at: number, text: string) => plugin.props.handleTextInput?.call(plugin, view as never, at, at, text, () => state.tr);
    const [chip] = chipsOf(state.doc);
    expect(type(chip!.to - 1, "us")).toBe(true);
    expect(state.doc.textContent).toBe("Ask {{businessName}}us today");
    expect(state.selection.head).toBe(chip!.to + 2);
    expect(type(chip!.from + 1, "to ")).toBe(true);
    expect(state.doc.textContent).toBe("Ask to {{businessName}}us today");
    // Outside a chip the editor types as usual.
    expect(type(1, "x")).toBe(false);
  });

  it("grows a selection that cuts a chip to take it whole, so typing over it never leaves half", () => {
    let state = stateOf("Ask {{businessName}} today");
    const [chip] = chipsOf(state.doc);
    state = state.applyTransaction(state.tr.setSelection(TextSelection.create(state.doc, 1, chip!.from + 4))).state;
    expect(selected(state)).toBe("Ask {{businessName}}");
    state = state.applyTransaction(state.tr.setSelection(TextSelection.create(state.doc, chip!.to - 2, chip!.to + 3))).state;
    expect(selected(state)).toBe("{{businessName}} to");
  });

  it("replaces a whole chip with text typed over a range that cuts it (the chip's word selected)", () => {
    const plugin = placeholderChipsPlugin(() => "Wilson");
    let state = EditorState.create({ doc: stateOf("Storms in {{locationName}} today").doc, plugins: [plugin] });
    const view = {
      get state() {
        return state;
      },
      dispatch: (tr: Transaction) => {
        state = state.apply(tr);
      },
    };
    const [chip] = chipsOf(state.doc);
    // "locationName" without its braces, as a double click selects it.
    expect(plugin.props.handleTextInput?.call(plugin, view as never, chip!.from + 2, chip!.to - 2, "Wilson", () => state.tr)).toBe(true);
    expect(state.doc.textContent).toBe("Storms in Wilson today");
    // A range of plain text is typed over as usual.
    expect(plugin.props.handleTextInput?.call(plugin, view as never, 1, 3, "X", () => state.tr)).toBe(false);
    expect(wholeChipRange({ from: 1, to: 3 }, [{ from: 2, to: 6, name: "x" }])).toEqual({ from: 1, to: 6 });
  });

  it("keeps the stored markdown exactly as written", () => {
    const markdown = "Call **{{businessPhone}}** or visit [{{businessName}}](/contact).";
    expect(manager.serialize(stateOf(markdown).doc.toJSON())).toBe(markdown);
  });

  it("knows a placeholder being typed after {{, until it is closed", () => {
    const at = (markdown: string, offset = 0) => {
      const state = stateOf(markdown);
      return placeholderQuery(state.apply(state.tr.setSelection(TextSelection.create(state.doc, state.doc.content.size - 1 - offset))));
    };
    expect(at("Call {{busi")).toEqual({ from: 6, to: 12, text: "busi" });
    expect(at("Call {{")).toMatchObject({ text: "" });
    expect(at("Call {{businessPhone}}")).toBeNull();
    expect(at("Call {busi")).toBeNull();
  });

  it("offers the names holding what was typed, in the menu's order, a few at a time", () => {
    const names = ["businessName", "businessPhone", "locationName", "businessPhone", "name"];
    expect(suggestedNames(names, "phone")).toEqual(["businessPhone"]);
    expect(suggestedNames(names, "NAME")).toEqual(["businessName", "locationName", "name"]);
    expect(suggestedNames(names, "", 2)).toEqual(["businessName", "businessPhone"]);
  });
});
