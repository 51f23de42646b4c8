/**
 * The account forms' rules shared by the server and the client (docs/requirements.md §5
 * "Validation rules"): limits, the exact messages and the strength score. Pure functions only.
 * (Apart from auth.ts so that the pages without an account form do not carry them.)
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
  /** The static demo's answer to a password reset (docs/requirements.md §8 "Static deployment"). */
  demoReset: 'In demo mode, password reset is not available. Use any email/password to sign in.',
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

/** The current password of the change-password form: required (whether it is right is the server's). */
export function validateCurrentPassword(password: string): FieldError {
  return password === '' ? AUTH_MESSAGES.currentPasswordRequired : null;
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
