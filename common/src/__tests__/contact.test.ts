import {
  CONTACT_MESSAGES,
  CONTACT_MIN_FILL_MS,
  contactHoldMs,
  looksAutomated,
  sentTooSoon,
  validateContactForm,
  validateContactMessage,
} from '../contact';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Build Help', message: 'Which PSU?' };

describe('the contact form rules', () => {
  it('says the SPEC §8 strings verbatim', () => {
    expect(CONTACT_MESSAGES).toMatchObject({
      sent: 'Message Sent!',
      sentDetail: "We'll get back to you within 24 hours.",
      failed: 'Failed to send message. Please try again.',
      messageTooLong: 'Message must be at most 5,000 characters',
    });
  });

  it('accepts a complete form', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('requires every field (blank counts as missing) and a valid e-mail', () => {
    expect(validateContactForm({ name: ' ', email: 'nope', subject: '', message: '\n\t' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
    expect(validateContactForm({ ...valid, email: '' }).email).toBe('Please enter a valid email address');
  });

  it('caps the lengths, counting the trimmed text', () => {
    expect(validateContactMessage('x'.repeat(5000))).toBeNull();
    expect(validateContactMessage(` ${'x'.repeat(5000)} `)).toBeNull();
    expect(validateContactMessage('x'.repeat(5001))).toBe(CONTACT_MESSAGES.messageTooLong);
    expect(validateContactForm({ ...valid, name: 'n'.repeat(101), subject: 's'.repeat(201) })).toEqual({
      name: CONTACT_MESSAGES.nameTooLong,
      subject: CONTACT_MESSAGES.subjectTooLong,
    });
  });

  it('takes only a filled honeypot for a bot', () => {
    expect(looksAutomated('')).toBe(false);
    expect(looksAutomated(undefined)).toBe(false);
    expect(looksAutomated(null)).toBe(false);
    expect(looksAutomated('http://spam.example')).toBe(true);
  });

  it('calls a send too soon only when a fill time under the minimum is reported', () => {
    expect(sentTooSoon(CONTACT_MIN_FILL_MS - 1)).toBe(true);
    expect(sentTooSoon(0)).toBe(true);
    expect(sentTooSoon(CONTACT_MIN_FILL_MS)).toBe(false);
    expect(sentTooSoon(60_000)).toBe(false);
    expect(sentTooSoon(null)).toBe(false);
    expect(sentTooSoon(undefined)).toBe(false);
  });

  it('holds a fast send for the rest of the minimum time, and no longer', () => {
    expect(contactHoldMs(0)).toBe(CONTACT_MIN_FILL_MS);
    expect(contactHoldMs(1200)).toBe(CONTACT_MIN_FILL_MS - 1200);
    expect(contactHoldMs(2999.2)).toBe(1);
    expect(contactHoldMs(CONTACT_MIN_FILL_MS)).toBe(0);
    expect(contactHoldMs(60_000)).toBe(0);
    // A clock set back, or no time at all: the whole minimum, never more.
    expect(contactHoldMs(-5000)).toBe(CONTACT_MIN_FILL_MS);
    expect(contactHoldMs(Number.NaN)).toBe(CONTACT_MIN_FILL_MS);
    // Held that long, the send is never too soon.
    for (const elapsed of [0, 1, 1500, 2999, 3000]) expect(sentTooSoon(elapsed + contactHoldMs(elapsed))).toBe(false);
  });
});
