import { rangeLabelForBudget, tierForBudget } from '../guide-tiers';

describe('tierForBudget', () => {
  it.each([
    [0, 'Budget', '$400-600', 'green'],
    [600, 'Budget', '$400-600', 'green'],
    [601, 'Mid-Range', '$800-1000', 'blue'],
    [1000, 'Mid-Range', '$800-1000', 'blue'],
    [1001, 'High-End', '$1200-1400', 'red'],
    [5000, 'High-End', '$1200-1400', 'red'],
  ])('budget %d is %s with card label %s', (budget, tier, label, color) => {
    const info = tierForBudget(budget);
    expect(info.tier).toBe(tier);
    expect(info.cardRangeLabel).toBe(label);
    expect(info.color).toBe(color);
  });

  it('uses $1200+ for High-End on the use-case page', () => {
    expect(tierForBudget(1400).useCaseRangeLabel).toBe('$1200+');
    expect(tierForBudget(900).useCaseRangeLabel).toBe('$800-1000');
  });
});

describe('rangeLabelForBudget: always the tier’s own label, whatever the budget within it', () => {
  it.each([
    [550, 'card', '$400-600'],
    [950, 'card', '$800-1000'],
    [1200, 'card', '$1200-1400'],
    [2200, 'card', '$1200-1400'],
    [5000, 'card', '$1200-1400'],
    [700, 'card', '$800-1000'],
    [300, 'card', '$400-600'],
    [2200, 'useCase', '$1200+'],
    [1100, 'useCase', '$1200+'],
    [300, 'useCase', '$400-600'],
  ] as const)('%d on the %s reads %s', (budget, where, label) => {
    expect(rangeLabelForBudget(budget, where)).toBe(label);
  });
});
