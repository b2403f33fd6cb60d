/** A size for people: "512 bytes", "3.4 KB", "12.5 MB"; "unknown size" when missing. */
export function formatBytes(bytes: number | null | undefined) {
  if (bytes === null || bytes === undefined) return "unknown size";
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
