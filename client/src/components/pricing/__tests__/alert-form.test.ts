import { centsToInput, parseTargetPrice } from '../alert-form';

describe('parseTargetPrice', () => {
  it.each([
    ['249', 24900],
    ['249.9', 24990],
    ['249.99', 24999],
    [' $1,249.99 ', 124999],
    ['0.01', 1],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseTargetPrice(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'Enter a target price in dollars.'],
    ['   ', 'Enter a target price in dollars.'],
    ['abc', 'Enter the price as a number, e.g. 249.99.'],
    ['-5', 'Enter the price as a number, e.g. 249.99.'],
    ['1e3', 'Enter the price as a number, e.g. 249.99.'],
    ['12.345', 'Use at most two decimals (cents).'],
    ['0', 'The target price must be above $0.'],
    ['0.00', 'The target price must be above $0.'],
    ['100000.01', 'The target price must be at most $100,000.'],
  ])('refuses %p with a clear message', (text, error) => {
    expect(parseTargetPrice(text)).toEqual({ ok: false, error });
  });

  it('writes cents back as form text', () => {
    expect(centsToInput(24999)).toBe('249.99');
    expect(centsToInput(30000)).toBe('300.00');
  });
});
