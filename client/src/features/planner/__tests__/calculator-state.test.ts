import {
  budgetAfterKey,
  calculatorPathForUseCases,
  calculatorSearch,
  parseCalculatorParams,
  parseSliderBudget,
} from '../calculator-state';

const parse = (search: string) => parseCalculatorParams(new URLSearchParams(search));

describe('calculator state in the URL', () => {
  it('has the docs/requirements.md §9 defaults: 1500, gaming, 1080p, no use cases', () => {
    expect(parse('')).toEqual({ budget: 1500, buildType: 'gaming', resolution: '1080p', useCases: [] });
    expect(calculatorSearch(parse(''))).toBe('');
  });

  it('reads and writes every field, with plain commas between use cases', () => {
    const state = parse('usecases=work,gaming&budget=2450&buildType=streaming&resolution=4K');
    expect(state).toEqual({ budget: 2450, buildType: 'streaming', resolution: '4K', useCases: ['gaming', 'work'] });
    expect(calculatorSearch(state)).toBe('?usecases=gaming,work&budget=2450&buildType=streaming&resolution=4K');
  });

  it('drops what it cannot use', () => {
    expect(parse('usecases=gaming,mining,,server&budget=123&buildType=mining&resolution=8K')).toEqual({
      budget: 1500,
      buildType: 'gaming',
      resolution: '1080p',
      useCases: ['gaming', 'server'],
    });
  });

  it.each([
    ['500', 500],
    ['5000', 5000],
    ['1550', 1550],
    ['450', null],
    ['5050', null],
    ['1525', null],
    ['1e3', null],
    ['-500', null],
    ['', null],
    [null, null],
  ])('slider budget %p is %p', (value, expected) => {
    expect(parseSliderBudget(value)).toBe(expected);
  });

  it('builds the calculator address for use cases', () => {
    expect(calculatorPathForUseCases(['gaming', 'work'])).toBe('/calculator?usecases=gaming,work');
    expect(calculatorPathForUseCases([])).toBe('/calculator');
  });

  it('moves the budget by key like a native slider, within its ends', () => {
    expect(budgetAfterKey('ArrowRight', 1500)).toBe(1550);
    expect(budgetAfterKey('ArrowUp', 1500)).toBe(1550);
    expect(budgetAfterKey('ArrowLeft', 1500)).toBe(1450);
    expect(budgetAfterKey('ArrowDown', 500)).toBe(500);
    expect(budgetAfterKey('PageUp', 4800)).toBe(5000);
    expect(budgetAfterKey('PageDown', 1500)).toBe(1000);
    expect(budgetAfterKey('Home', 1500)).toBe(500);
    expect(budgetAfterKey('End', 1500)).toBe(5000);
    expect(budgetAfterKey('Enter', 1500)).toBeNull();
  });
});
