import { sourceFilterOf, toggledSource, withSourceFilter } from '../news-filter';

describe('news source filter', () => {
  it('reads, writes and toggles ?source=', () => {
    expect(sourceFilterOf(new URLSearchParams('source=intel'))).toBe('INTEL');
    expect(sourceFilterOf(new URLSearchParams('source=NVIDIA'))).toBe('NVIDIA');
    expect(sourceFilterOf(new URLSearchParams('source=acme'))).toBeNull();
    expect(withSourceFilter(new URLSearchParams('a=1'), 'X').toString()).toBe('a=1&source=x');
    expect(withSourceFilter(new URLSearchParams('source=x'), null).toString()).toBe('');
    expect(toggledSource('AMD', 'AMD')).toBeNull();
    expect(toggledSource('AMD', 'X')).toBe('X');
    expect(toggledSource(null, 'X')).toBe('X');
  });
});
