import { useEffect, useEffectEvent, useState } from 'react';

export const DRAFT_DELAY_MS = 350;

const same = <T>(x: T): T => x;

/**
 * A value the user edits continuously (search text, a slider, a price) kept locally and committed
 * once they pause, so that the URL and the query do not change on every keystroke or slider step.
 * `normalize` maps a draft to the value it commits ("ryzen " commits "ryzen"): a draft whose
 * normal form is already committed is left alone, so typing is never overwritten, nor is a draft
 * typed on while its own commit was landing. When the committed value changes from elsewhere
 * (back/forward, 'Clear filters'), the draft follows.
 */
export function useDraft<T>(
  value: T,
  commit: (next: T) => void,
  normalize: (draft: T) => T = same,
  delay = DRAFT_DELAY_MS,
): [T, (next: T) => void] {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [sent, setSent] = useState<{ value: T } | null>(null);
  if (!Object.is(committed, value)) {
    setCommitted(value);
    // This draft's own commit landing leaves alone what the user typed since (a slow page can
    // land "1" while they have typed "10"); a change from elsewhere replaces the draft.
    const own = sent !== null && Object.is(sent.value, value);
    if (!own && !Object.is(normalize(draft), value)) setDraft(value);
  }
  const onCommit = useEffectEvent((next: T) => {
    setSent({ value: next });
    commit(next);
  });
  const pending = normalize(draft);

  useEffect(() => {
    if (Object.is(pending, committed)) return;
    const timer = setTimeout(() => onCommit(pending), delay);
    return () => clearTimeout(timer);
  }, [pending, committed, delay]);

  return [draft, setDraft];
}
