import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import {
  AUTH_MESSAGES,
  safeReturnPath,
  validateEmail,
  validateSignInForm,
  type FormErrors,
  type SignInForm,
} from '@rigforge/common';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/toast';
import { useRequestPasswordResetMutation, useSignInMutation } from './auth.generated';
import { saveLoginInBrowser } from '../../lib/credentials';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { useSetSessionUser, type CurrentUser } from '../../lib/session/useSession';
import { AuthCard } from './components/AuthCard';
import { SaveLoginDialog } from './components/SaveLoginDialog';

/** docs/requirements.md §9 "Delays": the remember-me popup shows this long before the toast and the redirect. */
export const SAVE_LOGIN_POPUP_MS = 2000;

type Notice = { tone: 'error' | 'success'; text: string };

/** /sign-in (docs/requirements.md §2 "Sign-in"): e-mail, password, remember me, forgot password. */
export function SignInPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo')) ?? '/';
  const { toast } = useToast();
  const setSessionUser = useSetSessionUser();
  const [signIn, { loading }] = useSignInMutation();
  const [requestReset, { loading: requesting }] = useRequestPasswordResetMutation();

  const [form, setForm] = useState<SignInForm>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<FormErrors<SignInForm>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [signedIn, setSignedIn] = useState<CurrentUser | null>(null);
  const finished = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const finish = (user: CurrentUser) => {
    if (finished.current) return;
    finished.current = true;
    if (timer.current) clearTimeout(timer.current);
    setSignedIn(null);
    setSessionUser(user);
    toast({
      title: 'Sign in successful',
      description: __RIGFORGE_STATIC__
        ? `Welcome back, ${user.username}! (Demo Mode: signed in in this browser only)`
        : `Welcome back, ${user.username}!`,
      variant: 'success',
    });
    navigate(returnTo, { replace: true });
  };

  const set = <K extends keyof SignInForm>(key: K, value: SignInForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = validateSignInForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await signIn({
        variables: { email: form.email.trim(), password: form.password, rememberMe: form.rememberMe },
      });
      const user = data?.signIn;
      if (!user) throw new Error('no data');
      if (form.rememberMe) {
        setSignedIn(user);
        timer.current = setTimeout(() => finish(user), SAVE_LOGIN_POPUP_MS);
      } else finish(user);
    } catch (error) {
      setNotice({ tone: 'error', text: serverMessage(error) ?? 'Failed to sign in' });
    }
  };

  const onForgot = async () => {
    setNotice(null);
    if (form.email.trim() === '') {
      setNotice({ tone: 'error', text: AUTH_MESSAGES.forgotPasswordNeedsEmail });
      return;
    }
    if (validateEmail(form.email) !== null) {
      setErrors((e) => ({ ...e, email: AUTH_MESSAGES.emailInvalid }));
      return;
    }
    try {
      const { data } = await requestReset({ variables: { email: form.email.trim() } });
      if (__RIGFORGE_STATIC__) {
        toast({ title: 'Demo Mode', description: data?.requestPasswordReset ?? AUTH_MESSAGES.resetRequested });
        return;
      }
      setNotice({ tone: 'success', text: data?.requestPasswordReset ?? AUTH_MESSAGES.resetRequested });
    } catch (error) {
      setNotice({ tone: 'error', text: serverMessage(error) ?? 'Failed to send reset email. Please try again.' });
    }
  };

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to your RigForge account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/sign-up" className="font-semibold text-accent hover:underline">
            Create Account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          placeholder="you@example.com"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
          labelAside={
            <button
              type="button"
              onClick={() => void onForgot()}
              disabled={requesting}
              className="text-sm font-medium text-accent hover:underline disabled:opacity-60"
            >
              Forgot password?
            </button>
          }
        />
        <label className="flex items-center gap-2.5 text-sm text-fg">
          <input
            type="checkbox"
            name="rememberMe"
            checked={form.rememberMe}
            onChange={(e) => set('rememberMe', e.target.checked)}
            className="size-4 rounded border-line-strong accent-violet-600"
          />
          Remember me
        </label>
        <Button type="submit" size="lg" disabled={loading || signedIn !== null} className="w-full">
          <LogIn aria-hidden="true" className="size-4" />
          {loading ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <SaveLoginDialog
        open={signedIn !== null}
        title="Save Login Information?"
        description="Would you like to save your login information for faster access?"
        onDismiss={() => signedIn && finish(signedIn)}
        onSave={() => {
          if (!signedIn) return;
          void saveLoginInBrowser({ id: form.email.trim(), password: form.password, name: signedIn.username });
          finish(signedIn);
        }}
      />
    </AuthCard>
  );
}
