// A toast that must outlive a full page load: deleting an account ends with a reload into / (through
// /api/logout), which drops every toast on screen. The toast is kept in browser storage just before,
// and the next page shows it once.
import type { ToastInput, ToastVariant } from './toast';
import { readStorage, removeStorage, writeStorage } from './storage';

export const KEPT_TOAST_KEY = 'keptToast';

const VARIANTS: readonly ToastVariant[] = ['default', 'success', 'destructive'];

/** The text of a toast for the next page load (its action, if any, does not survive one). */
export type KeptToast = Pick<ToastInput, 'title' | 'description' | 'variant'>;

export function keepToastForNextPage(toast: KeptToast): void {
  writeStorage(KEPT_TOAST_KEY, JSON.stringify(toast));
}

/** The kept toast, once: it is removed as it is read. Anything malformed is dropped. */
export function takeKeptToast(): KeptToast | null {
  const text = readStorage(KEPT_TOAST_KEY);
  if (text === null) return null;
  removeStorage(KEPT_TOAST_KEY);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { title, description, variant } = value as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return null;
  return {
    title,
    description: typeof description === 'string' ? description : undefined,
    variant: VARIANTS.find((v) => v === variant),
  };
}
