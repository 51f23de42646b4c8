/**
 * Account rules shared by the server and the client (docs/requirements.md §5 "Validation rules", §6 "Roles"):
 * limits, the exact messages, the strength score and the sign-in-required rule. Pure functions only.
 */

export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A password reset link is valid this long. */
export const RESET_TOKEN_TTL_MINUTES = 30;
/** The 'Remember me' session cookie lasts this long; without it the cookie lasts the browser session. */
export const REMEMBER_ME_DAYS = 30;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  passwordRequired: 'Password is required',
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username must be less than ${USERNAME_MAX_LENGTH} characters`,
  usernameCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordComplexity: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose a less common password.',
  confirmRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  forgotPasswordNeedsEmail: 'Please enter your email address first',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  currentPasswordWrong: 'Your current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'Your new password must be different from your current one',
  usernameEmpty: 'Username cannot be empty',
  newPasswordsDontMatch: "New passwords don't match",
  newPasswordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  resetTokenMissing: 'Invalid or missing reset token. Please check your email link.',
  resetTokenInvalid: 'Invalid reset token',
  resetTokenExpired: 'This reset link is invalid, has expired or has already been used. Please request a new one.',
  resetRequested: `If an account exists for that email address, we've sent a link to reset your password. The link expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
  passwordChanged: 'Your password has been updated',
  passwordReset: 'Your password has been successfully updated',
  accountDeleted: 'Your account has been permanently deleted',
  signedOut: 'You have been signed out',
} as const;

/** What a failed field check returns: the message to show, or null when the value is fine. */
export type FieldError = string | null;

// A pragmatic check (the browser's own type="email" rule): one @, no spaces, a dot-free-or-dotted domain.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The form of an e-mail address we store and compare: trimmed (case is kept; lookups ignore it). */
export function normalizeEmail(email: string): string {
  return email.trim();
}

export function validateEmail(email: string): FieldError {
  const value = normalizeEmail(email);
  if (value === '') return AUTH_MESSAGES.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH) return AUTH_MESSAGES.emailTooLong;
  return EMAIL_PATTERN.test(value) ? null : AUTH_MESSAGES.emailInvalid;
}

/** Username rules of the sign-up form; the value is trimmed first. */
export function validateUsername(username: string): FieldError {
  const value = username.trim();
  if (value.length < USERNAME_MIN_LENGTH) return AUTH_MESSAGES.usernameTooShort;
  if (value.length > USERNAME_MAX_LENGTH) return AUTH_MESSAGES.usernameTooLong;
  return USERNAME_PATTERN.test(value) ? null : AUTH_MESSAGES.usernameCharacters;
}

/** A password of the sign-up and reset forms (the common-password check is the server's). */
export function validateNewPassword(password: string): FieldError {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return passwordRequirements(password).every((r) => r.met) ? null : AUTH_MESSAGES.passwordComplexity;
}

export function validateConfirmation(password: string, confirmPassword: string): FieldError {
  if (confirmPassword === '') return AUTH_MESSAGES.confirmRequired;
  return password === confirmPassword ? null : AUTH_MESSAGES.passwordsDontMatch;
}

export interface SignInForm {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SignUpForm {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}

export interface ResetForm {
  password: string;
  confirmPassword: string;
}

export type FormErrors<F> = Partial<Record<keyof F, string>>;

/** The errors of a form: the failed checks only, keyed by field. */
export function collectFieldErrors<F>(checks: [keyof F, FieldError][]): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [field, error] of checks) if (error !== null) errors[field] = error;
  return errors;
}

/** docs/requirements.md §5 "Sign-in form": a valid e-mail and a non-empty password. */
export function validateSignInForm(form: SignInForm): FormErrors<SignInForm> {
  const email = validateEmail(form.email);
  return collectFieldErrors<SignInForm>([
    ['email', email === null ? null : AUTH_MESSAGES.emailInvalid],
    ['password', form.password.length === 0 ? AUTH_MESSAGES.passwordRequired : null],
  ]);
}

/** docs/requirements.md §5 "Sign-up form". */
export function validateSignUpForm(form: SignUpForm): FormErrors<SignUpForm> {
  const email = validateEmail(form.email);
  return collectFieldErrors<SignUpForm>([
    ['email', email === null ? null : AUTH_MESSAGES.emailInvalid],
    ['username', validateUsername(form.username)],
    ['password', validateNewPassword(form.password)],
    ['confirmPassword', validateConfirmation(form.password, form.confirmPassword)],
  ]);
}

