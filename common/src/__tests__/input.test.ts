import { findNulCharacter, hasNulCharacter, isUuid, nulCharacterMessage } from '../input';

describe('hasNulCharacter', () => {
  it.each(['a\u0000b', '\u0000', 'end\u0000'])('finds it in %j', (text) => {
    expect(hasNulCharacter(text)).toBe(true);
  });
  it.each(['', 'plain', 'a\\u0000b', 'a%00b', '\u0001\u007f\uffff'])('finds none in %j', (text) => {
    expect(hasNulCharacter(text)).toBe(false);
  });
});

describe('findNulCharacter', () => {
  it('names where it is, in strings, arrays and keys', () => {
    expect(findNulCharacter('a\u0000b', 'q')).toBe('q');
    expect(findNulCharacter({ email: 'a\u0000@example.com', password: 'x' }, 'body')).toBe('body.email');
    expect(findNulCharacter({ parts: [{ id: 'ok' }, { id: 'a\u0000' }] }, 'body')).toBe('body.parts[1].id');
    expect(findNulCharacter({ 'k\u0000': 1 }, 'body')).toBe('body.k\u0000');
  });

  it('finds none in clean values of any kind', () => {
    expect(findNulCharacter({ a: ['x', 1, true, null, { b: 'y' }], c: undefined }, 'body')).toBeNull();
    expect(findNulCharacter(undefined, 'body')).toBeNull();
    expect(findNulCharacter(42, 'body')).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"a\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(findNulCharacter(deep, 'v')).toBe(`v${'[0]'.repeat(100_000)}`);
  });
});

describe('nulCharacterMessage', () => {
  it('names the input', () => {
    expect(nulCharacterMessage('Query parameter "q"')).toBe(
      'Query parameter "q" contains a NUL character (U+0000), which text may not contain.',
    );
  });
});

describe('isUuid', () => {
  const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  it('accepts a UUID in either case', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
  });
  it('refuses anything else', () => {
    for (const value of [
      `{${id}}`,
      `${id}\n`,
      ` ${id}`,
      id.slice(1),
      id.replace(/-/g, ''),
      `${id}\u0000`,
      '',
      42,
      null,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
