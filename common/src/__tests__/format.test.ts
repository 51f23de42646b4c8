import { formatGuideDate } from '../format';
import { formatUsd } from '../money';
import { componentPreview, estimatedTimeLabel, guideStartBuildPath, homeStartBuildPath } from '../guides';
import { httpStatusForCode, isErrorCode } from '../errors';
import { parseTheme } from '../ui';

describe('formatGuideDate', () => {
  it("formats as 'MMM d, yyyy'", () => {
    expect(formatGuideDate('2026-03-05T10:00:00Z')).toBe('Mar 5, 2026');
    expect(formatGuideDate(new Date('2025-12-31T23:00:00Z'))).toBe('Dec 31, 2025');
  });
  it("says 'Recently' when the date is missing or invalid", () => {
    expect(formatGuideDate(null)).toBe('Recently');
    expect(formatGuideDate(undefined)).toBe('Recently');
    expect(formatGuideDate('')).toBe('Recently');
    expect(formatGuideDate('not a date')).toBe('Recently');
  });
});

describe('guide card helpers', () => {
  it('shows two names and the rest as a count', () => {
    expect(componentPreview(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], moreLabel: '+2 more components' });
    expect(componentPreview(['A', 'B'])).toEqual({ shown: ['A', 'B'], moreLabel: null });
    expect(componentPreview([])).toEqual({ shown: [], moreLabel: null });
  });
  it('labels the build time and the start path', () => {
    expect(estimatedTimeLabel(3)).toBe('3h build');
    expect(guideStartBuildPath(950)).toBe('/build-result?budget=950&step=usecase');
    expect(homeStartBuildPath(550)).toBe('/guides?step=usecase&budget=550');
  });
  it('formats dollars', () => {
    expect(formatUsd(1400)).toBe('$1,400');
  });
});

describe('errors and theme', () => {
  it('maps codes to HTTP statuses', () => {
    expect(httpStatusForCode('BAD_USER_INPUT')).toBe(400);
    expect(httpStatusForCode('NOT_FOUND')).toBe(404);
    expect(httpStatusForCode('RATE_LIMITED')).toBe(429);
    expect(isErrorCode('FORBIDDEN')).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
  });
  it('defaults the theme to dark', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('blue')).toBe('dark');
    expect(parseTheme(null)).toBe('dark');
  });
});
