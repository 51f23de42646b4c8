import fc from 'fast-check';
import {
  SNIPPET_START as S,
  SNIPPET_STOP as E,
  markOccurrences,
  searchPagePath,
  searchResultPath,
  searchTerms,
  snippetParts,
  snippetText,
} from '../search';

describe('searchTerms', () => {
  it('takes a plain last word as a lowercase prefix and the rest for websearch', () => {
    expect(searchTerms('  Power   SUP ')).toEqual({ text: 'Power SUP', websearch: 'Power', prefix: 'sup' });
    expect(searchTerms('nvme')).toEqual({ text: 'nvme', websearch: '', prefix: 'nvme' });
    expect(searchTerms('12V-2x6')).toEqual({ text: '12V-2x6', websearch: '12V-', prefix: '2x6' });
  });

  it('keeps the whole text for websearch when the last word is not a plain word', () => {
    expect(searchTerms('"power supp')).toMatchObject({ websearch: '"power supp', prefix: null });
    expect(searchTerms('psu -cheap')).toMatchObject({ websearch: 'psu -cheap', prefix: null });
    expect(searchTerms('psu or')).toMatchObject({ websearch: 'psu or', prefix: null });
    expect(searchTerms('psu x')).toMatchObject({ websearch: 'psu x', prefix: null });
    expect(searchTerms('psu?')).toMatchObject({ websearch: 'psu?', prefix: null });
    expect(searchTerms('"power supply" gold')).toMatchObject({ websearch: '"power supply"', prefix: 'gold' });
  });

  it('turns control characters into spaces', () => {
    expect(searchTerms('ab\u0001cd\tef\u0002')).toEqual({ text: 'ab cd ef', websearch: 'ab cd', prefix: 'ef' });
  });

  it('never throws, and the prefix only ever holds letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (q) => {
        const { prefix, text } = searchTerms(q);
        expect(text).toBe(text.trim());
        if (prefix !== null) expect(prefix).toMatch(/^[\p{L}\p{N}]{2,}$/u);
      }),
    );
  });
});

describe('snippets', () => {
  it('splits marked text into plain and highlighted parts', () => {
    expect(snippetParts(`a ${S}psu${E} and ${S}power${E}`)).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'psu', highlighted: true },
      { text: ' and ', highlighted: false },
      { text: 'power', highlighted: true },
    ]);
    expect(snippetParts('<b>x</b>')).toEqual([{ text: '<b>x</b>', highlighted: false }]);
    expect(snippetParts(`${E}a${S}b`)).toEqual([
      { text: 'a', highlighted: false },
      { text: 'b', highlighted: true },
    ]);
    expect(snippetText(`a ${S}b${E}`)).toBe('a b');
  });

  it('marks every occurrence ignoring case', () => {
    expect(markOccurrences('Ryzen 7 ryzen', 'RYZEN')).toBe(`${S}Ryzen${E} 7 ${S}ryzen${E}`);
    expect(markOccurrences('abc', '')).toBe('abc');
    expect(markOccurrences(`a${S}b`, 'z')).toBe('ab');
  });
});

describe('paths', () => {
  it('links each group to its page', () => {
    expect(searchResultPath('articles', 'a-b')).toBe('/articles/a-b');
    expect(searchResultPath('news', 'n')).toBe('/news?item=n');
    expect(searchResultPath('guides', 'g')).toBe('/guides/g');
    expect(searchResultPath('components', 'c')).toBe('/components/c');
    expect(searchPagePath(' a&b ')).toBe('/search?q=a%26b');
  });
});
