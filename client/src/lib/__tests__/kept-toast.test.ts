import { KEPT_TOAST_KEY, keepToastForNextPage, takeKeptToast } from '../kept-toast';

describe('a toast kept for the next page load', () => {
  afterEach(() => localStorage.clear());

  it('is given back once, then gone', () => {
    keepToastForNextPage({ title: 'Account Deleted', description: 'Gone for good', variant: 'success' });
    expect(takeKeptToast()).toEqual({ title: 'Account Deleted', description: 'Gone for good', variant: 'success' });
    expect(takeKeptToast()).toBeNull();
    expect(localStorage.getItem(KEPT_TOAST_KEY)).toBeNull();
  });

  it.each(['not json', 'null', '42', '{"title":""}', '{"description":"no title"}'])(
    'drops a malformed entry %j (and removes it)',
    (text) => {
      localStorage.setItem(KEPT_TOAST_KEY, text);
      expect(takeKeptToast()).toBeNull();
      expect(localStorage.getItem(KEPT_TOAST_KEY)).toBeNull();
    },
  );

  it('keeps only known variants and text fields', () => {
    localStorage.setItem(KEPT_TOAST_KEY, JSON.stringify({ title: 'T', description: 5, variant: 'evil', action: {} }));
    expect(takeKeptToast()).toEqual({ title: 'T', description: undefined, variant: undefined });
  });
});
