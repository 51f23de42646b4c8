/**
 * Browser storage that never throws: storage may be disabled (privacy modes, blocked cookies) or full.
 * A failure is logged as a warning and the caller carries on with its default.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('[storage] localStorage is not available', error);
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`[storage] could not read "${key}"`, error);
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeStorage(key: string, value: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`[storage] could not write "${key}"`, error);
    return false;
  }
}

/** Returns whether the key is gone (also when it was never there). */
export function removeStorage(key: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.removeItem(key);
    return true;
  } catch (error) {
    console.warn(`[storage] could not remove "${key}"`, error);
    return false;
  }
}
