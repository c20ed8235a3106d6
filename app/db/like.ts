/** LIKE and ILIKE treat %, _ and \ as wildcards or escapes; this makes `text` match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
