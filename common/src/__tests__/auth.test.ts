import {
  AUTH_MESSAGES,
  isRole,
  isSignInRequiredMessage,
  passwordRequirements,
  passwordStrength,
  retryAfterText,
  roleAtLeast,
  safeReturnPath,
  SIGN_IN_REQUIRED_MESSAGE,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
  validatePasswordChange,
  validateResetForm,
  validateSignInForm,
  validateSignUpForm,
  validateUsername,
  validateUsernameEdit,
} from '../index';

describe('the docs/requirements.md §5 messages', () => {
  it('are verbatim', () => {
    expect(AUTH_MESSAGES).toMatchObject({
      emailInvalid: 'Please enter a valid email address',
      passwordRequired: 'Password is required',
      usernameTooShort: 'Username must be at least 3 characters',
      usernameTooLong: 'Username must be less than 20 characters',
      usernameCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
      passwordTooShort: 'Password must be at least 8 characters',
      passwordComplexity: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      confirmRequired: 'Please confirm your password',
      passwordsDontMatch: "Passwords don't match",
      forgotPasswordNeedsEmail: 'Please enter your email address first',
      invalidCredentials: 'Invalid email or password. Please try again.',
      usernameEmpty: 'Username cannot be empty',
      newPasswordsDontMatch: "New passwords don't match",
      newPasswordTooShort: 'Password must be at least 8 characters long',
      resetTokenMissing: 'Invalid or missing reset token. Please check your email link.',
      resetTokenInvalid: 'Invalid reset token',
    });
  });
});

describe('validateEmail', () => {
  it.each(['a@b.co', ' Someone.Else+tag@Example.COM ', "o'neil@mail.example.org"])('accepts %p', (email) => {
    expect(validateEmail(email)).toBeNull();
  });
  it.each(['', '   ', 'plain', 'a@b', 'a b@c.de', '@c.de', 'a@.de', 'a@-b.de', 'a@@b.de'])('refuses %p', (email) => {
    expect(validateEmail(email)).not.toBeNull();
  });
  it('limits the length', () => {
    expect(validateEmail(`${'a'.repeat(250)}@b.co`)).toBe('Email must be at most 254 characters');
  });
});

