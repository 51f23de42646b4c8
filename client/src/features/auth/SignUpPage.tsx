import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { validateSignUpForm, type FormErrors, type SignUpForm } from '@rigforge/common';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/toast';
import { useUpdatePreferencesMutation } from '../../lib/session/session.generated';
import { useSignUpMutation } from './auth.generated';
import { saveLoginInBrowser } from '../../lib/credentials';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { useSetSessionUser, type CurrentUser } from '../../lib/session/useSession';
import { useTheme } from '../../lib/theme';
import { AuthCard } from './components/AuthCard';
import { SaveLoginDialog } from './components/SaveLoginDialog';
import { StrengthMeter } from './components/StrengthMeter';

/** docs/requirements.md §9 "Delays": the toast and the redirect come this long after the account is created. */
export const SIGN_UP_REDIRECT_MS = 2500;

const EMPTY: SignUpForm = { email: '', username: '', password: '', confirmPassword: '' };

/** /sign-up (docs/requirements.md §2 "Sign-up"). */
export function SignUpPage() {
  useDocumentTitle('Create Account');
  const navigate = useNavigate();
  const { toast } = useToast();
  const { theme } = useTheme();
  const setSessionUser = useSetSessionUser();
  const [signUp, { loading }] = useSignUpMutation();
  const [savePreferences] = useUpdatePreferencesMutation();

  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<SignUpForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CurrentUser | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const set = (key: keyof SignUpForm, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateSignUpForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    let user: CurrentUser;
    try {
      const { data } = await signUp({
        variables: { email: form.email.trim(), username: form.username.trim(), password: form.password },
      });
      if (!data?.signUp) throw new Error('no data');
      user = data.signUp;
    } catch (error) {
      setFailure(serverMessage(error) ?? 'Failed to create account. Please try again.');
      return;
    }
    // The theme chosen before signing up carries over into the new account.
    if (user.preferences.theme !== theme) {
      const saved = await savePreferences({ variables: { theme } }).catch(() => null);
      if (saved?.data?.updatePreferences) user = saved.data.updatePreferences;
    }
    setCreated(user);
    setPopupOpen(true);
    timer.current = setTimeout(() => {
      setPopupOpen(false);
      setSessionUser(user);
      toast({
        title: 'Account created successfully!',
        description: __RIGFORGE_STATIC__
          ? `Welcome to RigForge, ${user.username}! You're signed in (Demo Mode: your account lives in this browser only).`
          : `Welcome to RigForge, ${user.username}! You're signed in: save your builds, share them, comment on the news and get notifications.`,
        variant: 'success',
      });
      navigate('/', { replace: true });
    }, SIGN_UP_REDIRECT_MS);
  };

  return (
    <AuthCard
      title="Create Account"
      subtitle="Join RigForge to save builds, comment and get personal notifications"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-semibold text-accent hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          placeholder="Choose a username"
          value={form.username}
          onChange={(e) => set('username', e.target.value)}
          error={errors.username}
          hint="3 to 20 letters, numbers, underscores or hyphens"
        />
        <div>
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            placeholder="Create a password"
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
          />
          <StrengthMeter password={form.password} />
        </div>
        <TextField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Repeat your password"
          value={form.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" size="lg" disabled={loading || created !== null} className="w-full">
          <UserPlus aria-hidden="true" className="size-4" />
          {loading ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <SaveLoginDialog
        open={popupOpen}
        title="Account Created!"
        description="Would you like to save your login information for faster access?"
        onDismiss={() => setPopupOpen(false)}
        onSave={() => {
          if (created) {
            void saveLoginInBrowser({ id: form.email.trim(), password: form.password, name: created.username });
          }
          setPopupOpen(false);
        }}
      />
    </AuthCard>
  );
}
