import { COMPARE_LIMIT } from '@rigforge/common';
import { canCompare, isCompareFull, removeFromCompare, toggleCompare } from '../compare';

describe('compare tray rules', () => {
  it('holds at most 2 parts', () => {
    expect(COMPARE_LIMIT).toBe(2);
  });

  it('adds parts in the order chosen', () => {
    const first = toggleCompare([], 'a');
    expect(first).toEqual({ selection: ['a'], outcome: 'added' });
    expect(toggleCompare(first.selection, 'b')).toEqual({ selection: ['a', 'b'], outcome: 'added' });
  });

  it('removes a part that is already chosen instead of adding it twice', () => {
    expect(toggleCompare(['a', 'b'], 'a')).toEqual({ selection: ['b'], outcome: 'removed' });
    expect(toggleCompare(['a'], 'a')).toEqual({ selection: [], outcome: 'removed' });
  });

  it('refuses a third part and leaves the tray as it was', () => {
    const tray = ['a', 'b'];
    const result = toggleCompare(tray, 'c');
    expect(result).toEqual({ selection: ['a', 'b'], outcome: 'full' });
    expect(result.selection).not.toBe(tray);
    expect(tray).toEqual(['a', 'b']);
  });

  it('removes one part by id', () => {
    expect(removeFromCompare(['a', 'b'], 'a')).toEqual(['b']);
    expect(removeFromCompare(['a'], 'z')).toEqual(['a']);
  });

  it("shows 'Compare Components' only with 2 different parts", () => {
    expect(canCompare([])).toBe(false);
    expect(canCompare(['a'])).toBe(false);
    expect(canCompare(['a', 'a'])).toBe(false);
    expect(canCompare(['a', 'b'])).toBe(true);
    expect(isCompareFull(['a'])).toBe(false);
    expect(isCompareFull(['a', 'b'])).toBe(true);
  });
});
