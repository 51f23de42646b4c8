import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { AUTH_MESSAGES } from '@rigforge/common';
import { RequestPasswordResetDocument, ResetPasswordDocument, SignInDocument, SignUpDocument } from '../auth.generated';
import { serverError } from '../../../test/mocks/errors';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { RESET_SIGNED_OUT_ELSEWHERE, ResetPasswordPage } from '../ResetPasswordPage';
import { SignInPage } from '../SignInPage';
import { SignUpPage } from '../SignUpPage';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

startMockApi();

/** The fake clock for the popups' delays; the answers' way over HTTP (msw) keeps its own ticks. */
function useFakeClock() {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
}

/**
 * Answers `document` with `answer`, recording each request's variables in the list returned
 * (what the page sent).
 */
function recordVariables<V>(
  on: (respond: (info: { variables: V }) => Response) => Parameters<typeof server.use>[0],
  answer: () => Response,
): V[] {
  const seen: V[] = [];
  server.use(
    on(({ variables }) => {
      seen.push(variables);
      return answer();
    }),
  );
  return seen;
}

function renderRoute(element: React.ReactElement, path: string) {
  renderWithApi(
    {
      '/': <p>Home page</p>,
      '/settings': <p>Settings page</p>,
      '/sign-in': path.startsWith('/sign-in') ? element : <p>Sign-in page</p>,
      '/sign-up': element,
      '/reset-password': element,
    },
    { at: path },
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('SignInPage', () => {
  it('checks the fields with the required messages', () => {
    renderRoute(<SignInPage />, '/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows and hides the password', () => {
    renderRoute(<SignInPage />, '/sign-in');
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('asks for the e-mail before sending a reset link, then says what happened', async () => {
    const seen = recordVariables(
      (respond) => graphql.mutation(RequestPasswordResetDocument, respond),
      () => HttpResponse.json({ data: { requestPasswordReset: AUTH_MESSAGES.resetRequested } }),
    );
    renderRoute(<SignInPage />, '/sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address first');
    type('Email', 'a@b.co');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetRequested)).toBeInTheDocument();
    expect(seen).toEqual([{ email: 'a@b.co' }]);
  });

  it('shows the server message when signing in fails', async () => {
    const seen = recordVariables(
      (respond) => graphql.mutation(SignInDocument, respond),
      () => serverError('BAD_USER_INPUT', AUTH_MESSAGES.invalidCredentials),
    );
    renderRoute(<SignInPage />, '/sign-in');
    type('Email', 'a@b.co');
    type('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    expect(seen).toEqual([{ email: 'a@b.co', password: 'x', rememberMe: false }]);
  });

  it('with remember me, shows the save popup for 2 s, then the toast, then goes to the return path', async () => {
    useFakeClock();
    const seen = recordVariables(
      (respond) => graphql.mutation(SignInDocument, respond),
      () => HttpResponse.json({ data: { signIn: TEST_USER } }),
    );
    renderRoute(<SignInPage />, '/sign-in?returnTo=%2Fsettings');
    type('Email', 'a@b.co');
    type('Password', 'x');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Login Information?' });
    expect(within(dialog).getByRole('button', { name: 'Not Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in successful')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Settings page')).toBeInTheDocument();
    expect(await screen.findByText('Sign in successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, gamer_one!')).toBeInTheDocument();
    expect(seen).toEqual([{ email: 'a@b.co', password: 'x', rememberMe: true }]);
  });
});

describe('SignUpPage', () => {
  it('checks every field with the required messages', () => {
    renderRoute(<SignUpPage />, '/sign-up');
    type('Email Address', 'nope');
    type('Username', 'a b');
    type('Password', 'abcdefgh');
    type('Confirm Password', 'abcdefgi');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Username can only contain letters, numbers, underscores, and hyphens'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Password must contain at least one lowercase letter, one uppercase letter, and one number'),
    ).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('shows the strength meter only once something is typed', () => {
    renderRoute(<SignUpPage />, '/sign-up');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    type('Password', 'abc');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very Weak');
    type('Password', 'abcdefG1!');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '5');
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(meter.querySelectorAll('[data-filled="true"]')).toHaveLength(5);
  });

  it('shows the server message in a red alert', async () => {
    const seen = recordVariables(
      (respond) => graphql.mutation(SignUpDocument, respond),
      () => serverError('CONFLICT', AUTH_MESSAGES.emailTaken),
    );
    renderRoute(<SignUpPage />, '/sign-up');
    type('Email Address', 'a@b.co');
    type('Username', 'gamer');
    type('Password', 'Abcdefg1');
    type('Confirm Password', 'Abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailTaken);
    expect(seen).toEqual([{ email: 'a@b.co', username: 'gamer', password: 'Abcdefg1' }]);
  });

  it("pops up 'Account Created!', then after 2.5 s the toast and the home page", async () => {
    useFakeClock();
    const seen = recordVariables(
      (respond) => graphql.mutation(SignUpDocument, respond),
      () => HttpResponse.json({ data: { signUp: TEST_USER } }),
    );
    renderRoute(<SignUpPage />, '/sign-up');
    type('Email Address', 'a@b.co');
    type('Username', 'gamer_one');
    type('Password', 'Tr1cky-Pangolin');
    type('Confirm Password', 'Tr1cky-Pangolin');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const popup = await screen.findByRole('dialog', { name: 'Account Created!' });
    expect(popup).toHaveTextContent('Would you like to save your login information for faster access?');
    fireEvent.click(within(popup).getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.getByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/Demo Mode/i)).not.toBeInTheDocument();
    expect(seen).toEqual([{ email: 'a@b.co', username: 'gamer_one', password: 'Tr1cky-Pangolin' }]);
  });
});

describe('ResetPasswordPage', () => {
  it('without a token, says so and disables the submit', () => {
    renderRoute(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid or missing reset token. Please check your email link.',
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Remember your password? Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('lists the requirements, puts the mismatch on the confirmation, and finishes with a redirect', async () => {
    useFakeClock();
    const seen = recordVariables(
      (respond) => graphql.mutation(ResetPasswordDocument, respond),
      () => HttpResponse.json({ data: { resetPassword: true } }),
    );
    renderRoute(<ResetPasswordPage />, '/reset-password?token=abc');
    const list = screen.getByRole('list', { name: 'Password requirements:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'At least 8 characters(not met yet)',
      'One lowercase letter(not met yet)',
      'One uppercase letter(not met yet)',
      'One number(not met yet)',
    ]);
    type('New Password', 'Tr1cky-Pangolin');
    type('Confirm New Password', 'Tr1cky-Pangolim');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
    type('Confirm New Password', 'Tr1cky-Pangolin');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Reset Complete')).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully updated')).toBeInTheDocument();
    expect(screen.getByText(RESET_SIGNED_OUT_ELSEWHERE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In Now' })).toHaveAttribute('href', '/sign-in');
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.getByText('Sign-in page')).toBeInTheDocument());
    expect(seen).toEqual([{ token: 'abc', password: 'Tr1cky-Pangolin' }]);
  });
});
