import {
  findRefusedText,
  hasLoneSurrogate,
  hasNulCharacter,
  isUuid,
  loneSurrogateMessage,
  nulCharacterMessage,
  shownPath,
  textRefusal,
} from '../input';

describe('hasNulCharacter', () => {
  it.each(['a\u0000b', '\u0000', 'end\u0000'])('finds it in %j', (text) => {
    expect(hasNulCharacter(text)).toBe(true);
  });
  it.each(['', 'plain', 'a\\u0000b', 'a%00b', '\u0001\u007f\uffff'])('finds none in %j', (text) => {
    expect(hasNulCharacter(text)).toBe(false);
  });
});

describe('hasLoneSurrogate', () => {
  it.each(['n\ud83d', '\ud83d', '\ude00x', 'a\udfffb\ud800', '\ude00\ud83d'])('finds one in %j', (text) => {
    expect(hasLoneSurrogate(text)).toBe(true);
  });
  it.each(['', 'plain', '\ud83d\ude00', 'RTX 4070 \u{1F680}', '\\ud83d', '\uffff\ud7ff\ue000'])(
    'finds none in %j',
    (text) => {
      expect(hasLoneSurrogate(text)).toBe(false);
    },
  );
});

describe('findRefusedText', () => {
  const pathOf = (value: unknown, root: string) => findRefusedText(value, root)?.path ?? null;

  it('names where it is, in strings, arrays and keys', () => {
    expect(pathOf('a\u0000b', 'q')).toBe('q');
    expect(pathOf({ email: 'a\u0000@example.com', password: 'x' }, 'body')).toBe('body.email');
    expect(pathOf({ parts: [{ id: 'ok' }, { id: 'a\u0000' }] }, 'body')).toBe('body.parts[1].id');
    expect(pathOf({ 'k\u0000': 1 }, 'body')).toBe('body.k\u0000');
    expect(pathOf({ components: [{ name: 'ok' }, { name: 'n\ud83d' }] }, 'body')).toBe('body.components[1].name');
    expect(pathOf({ '\udc00': 1 }, 'body')).toBe('body.\udc00');
  });

  it('gives the message for what it found', () => {
    expect(findRefusedText({ a: 'x\u0000' }, '')?.message('Field "a"')).toBe(nulCharacterMessage('Field "a"'));
    expect(findRefusedText({ a: 'x\ud83d' }, '')?.message('Field "a"')).toBe(loneSurrogateMessage('Field "a"'));
  });

  it('finds none in clean values of any kind, emoji included', () => {
    expect(pathOf({ a: ['x', 1, true, null, { b: 'y \u{1F680}' }], c: undefined }, 'body')).toBeNull();
    expect(pathOf(undefined, 'body')).toBeNull();
    expect(pathOf(42, 'body')).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"a\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(pathOf(deep, 'v')).toBe(`v${'[0]'.repeat(100_000)}`);
  });
});

describe('textRefusal and shownPath', () => {
  it('refuses NUL first, then a lone surrogate, and takes anything else', () => {
    expect(textRefusal('a\u0000\ud83d', 'X')).toBe(nulCharacterMessage('X'));
    expect(textRefusal('a\ud83d', 'X')).toBe(loneSurrogateMessage('X'));
    expect(textRefusal('a \u{1F680}', 'X')).toBeNull();
  });

  it('escapes the refused characters of a path and keeps the rest', () => {
    expect(shownPath('.a\u0000b')).toBe('a\\u0000b');
    expect(shownPath('.name\ud83d')).toBe('name\\ud83d');
    expect(shownPath('.name\u{1F680}[0]')).toBe('name\u{1F680}[0]');
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
