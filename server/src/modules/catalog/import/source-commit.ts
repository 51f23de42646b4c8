/** The day of a dataset's SOURCE_COMMIT line ("<sha> Wed Jul 23 15:33:03 2025 -0400" → 2025-07-23), or null. */
export function sourceCommitDate(text: string): string | null {
  const match = /^[0-9a-f]{7,40}\s+(.+)$/m.exec(text.trim());
  if (!match) return null;
  const time = Date.parse(match[1]);
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : null;
}
