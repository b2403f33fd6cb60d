import { useHydrated } from "~/lib/use-hydrated";

/**
 * The blog editor's Markdown buttons (docs/decisions/081-blog-markdown-and-fresh-proxy.md): shown
 * once JavaScript runs (without it the owner types the same marks; the field's hint lists them).
 * Each button wraps or prefixes the selection in the textarea and tells the form it changed.
 */
type Mark = "heading" | "bold" | "italic" | "link" | "list" | "numbered" | "quote";

const BUTTONS: Array<{ mark: Mark; text: string; label: string; className?: string }> = [
  { mark: "heading", text: "H", label: "Heading" },
  { mark: "bold", text: "B", label: "Bold", className: "font-bold" },
  { mark: "italic", text: "I", label: "Italic", className: "italic" },
  { mark: "link", text: "Link", label: "Link" },
  { mark: "list", text: "• List", label: "Bulleted list" },
  { mark: "numbered", text: "1. List", label: "Numbered list" },
  { mark: "quote", text: "“ Quote", label: "Quote" },
];

/** The new text and selection for `mark` applied to value[start, end). */
export function applyMark(value: string, start: number, end: number, mark: Mark) {
  const selected = value.slice(start, end);
  const wrap = (before: string, after: string, placeholder: string) => {
    const inner = selected || placeholder;
    return {
      value: value.slice(0, start) + before + inner + after + value.slice(end),
      start: start + before.length,
      end: start + before.length + inner.length,
    };
  };
  if (mark === "bold") return wrap("**", "**", "bold text");
  if (mark === "italic") return wrap("_", "_", "italic text");
  if (mark === "link") {
    const text = selected || "link text";
    const url = "https://";
    const inserted = `[${text}](${url})`;
    const urlStart = start + text.length + 3;
    return {
      value: value.slice(0, start) + inserted + value.slice(end),
      start: urlStart,
      end: urlStart + url.length,
    };
  }
  // Line marks: every line the selection touches gets the prefix.
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const lineEndIndex = value.indexOf("\n", Math.max(end - (end > start ? 1 : 0), start));
  const lineEnd = lineEndIndex === -1 ? value.length : lineEndIndex;
  const lines = value.slice(lineStart, lineEnd).split("\n");
  const prefixed = lines
    .map((line, i) => {
      const text = line.replace(/^(#{1,6} |[-*] |\d+\. |> )/, "");
      const prefix =
        mark === "heading" ? "## " : mark === "list" ? "- " : mark === "numbered" ? `${i + 1}. ` : "> ";
      return prefix + (text || (mark === "heading" ? "Heading" : "Item"));
    })
    .join("\n");
  return {
    value: value.slice(0, lineStart) + prefixed + value.slice(lineEnd),
    start: lineStart,
    end: lineStart + prefixed.length,
  };
}

export function MarkdownToolbar({ textareaId }: { textareaId: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  function press(mark: Mark) {
    const textarea = document.getElementById(textareaId);
    if (!(textarea instanceof HTMLTextAreaElement)) return;
    const next = applyMark(textarea.value, textarea.selectionStart, textarea.selectionEnd, mark);
    textarea.focus();
    textarea.setRangeText(next.value, 0, textarea.value.length, "preserve");
    textarea.setSelectionRange(next.start, next.end);
    // The form library (and anything else listening) learns of the change as if typed.
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={textareaId}
      className="mb-2 flex flex-wrap gap-1.5"
    >
      {BUTTONS.map((button) => (
        <button
          key={button.mark}
          type="button"
          aria-label={button.label}
          title={button.label}
          onClick={() => press(button.mark)}
          className={`min-h-10 min-w-10 rounded-md border border-stone-300 bg-white px-2.5 text-sm text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${button.className ?? ""}`}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
