import { API_TOKEN_MESSAGES, validateApiTokenExpiry, validateApiTokenName } from '../api-tokens';

describe('the API token form rules', () => {
  it('takes a name of 1 to 60 characters once trimmed', () => {
    expect(validateApiTokenName('  CI  ')).toBeNull();
    expect(validateApiTokenName('x'.repeat(60))).toBeNull();
    expect(validateApiTokenName('   ')).toBe(API_TOKEN_MESSAGES.nameRequired);
    expect(validateApiTokenName('x'.repeat(61))).toBe(API_TOKEN_MESSAGES.nameTooLong);
  });

  it('takes an expiry of 1 to 365 whole days', () => {
    expect([1, 365].map(validateApiTokenExpiry)).toEqual([null, null]);
    for (const days of [0, 366, 1.5, -3]) expect(validateApiTokenExpiry(days)).toBe(API_TOKEN_MESSAGES.expiryRange);
  });
});
