import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Check, CircleCheck, KeyRound, X } from 'lucide-react';
import clsx from 'clsx';
import {
  AUTH_MESSAGES,
  passwordRequirements,
  validateResetForm,
  type FormErrors,
  type ResetForm,
} from '@rigforge/common';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useResetPasswordMutation } from './auth.generated';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { AuthCard } from './components/AuthCard';

/** docs/requirements.md §9 "Delays": the success view goes to sign-in after this long. */
export const RESET_REDIRECT_MS = 3000;

function Requirements({ password }: { password: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-muted px-4 py-3">
      <p id="password-requirements" className="text-sm font-medium text-fg">
        Password requirements:
      </p>
      <ul aria-labelledby="password-requirements" className="mt-2 grid gap-1 text-sm">
        {passwordRequirements(password).map(({ label, met }) => (
          <li
            key={label}
            className={clsx('flex items-center gap-2', met ? 'text-green-800 dark:text-green-300' : 'text-muted')}
          >
            {met ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
            {label}
            <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A reset ends every session of the account (server auth.service resetPassword): the person should know. */
export const RESET_SIGNED_OUT_ELSEWHERE =
  'For your security, every device that was signed in to your account has been signed out. Sign in again with your new password.';

function ResetComplete() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/sign-in', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="status" className="flex flex-col items-center text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-green-100 dark:bg-green-400/15">
        <CircleCheck aria-hidden="true" className="size-7 text-green-800 dark:text-green-300" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-fg">Password Reset Complete</h2>
      <p className="mt-2 text-muted">{AUTH_MESSAGES.passwordReset}</p>
      <p className="mt-2 text-sm text-fg">{RESET_SIGNED_OUT_ELSEWHERE}</p>
      <p className="mt-1 text-sm text-muted">You will be redirected to the sign-in page in a few seconds.</p>
      <ButtonLink to="/sign-in" size="lg" className="mt-6 w-full">
        Sign In Now
      </ButtonLink>
    </div>
  );
}

/** The static demo keeps no passwords (docs/static-deployment.md): it says so, and how to sign in, instead of a form that cannot work. */
function DemoReset() {
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="info">{AUTH_MESSAGES.demoReset}</Alert>
      <ButtonLink to="/sign-in" size="lg" className="w-full">
        Sign In Now
      </ButtonLink>
    </div>
  );
}

/** /reset-password?token=... (docs/requirements.md §2 "Reset password"). */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const [form, setForm] = useState<ResetForm>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FormErrors<ResetForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const set = (key: keyof ResetForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (token === '') {
      setFailure(AUTH_MESSAGES.resetTokenInvalid);
      return;
    }
    const found = validateResetForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await resetPassword({ variables: { token, password: form.password } });
      setDone(true);
    } catch (error) {
      setFailure(serverMessage(error) ?? 'Failed to reset password. Please try again.');
    }
  };

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your RigForge account"
      footer={
        done || __RIGFORGE_STATIC__ ? null : (
          <Link to="/sign-in" className="font-semibold text-accent hover:underline">
            Remember your password? Sign in
          </Link>
        )
      }
    >
      {__RIGFORGE_STATIC__ ? (
        <DemoReset />
      ) : done ? (
        <ResetComplete />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
          {token === '' ? <Alert tone="error">{AUTH_MESSAGES.resetTokenMissing}</Alert> : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <TextField
            label="New Password"
            type="password"
            name="password"
            autoComplete="new-password"
            placeholder="Enter a new password"
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Repeat the new password"
            value={form.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
            error={errors.confirmPassword}
          />
          <Requirements password={form.password} />
          <Button type="submit" size="lg" disabled={loading || token === ''} className="w-full">
            <KeyRound aria-hidden="true" className="size-4" />
            {loading ? 'Resetting Password...' : 'Reset Password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
