import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

/** docs/requirements.md §3 "Browser storage": readNews, the list of viewed news ids (JSON array of strings). */
export const READ_NEWS_STORAGE_KEY = 'readNews';
/** Oldest ids are forgotten beyond this many, so that the stored list cannot grow without end. */
export const READ_NEWS_LIMIT = 500;

/** The stored list, or an empty one when it is missing or not a list of strings (logged as a warning). */
export function parseReadNews(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string');
  } catch {
    // Falls through to the warning.
  }
  console.warn(`[storage] ignoring a malformed "${READ_NEWS_STORAGE_KEY}" value`);
  return [];
}

/** The list with `ids` added (once each), newest last, at most READ_NEWS_LIMIT long. */
export function withReadNews(list: readonly string[], ids: readonly string[]): string[] {
  const fresh = ids.filter((id, i) => !list.includes(id) && ids.indexOf(id) === i);
  if (fresh.length === 0) return [...list];
  return [...list, ...fresh].slice(-READ_NEWS_LIMIT);
}

// The prerendered HTML was rendered with nothing read: hydration starts from the same, and React
// renders again at once with what this browser has read (docs/prerendering.md). With nothing read
// it is the very same set, so React has nothing to render again.
const NOTHING_READ: ReadonlySet<string> = new Set();
const serverSnapshot = (): ReadonlySet<string> => NOTHING_READ;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSet: ReadonlySet<string> = NOTHING_READ;
// What this page has read, also when storage refuses to keep it: the NEW badge still goes away.
let memory: string[] = [];

function snapshot(): ReadonlySet<string> {
  const raw = readStorage(READ_NEWS_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const read = [...parseReadNews(raw), ...memory];
    cachedSet = read.length === 0 ? NOTHING_READ : new Set(read);
  }
  return cachedSet;
}

function emit() {
  cachedRaw = undefined;
  listeners.forEach((listener) => listener());
}

/** Another tab read something. */
function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === READ_NEWS_STORAGE_KEY) emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Marks news items read: stored in readNews (a failure is only logged) and at once visible to every reader. */
export function markNewsRead(ids: readonly string[]): void {
  memory = withReadNews(memory, ids);
  const stored = parseReadNews(readStorage(READ_NEWS_STORAGE_KEY));
  const next = withReadNews(stored, ids);
  if (next.length !== stored.length) writeStorage(READ_NEWS_STORAGE_KEY, JSON.stringify(next));
  emit();
}

/** Forgets what this page remembered beyond storage (tests). */
export function resetReadNewsMemory(): void {
  memory = [];
  emit();
}

/** The ids of the news items this browser has read, and a way to mark more. */
export function useReadNews(): { readIds: ReadonlySet<string>; markRead: (ids: readonly string[]) => void } {
  const readIds = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const markRead = useCallback((ids: readonly string[]) => markNewsRead(ids), []);
  return { readIds, markRead };
}
