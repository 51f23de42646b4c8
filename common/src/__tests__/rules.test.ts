// The field rules both transports' edges and the client's forms apply (comments, price alerts and
// comparisons, the change-password form).
import {
  AUTH_MESSAGES,
  COMMENT_MAX_LENGTH,
  COMMENT_TEXT_MESSAGES,
  PRICE_TARGET_MESSAGES,
  PRICING_NAME_MESSAGES,
  validateCommentText,
  validateCurrentPassword,
  validatePricingName,
  validateTargetCents,
} from '..';

describe('comment text', () => {
  it('is judged trimmed: 1 to 1,000 characters (not UTF-16 units)', () => {
    expect(validateCommentText('  hi  ')).toBeNull();
    expect(validateCommentText(' \n ')).toBe(COMMENT_TEXT_MESSAGES.empty);
    expect(validateCommentText(` ${'🎮'.repeat(COMMENT_MAX_LENGTH)} `)).toBeNull();
    expect(validateCommentText('a'.repeat(COMMENT_MAX_LENGTH + 1))).toBe(COMMENT_TEXT_MESSAGES.tooLong);
  });
});

describe('price alert target', () => {
  it.each([
    [1, null],
    [10_000_000, null],
    [0, PRICE_TARGET_MESSAGES.tooLow],
    [199.5, PRICE_TARGET_MESSAGES.tooLow],
    [10_000_001, PRICE_TARGET_MESSAGES.tooHigh],
  ])('%p cents: %p', (amount, message) => {
    expect(validateTargetCents(amount)).toBe(message);
  });
});

describe('price comparison name', () => {
  it('allows 300 characters once trimmed', () => {
    expect(validatePricingName(`  ${'x'.repeat(300)}  `)).toBeNull();
    expect(validatePricingName('x'.repeat(301))).toBe(PRICING_NAME_MESSAGES.tooLong);
  });
});

describe('current password', () => {
  it('is required; whether it is right is the server’s', () => {
    expect(validateCurrentPassword('')).toBe(AUTH_MESSAGES.currentPasswordRequired);
    expect(validateCurrentPassword('anything')).toBeNull();
  });
});
