/**
 * The contact form's rules, shared by the server and the client (docs/requirements.md §5 "Contact form", §8, §9):
 * limits, the exact messages, the support topics and the field checks. Pure functions only.
 */
import { AUTH_MESSAGES, collectFieldErrors, validateEmail, type FieldError, type FormErrors } from './auth-forms';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/**
 * The least time between showing the form and sending it. The site's form holds a faster send
 * (autofill makes one ordinary) until then; the server refuses a faster one with
 * CONTACT_TOO_SOON_MESSAGE, never answering it as sent.
 */
export const CONTACT_MIN_FILL_MS = 3000;
/** The confirmation view turns back into the form after this long (§9). */
export const CONTACT_SUCCESS_RESET_MS = 3000;
/** The name of the hidden field a person leaves empty and a form-filling bot fills in. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  sent: 'Message Sent!',
  sentDetail: "We'll get back to you within 24 hours.",
  failed: 'Failed to send message. Please try again.',
  tooSoon: 'Please wait a few seconds before sending your message.',
} as const;

/** The support topic badges: picking one fills the subject. */
export const SUPPORT_TOPICS = [
  'Build Help',
  'Compatibility Question',
  'Pricing & Retailers',
  'Account & Saved Builds',
  'Bug Report',
  'Feature Request',
] as const;

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

function required(value: string, max: number, missing: string, tooLong: string): FieldError {
  const text = value.trim();
  if (text === '') return missing;
  return text.length > max ? tooLong : null;
}

export const validateContactName = (name: string): FieldError =>
  required(name, CONTACT_NAME_MAX_LENGTH, CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.nameTooLong);

/** Any e-mail problem reads as the one message of §8, as on the sign-in form. */
export const validateContactEmail = (email: string): FieldError =>
  validateEmail(email) === null ? null : CONTACT_MESSAGES.emailInvalid;

export const validateContactSubject = (subject: string): FieldError =>
  required(subject, CONTACT_SUBJECT_MAX_LENGTH, CONTACT_MESSAGES.subjectRequired, CONTACT_MESSAGES.subjectTooLong);

export const validateContactMessage = (message: string): FieldError =>
  required(message, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGES.messageTooLong);

/** §5 "Contact form": every field required, the e-mail valid; lengths capped. */
export function validateContactForm(form: ContactForm): FormErrors<ContactForm> {
  return collectFieldErrors<ContactForm>([
    ['name', validateContactName(form.name)],
    ['email', validateContactEmail(form.email)],
    ['subject', validateContactSubject(form.subject)],
    ['message', validateContactMessage(form.message)],
  ]);
}

/**
 * A bot's submission: the honeypot filled in. It is answered as sent and dropped (nothing stored,
 * mailed or counted); a person never fills the hidden field.
 */
export function looksAutomated(honeypot: string | null | undefined): boolean {
  return honeypot !== null && honeypot !== undefined && honeypot !== '';
}

/**
 * A form reported as sent sooner than CONTACT_MIN_FILL_MS after it was shown. The site's form always
 * reports its fill time and holds a fast send (contactHoldMs); an API client that sends only the
 * documented fields is not held to it.
 */
export function sentTooSoon(fillTimeMs: number | null | undefined): boolean {
  return fillTimeMs !== null && fillTimeMs !== undefined && fillTimeMs < CONTACT_MIN_FILL_MS;
}

/**
 * How long the form holds a send made `elapsedMs` after it was shown: the rest of CONTACT_MIN_FILL_MS,
 * 0 once that has passed, never more than CONTACT_MIN_FILL_MS (a clock set back), and the whole of it
 * for a time that is not a number.
 */
export function contactHoldMs(elapsedMs: number): number {
  if (Number.isNaN(elapsedMs)) return CONTACT_MIN_FILL_MS;
  return Math.min(CONTACT_MIN_FILL_MS, Math.max(0, Math.ceil(CONTACT_MIN_FILL_MS - elapsedMs)));
}
