import {
  CONTACT_MESSAGES,
  CONTACT_MIN_FILL_MS,
  looksAutomated,
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

  it('takes a filled honeypot, a fast fill or no fill time for a bot', () => {
    expect(looksAutomated('', CONTACT_MIN_FILL_MS)).toBe(false);
    expect(looksAutomated(undefined, 60_000)).toBe(false);
    expect(looksAutomated('http://spam.example', 60_000)).toBe(true);
    expect(looksAutomated('', CONTACT_MIN_FILL_MS - 1)).toBe(true);
    expect(looksAutomated(null, null)).toBe(false);
    expect(looksAutomated(undefined, undefined)).toBe(false);
  });
});
