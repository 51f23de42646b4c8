import { guideTierForBudget, isMostPopularBudget, isMostPopularCategory } from '../tiers';

describe('guideTierForBudget', () => {
  it.each([
    [0, 'Budget'],
    [600, 'Budget'],
    [600.5, 'Mid-Range'],
    [601, 'Mid-Range'],
    [1000, 'Mid-Range'],
    [1001, 'High-End'],
    [5000, 'High-End'],
  ])('budget %d is %s', (budget, tier) => {
    expect(guideTierForBudget(budget)).toBe(tier);
  });
});

describe('most popular', () => {
  it('flags budgets from 601 to 1000 only', () => {
    expect(isMostPopularBudget(600)).toBe(false);
    expect(isMostPopularBudget(601)).toBe(true);
    expect(isMostPopularBudget(1000)).toBe(true);
    expect(isMostPopularBudget(1001)).toBe(false);
  });
  it('flags the Mid-Range category on the home page', () => {
    expect(isMostPopularCategory('Mid-Range')).toBe(true);
    expect(isMostPopularCategory('High-End')).toBe(false);
  });
});
