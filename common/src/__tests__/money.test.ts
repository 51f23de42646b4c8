import { dollarsText, parseDollars, readDollars, toCents, toDollars } from '../money';

describe('toCents and toDollars', () => {
  it('round to the nearest cent', () => {
    expect(toCents(299.99)).toBe(29999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(299.999)).toBe(30000);
    expect(toCents(-5)).toBe(-500);
    expect(toDollars(123450)).toBe(1234.5);
    expect(toDollars(1)).toBe(0.01);
    expect(toDollars(0)).toBe(0);
  });

  it('round-trip every cent amount', () => {
    for (let cents = 0; cents < 200_000; cents += 7) expect(toCents(toDollars(cents))).toBe(cents);
  });
});

describe('dollarsText', () => {
  it('writes two decimals', () => {
    expect(dollarsText(123450)).toBe('1234.50');
    expect(dollarsText(0)).toBe('0.00');
    expect(dollarsText(5)).toBe('0.05');
    expect(dollarsText(1999)).toBe('19.99');
    expect(dollarsText(300_000_000)).toBe('3000000.00');
  });
});

describe('parseDollars', () => {
  it.each([
    ['299.99', 299.99],
    ['0', 0],
    [' 12 ', 12],
    ['1234.5', 1234.5],
    ['-5', -5],
    ['-0.01', -0.01],
    ['999999999', 999_999_999],
    ['1.999', 1.999],
  ])('reads %j', (text, dollars) => {
    expect(parseDollars(text)).toBe(dollars);
  });

  it.each([
    '$1,234.5',
    '$12',
    '1,234',
    '1e3',
    '1E3',
    '',
    '   ',
    '-',
    '.5',
    '5.',
    '+5',
    '--5',
    '0x10',
    'NaN',
    'Infinity',
    '12\u0000',
    '\u00001',
    '1234567890',
    '9'.repeat(400),
    '١٢',
    '12 34',
  ])('refuses %j', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
});

describe('readDollars', () => {
  it('takes finite numbers as they are, negative ones included', () => {
    expect(readDollars(12.5)).toBe(12.5);
    expect(readDollars(-1)).toBe(-1);
    expect(readDollars(1e3)).toBe(1000);
    expect(readDollars(Number.MAX_VALUE)).toBe(Number.MAX_VALUE);
  });

  it('reads numeric strings with the one dollars rule', () => {
    expect(readDollars('1234.5')).toBe(1234.5);
    expect(readDollars('$1,234.5')).toBeNull();
    expect(readDollars('1e3')).toBeNull();
  });

  it.each([NaN, Infinity, -Infinity, null, undefined, true, [], {}, [5]])('refuses %p', (value) => {
    expect(readDollars(value)).toBeNull();
  });
});
