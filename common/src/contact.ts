/**
 * The contact form's rules, shared by the server and the client (SPEC §5 "Contact form", §8, §9):
 * limits, the exact messages, the support topics and the field checks. Pure functions only.
 */
import { AUTH_MESSAGES, collectFieldErrors, validateEmail, type FieldError, type FormErrors } from './auth-forms';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** A form sent sooner than this after it was shown is a bot's: it is answered as sent, and dropped. */
export const CONTACT_MIN_FILL_MS = 3000;
/** The confirmation view turns back into the form after this long (SPEC §9). */
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

/** Any e-mail problem reads as the SPEC's one message, as on the sign-in form. */
export const validateContactEmail = (email: string): FieldError =>
  validateEmail(email) === null ? null : CONTACT_MESSAGES.emailInvalid;

export const validateContactSubject = (subject: string): FieldError =>
  required(subject, CONTACT_SUBJECT_MAX_LENGTH, CONTACT_MESSAGES.subjectRequired, CONTACT_MESSAGES.subjectTooLong);

export const validateContactMessage = (message: string): FieldError =>
  required(message, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGES.messageTooLong);

/** SPEC §5 "Contact form": every field required, the e-mail valid; lengths capped. */
export function validateContactForm(form: ContactForm): FormErrors<ContactForm> {
  return collectFieldErrors<ContactForm>([
    ['name', validateContactName(form.name)],
    ['email', validateContactEmail(form.email)],
    ['subject', validateContactSubject(form.subject)],
    ['message', validateContactMessage(form.message)],
  ]);
}

/**
 * A bot's submission: the honeypot filled in, or a form sent faster than a person types. The site's form
 * always reports its fill time; an API client that sends only the documented fields is not taken for a bot.
 */
export function looksAutomated(honeypot: string | null | undefined, fillTimeMs: number | null | undefined): boolean {
  if (honeypot !== null && honeypot !== undefined && honeypot !== '') return true;
  return fillTimeMs !== null && fillTimeMs !== undefined && fillTimeMs < CONTACT_MIN_FILL_MS;
}