/** docs/requirements.md §5 "Reset form": the sign-up password rules; the mismatch shows on the confirmation. */
export function validateResetForm(form: ResetForm): FormErrors<ResetForm> {
  return collectFieldErrors<ResetForm>([
    ['password', validateNewPassword(form.password)],
    ['confirmPassword', validateConfirmation(form.password, form.confirmPassword)],
  ]);
}

/** docs/requirements.md §5 "Username edit": not empty after trimming. The server applies the full username rules. */
export function validateUsernameEdit(username: string): FieldError {
  return username.trim() === '' ? AUTH_MESSAGES.usernameEmpty : null;
}

/** docs/requirements.md §5 "Password change" on the settings page: match first, then the length. */
export function validatePasswordChange(newPassword: string, confirmPassword: string): FieldError {
  if (newPassword !== confirmPassword) return AUTH_MESSAGES.newPasswordsDontMatch;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.newPasswordTooShort;
  return null;
}

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/** The reset page's requirements list, each with whether the password meets it. */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return [
    { label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: password.length >= PASSWORD_MIN_LENGTH },
    { label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'One number', met: /[0-9]/.test(password) },
  ];
}

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export const STRENGTH_COLORS = ['red', 'orange', 'yellow', 'blue', 'green'] as const;
export const STRENGTH_BARS = 5;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];
export type StrengthColor = (typeof STRENGTH_COLORS)[number];

export interface PasswordStrength {
  /** 0 to 5: one point each for length ≥ 8, a lowercase letter, an uppercase letter, a digit, a symbol. */
  score: number;
  label: StrengthLabel;
  color: StrengthColor;
}

/** docs/requirements.md §5 "Password strength meter": score 1 is 'Very Weak' in red, up to 5, 'Strong' in green. */
export function passwordStrength(password: string): PasswordStrength {
  const score = [
    password.length >= PASSWORD_MIN_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const index = Math.max(score, 1) - 1;
  return { score, label: STRENGTH_LABELS[index], color: STRENGTH_COLORS[index] };
}

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles are ordered: a moderator may do what a user may, an admin what a moderator may. */
export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/**
 * The message of every "you must sign in" error, over GraphQL (code UNAUTHENTICATED) and REST (401).
 * It satisfies the docs/requirements.md §6 rule below, so callers can recognise it the same way everywhere.
 */
export const SIGN_IN_REQUIRED_MESSAGE = '401: Unauthorized. Please sign in to continue.';

/**
 * docs/requirements.md §6: a sign-in-required condition is an error message starting with 401 and containing
 * Unauthorized.
 */
export function isSignInRequiredMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.startsWith('401') && message.includes('Unauthorized');
}

/**
 * Long enough for a build result's address, which carries the whole build (a guest saving a build
 * signs in and comes back to it); a request line of twice that still fits Node's header limit.
 */
const RETURN_PATH_MAX = 6000;

const RETURN_BASE = 'http://rigforge.invalid';
/** Pages that would loop if signing in went back to them (react-router ignores case and a trailing '/'). */
const NO_RETURN_PAGES = ['/sign-in', '/sign-up', '/reset-password'];

/**
 * True for a path on this origin as it stands: one leading '/', not '//' or '/\\' (a browser reads
 * both as another host), no backslash (read as '/') and no control character (tabs and newlines
 * are dropped by URL parsers, which can join '/' and '/' into '//').
 */
function isPlainPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** A percent-encoded '/', '\\' or control character: decoded by some proxy or router, it can form '//'. */
const ENCODED_SEPARATOR = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

/**
 * A same-site path to go back to after signing in (/api/login?returnTo=..., /sign-in?returnTo=...),
 * or null when the value is missing or could lead elsewhere (callers then use their default).
 * The value is normalised (dot segments resolved, as a browser would) and the RESULT is checked:
 * '/..//evil.com' normalises to '//evil.com', another host, and is refused. Encoded separators in
 * the path ('%2F', '%5C', '%09'...) are refused too, and so is anything that normalising again
 * would change.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (!isPlainPath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== RETURN_BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPath(path) || ENCODED_SEPARATOR.test(url.pathname)) return null;
  if (new URL(path, RETURN_BASE).href !== url.href) return null;
  // Going back to an auth page after signing in would loop; the API is not a page.
  const page = url.pathname.toLowerCase().replace(/\/+$/, '');
  if (NO_RETURN_PAGES.includes(page) || page === '/api' || page.startsWith('/api/')) return null;
  return path;
}

/** 'in 15 minutes', 'in 1 minute', 'in 40 seconds': when a rate-limited action may be tried again. */
export function retryAfterText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}
