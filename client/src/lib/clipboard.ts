/**
 * Copies text to the clipboard. False when the browser refuses (no permission, an insecure
 * context, an old browser): callers then offer another way (docs/requirements.md §4: the share link opens in a new
 * tab).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