describe('validateUsername', () => {
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['  ab  ', 'Username must be at least 3 characters'],
    ['a'.repeat(21), 'Username must be less than 20 characters'],
    ['bad name', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['émile', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['<b>x</b>', 'Username can only contain letters, numbers, underscores, and hyphens'],
  ])('%p gives %p', (username, message) => {
    expect(validateUsername(username)).toBe(message);
  });
  it.each(['abc', 'a'.repeat(20), 'Rig_Forge-99', ' trimmed '])('accepts %p', (username) => {
    expect(validateUsername(username)).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it.each([
    ['', 'Password must be at least 8 characters'],
    ['Ab1defg', 'Password must be at least 8 characters'],
    ['abcdefgh1', 'Password must contain at least one lowercase letter, one uppercase letter, and one number'],
    ['ABCDEFGH1', 'Password must contain at least one lowercase letter, one uppercase letter, and one number'],
    ['Abcdefghi', 'Password must contain at least one lowercase letter, one uppercase letter, and one number'],
    [`Ab1${'x'.repeat(126)}`, 'Password must be at most 128 characters'],
  ])('%p gives %p', (password, message) => {
    expect(validateNewPassword(password)).toBe(message);
  });
  it('accepts 8 to 128 characters with the three kinds', () => {
    expect(validateNewPassword('Abcdefg1')).toBeNull();
    expect(validateNewPassword(`Ab1${'x'.repeat(125)}`)).toBeNull();
  });
});

describe('form validation', () => {
  it('checks the sign-in form', () => {
    expect(validateSignInForm({ email: '', password: '', rememberMe: false })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(validateSignInForm({ email: 'a@b.co', password: 'x', rememberMe: true })).toEqual({});
  });

  it('checks the sign-up form', () => {
    expect(validateSignUpForm({ email: 'nope', username: 'x', password: 'short', confirmPassword: '' })).toEqual({
      email: 'Please enter a valid email address',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      validateSignUpForm({ email: 'a@b.co', username: 'gamer', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
    expect(
      validateSignUpForm({ email: 'a@b.co', username: 'gamer', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }),
    ).toEqual({});
  });

  it('puts the reset mismatch on the confirmation field', () => {
    expect(validateResetForm({ password: 'Abcdefg1', confirmPassword: 'Abcdefg9' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(validateConfirmation('x', '')).toBe('Please confirm your password');
  });

  it('checks the username edit and the password change of the settings page', () => {
    expect(validateUsernameEdit('   ')).toBe('Username cannot be empty');
    expect(validateUsernameEdit(' a ')).toBeNull();
    expect(validatePasswordChange('Abcdefg1', 'Abcdefg2')).toBe("New passwords don't match");
    expect(validatePasswordChange('short', 'short')).toBe('Password must be at least 8 characters long');
    expect(validatePasswordChange('long enough', 'long enough')).toBeNull();
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak', 'red'],
    ['a', 1, 'Very Weak', 'red'],
    ['aB', 2, 'Weak', 'orange'],
    ['aB3', 3, 'Fair', 'yellow'],
    ['abcdefgh', 2, 'Weak', 'orange'],
    ['aB3!', 4, 'Good', 'blue'],
    ['abcdefG1', 4, 'Good', 'blue'],
    ['abcdeG1!', 5, 'Strong', 'green'],
    ['!!!!', 1, 'Very Weak', 'red'],
    ['ÉÉÉ', 1, 'Very Weak', 'red'],
  ])('%p scores %d (%s, %s)', (password, score, label, color) => {
    expect(passwordStrength(password)).toEqual({ score, label, color });
  });

  it('lists the reset requirements', () => {
    expect(passwordRequirements('abcdefgH')).toEqual([
      { label: 'At least 8 characters', met: true },
      { label: 'One lowercase letter', met: true },
      { label: 'One uppercase letter', met: true },
      { label: 'One number', met: false },
    ]);
  });
});

describe('roles', () => {
  it('orders user < moderator < admin', () => {
    expect(roleAtLeast('admin', 'moderator')).toBe(true);
    expect(roleAtLeast('moderator', 'moderator')).toBe(true);
    expect(roleAtLeast('user', 'moderator')).toBe(false);
    expect(roleAtLeast('moderator', 'admin')).toBe(false);
    expect(isRole('admin')).toBe(true);
    expect(isRole('root')).toBe(false);
  });
});

describe('the sign-in-required rule (docs/requirements.md §6)', () => {
  it('matches a message starting with 401 and containing Unauthorized', () => {
    expect(isSignInRequiredMessage(SIGN_IN_REQUIRED_MESSAGE)).toBe(true);
    expect(isSignInRequiredMessage('401: {"message":"Unauthorized"}')).toBe(true);
    expect(isSignInRequiredMessage('Unauthorized')).toBe(false);
    expect(isSignInRequiredMessage('403: Unauthorized')).toBe(false);
    expect(isSignInRequiredMessage('401: Forbidden')).toBe(false);
    expect(isSignInRequiredMessage(undefined)).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/guides?step=usecase#top', '/guides?step=usecase#top'],
    ['/a/../settings', '/settings'],
    ['/./builds/../settings?next=//x#//y', '/settings?next=//x#//y'],
    ['/builds/%E2%9C%93', '/builds/%E2%9C%93'],
    ['/builds/a%252Fb', '/builds/a%252Fb'],
    // A build result carries its build in the address (a few kB).
    [`/build-result?data=${'%7B'.repeat(1500)}`, `/build-result?data=${'%7B'.repeat(1500)}`],
  ])('keeps %p', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
  it.each([
    undefined,
    '',
    'settings',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '/\u0000x',
    '/\tx',
    'javascript:alert(1)',
    '/sign-in',
    '/api/logout',
    `/${'a'.repeat(6000)}`,
    ['/x'],
  ])('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  // Issue 12: the raw value looked fine but its normalised form led to another host.
  const OPEN_REDIRECTS = [
    '/..//evil.com',
    '/a/../..//evil.com/x',
    '/./%2F/evil.com',
    '/.//evil.com',
    '/%2e%2e//x',
    '/%2E%2E//evil.com',
    '/.%2e//evil.com',
    '/%2e/%2e%2e//evil.com',
    '/a/..//evil.com',
    '/%2F%2Fevil.com',
    '/%2fevil.com',
    '/%5C%5Cevil.com',
    '/%5cevil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r//evil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    '/%00/evil.com',
    '/\u007f/evil.com',
    '///evil.com',
    'https:evil.com',
    'https:/evil.com',
    'https://evil.com',
    'http:\\\\evil.com',
    '//evil.com@rigforge.invalid',
    'data:text/html,x',
    '/SIGN-IN',
    '/sign-in/',
    '/api',
  ];
  it.each(OPEN_REDIRECTS)('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('returns only paths that stay on this origin and are their own normal form', () => {
    const base = 'http://rigforge.invalid';
    for (const value of OPEN_REDIRECTS.flatMap((v) => [v, `/a${v}`, `/a/b/..${v}`])) {
      const path = safeReturnPath(value);
      if (path === null) continue;
      expect(new URL(path, base).origin).toBe(base);
      expect(path.startsWith('//')).toBe(false);
      expect(safeReturnPath(path)).toBe(path);
    }
  });
});

describe('retryAfterText', () => {
  it.each([
    [0.2, 'in 1 second'],
    [40, 'in 40 seconds'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [900, 'in 15 minutes'],
    [3600, 'in 1 hour'],
    [7200, 'in 2 hours'],
  ])('%d s is %p', (seconds, text) => {
    expect(retryAfterText(seconds)).toBe(text);
  });
});
