/**
 * The text of the page's JSON-LD script (app/lib/json-ld.tsx): its blocks as one JSON array, in
 * a form that cannot end the script element or change how the HTML around it is read.
 */
export function jsonLdText(blocks: readonly object[]): string {
  return JSON.stringify(blocks)
    .replaceAll("&", "\\u0026")
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
