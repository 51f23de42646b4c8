import { act, renderHook } from '@testing-library/react';
import { DRAFT_DELAY_MS, useDraft } from '../useDraft';

function setup() {
  const commit = jest.fn<void, [string]>();
  const view = renderHook(({ value }: { value: string }) => useDraft(value, commit), {
    initialProps: { value: '' },
  });
  const draft = () => view.result.current[0];
  const type = (next: string) => act(() => view.result.current[1](next));
  return { commit, view, draft, type };
}

describe('useDraft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('commits once the user pauses', () => {
    const { commit, type } = setup();
    type('1');
    type('10');
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledWith('10');
  });

  it('keeps what the user typed while its own commit was landing, then commits it', () => {
    const { commit, view, draft, type } = setup();
    type('1');
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(commit).toHaveBeenLastCalledWith('1');
    type('10');
    view.rerender({ value: '1' });
    expect(draft()).toBe('10');
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(commit).toHaveBeenLastCalledWith('10');
  });

  it('follows a change made elsewhere (back/forward, clear filters)', () => {
    const { commit, view, draft, type } = setup();
    type('10');
    view.rerender({ value: '500' });
    expect(draft()).toBe('500');
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(commit).not.toHaveBeenCalled();
  });
});
