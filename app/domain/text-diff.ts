/**
 * A line-by-line comparison of two texts (to compare a revision with the current text,
 * docs/decisions/007-editor.md). Markdown is written in lines and paragraphs, so lines are the unit
 * a writer recognises.
 */
export interface DiffLine {
  op: "same" | "added" | "removed";
  text: string;
}

/** Beyond this many changed lines on both sides, the middle is shown as removed-then-added. */
const MAX_TABLE_CELLS = 4_000_000;

/** The lines of `after` against `before`: kept, removed (only in before) and added (only in after). */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  // Common head and tail first: most edits touch a few lines, so the table stays small.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const middle = (x.length + 1) * (y.length + 1) > MAX_TABLE_CELLS ? wholesale(x, y) : lcs(x, y);
  return [
    ...a.slice(0, head).map((text) => ({ op: "same" as const, text })),
    ...middle,
    ...a.slice(a.length - tail).map((text) => ({ op: "same" as const, text })),
  ];
}

function wholesale(x: string[], y: string[]): DiffLine[] {
  return [...x.map((text) => ({ op: "removed" as const, text })), ...y.map((text) => ({ op: "added" as const, text }))];
}

/** Longest common subsequence by dynamic programming, read back from the start. */
function lcs(x: string[], y: string[]): DiffLine[] {
  const w = y.length + 1;
  const table = new Uint32Array((x.length + 1) * w);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      table[i * w + j] = x[i] === y[j] ? table[(i + 1) * w + j + 1] + 1 : Math.max(table[(i + 1) * w + j], table[i * w + j + 1]);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      out.push({ op: "same", text: x[i] });
      i++;
      j++;
    } else if (table[(i + 1) * w + j] >= table[i * w + j + 1]) {
      out.push({ op: "removed", text: x[i++] });
    } else {
      out.push({ op: "added", text: y[j++] });
    }
  }
  while (i < x.length) out.push({ op: "removed", text: x[i++] });
  while (j < y.length) out.push({ op: "added", text: y[j++] });
  return out;
}
