/** product §9: reading speed 200 words per minute, rounded up. */
export const WORDS_PER_MINUTE = 200;

/** The visible text of an HTML fragment (tags dropped, entities decoded): word counts and summaries. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(
      /&(amp|lt|gt|quot|apos);/gi,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name.toLowerCase()] ?? "",
    )
    .replace(/&#(x[0-9a-f]+|\d+);/gi, (_, code: string) => {
      const n = code[0] === "x" || code[0] === "X" ? Number.parseInt(code.slice(1), 16) : Number(code);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "";
    })
    .replace(/\s+/g, " ")
    .trim();
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/**
 * Minutes to read an HTML post: words / 200, rounded up. A post always shows at least
 * "1 min read" (a zero would read as a broken page).
 */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(textOfHtml(html)) / WORDS_PER_MINUTE));
}

export function formatReadingTime(minutes: number) {
  return `${minutes} min read`;
}
