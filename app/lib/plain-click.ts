/**
 * A click with the main button and no modifier key: one a page may handle itself. Any other
 * (middle button, Ctrl or Cmd for a new tab, Shift for a new window, Alt to download) is left to
 * the browser, as on any link.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
