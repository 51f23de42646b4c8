import {
  addToSelection,
  canonicalName,
  MAX_SELECTED,
  parseSelection,
  removeFromSelection,
  resolveEntry,
  writeSelection,
} from '../selection';

describe('price-comparison selection', () => {
  it('reads ?c= names trimmed, without blanks or case-insensitive duplicates', () => {
    const params = new URLSearchParams('c=  RTX 4060 &c=&c=rtx 4060&c=Ryzen%205%207600&x=1');
    expect(parseSelection(params)).toEqual(['RTX 4060', 'Ryzen 5 7600']);
  });

  it('caps what the address may hold', () => {
    const params = new URLSearchParams(Array.from({ length: 20 }, (_, i) => ['c', `Part ${i}`]));
    expect(parseSelection(params)).toHaveLength(MAX_SELECTED);
  });

  it('writes the selection and keeps other parameters', () => {
    const next = writeSelection(new URLSearchParams('c=old&x=1'), ['A & B', 'C']);
    expect(next.getAll('c')).toEqual(['A & B', 'C']);
    expect(next.get('x')).toBe('1');
    expect(parseSelection(new URLSearchParams(next.toString()))).toEqual(['A & B', 'C']);
  });

  it('refuses blank input and duplicates (docs/requirements.md §5)', () => {
    expect(addToSelection([], '   ')).toMatchObject({ added: false, reason: 'blank' });
    expect(addToSelection(['RTX 4060'], ' rtx  4060 ')).toMatchObject({ added: false, reason: 'duplicate' });
    expect(addToSelection(['RTX 4060'], 'RTX 4070')).toEqual({
      added: true,
      name: 'RTX 4070',
      selected: ['RTX 4060', 'RTX 4070'],
    });
  });

  it('refuses a 13th component', () => {
    const full = Array.from({ length: MAX_SELECTED }, (_, i) => `Part ${i}`);
    expect(addToSelection(full, 'One more')).toMatchObject({ added: false, reason: 'full' });
  });

  it('removes by name, case-insensitively', () => {
    expect(removeFromSelection(['A', 'B'], 'a')).toEqual(['B']);
  });

  describe('resolveEntry (Enter, docs/requirements.md §4)', () => {
    const suggestions = ['NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4060 Ti'];

    it('picks the first suggestion shown', () => {
      expect(resolveEntry('rtx 40', suggestions, { open: true })).toBe('NVIDIA GeForce RTX 4060');
    });

    it('picks the highlighted suggestion', () => {
      expect(resolveEntry('rtx 40', suggestions, { open: true, activeIndex: 1 })).toBe('NVIDIA GeForce RTX 4060 Ti');
    });

    it('with the list closed, adds the typed text spelled as the matching suggestion', () => {
      expect(resolveEntry('nvidia geforce rtx 4060 ti', suggestions, { open: false })).toBe(
        'NVIDIA GeForce RTX 4060 Ti',
      );
      expect(resolveEntry('  Some   part ', suggestions, { open: false })).toBe('Some part');
    });

    it('with no suggestions, adds the typed text', () => {
      expect(resolveEntry('Noctua NH-D15', [], { open: true })).toBe('Noctua NH-D15');
    });
  });

  it('canonicalName keeps the catalog spelling', () => {
    expect(canonicalName('amd ryzen 5 7600', ['AMD Ryzen 5 7600'])).toBe('AMD Ryzen 5 7600');
  });
});
