import {
  cents,
  centsOrDollarTwin,
  floorToDollar,
  readAmount,
  centsInputText,
  dollarsSentence,
  dollarsText,
  formatCents,
  formatCentsWhole,
  parseDollars,
  readDollars,
  roundToDollar,
  sumCents,
  toCents,
  toDollars,
  toWholeDollars,
  wholeDollarsSentence,
} from '../money';

describe('toCents and toDollars', () => {
  it('round to the nearest cent', () => {
    expect(toCents(299.99)).toBe(29999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(299.999)).toBe(30000);
    expect(toCents(-5)).toBe(-500);
    expect(toDollars(cents(123450))).toBe(1234.5);
    expect(toDollars(cents(1))).toBe(0.01);
    expect(toDollars(cents(0))).toBe(0);
  });

  it('round-trip every cent amount', () => {
    for (let amount = 0; amount < 200_000; amount += 7) expect(toCents(toDollars(cents(amount)))).toBe(amount);
  });
});

describe('cents', () => {
  it('takes whole numbers of cents and refuses anything else', () => {
    expect(cents(0)).toBe(0);
    expect(cents(-250)).toBe(-250);
    expect(cents(123450)).toBe(123450);
    for (const bad of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(() => cents(bad)).toThrow(RangeError);
  });

  it('sums, and rounds to whole dollars', () => {
    expect(sumCents([cents(1999), cents(1), 500])).toBe(2500);
    expect(sumCents([])).toBe(0);
    expect(toWholeDollars(cents(149960))).toBe(1500);
    expect(toWholeDollars(cents(149949))).toBe(1499);
    expect(roundToDollar(cents(149960))).toBe(150000);
    expect(roundToDollar(cents(100))).toBe(100);
  });
});

describe('formatting', () => {
  it('writes cents as dollars for people', () => {
    expect(formatCents(129999)).toBe('$1,299.99');
    expect(formatCentsWhole(139960)).toBe('$1,400');
    expect(centsInputText(129999)).toBe('1299.99');
    expect(centsInputText(500)).toBe('5.00');
    expect(dollarsSentence(cents(123450))).toBe('$1,234.50');
    expect(wholeDollarsSentence(cents(123450))).toBe('$1,235');
  });
});

describe('dollarsText', () => {
  it('writes two decimals', () => {
    expect(dollarsText(cents(123450))).toBe('1234.50');
    expect(dollarsText(cents(0))).toBe('0.00');
    expect(dollarsText(cents(5))).toBe('0.05');
    expect(dollarsText(cents(1999))).toBe('19.99');
    expect(dollarsText(cents(300_000_000))).toBe('3000000.00');
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

describe('readAmount', () => {
  it('reads dollars as readDollars does, as cents', () => {
    expect(readAmount(12.5, 'dollars')).toBe(1250);
    expect(readAmount('1234.56', 'dollars')).toBe(123_456);
    expect(readAmount('$5', 'dollars')).toBeNull();
  });

  it('reads cents only as whole numbers', () => {
    expect(readAmount(123_456, 'cents')).toBe(123_456);
    expect(readAmount(-5, 'cents')).toBe(-5);
    expect(readAmount(12.5, 'cents')).toBeNull();
    expect(readAmount('1250', 'cents')).toBeNull();
    expect(readAmount(Number.MAX_VALUE, 'cents')).toBeNull();
  });
});

describe('centsOrDollarTwin', () => {
  it('prefers the cents, else turns the deprecated dollars into cents, else leaves them to be refused', () => {
    expect(centsOrDollarTwin(150_000, 9)).toBe(150_000);
    expect(centsOrDollarTwin(null, 1500)).toBe(150_000);
    expect(centsOrDollarTwin(undefined, undefined)).toBeUndefined();
    expect(centsOrDollarTwin(undefined, 'lots')).toBe('lots');
  });
});

describe('floorToDollar', () => {
  it('rounds down to whole dollars, in cents', () => {
    expect(floorToDollar(149_960.5)).toBe(149_900);
    expect(floorToDollar(150_000)).toBe(150_000);
    expect(floorToDollar(99)).toBe(0);
  });
});
