import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Copy, KeyRound, TriangleAlert } from 'lucide-react';
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX_LENGTH,
  validateApiTokenName,
} from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import type { ApiTokenScope } from '../../../generated/graphql';
import { MyApiTokensDocument, useCreateApiTokenMutation } from '../api-tokens.generated';
import { ApiTokenList } from './ApiTokenList';
import { SettingsSection } from './SettingsSection';

type Expiry = (typeof API_TOKEN_EXPIRY_CHOICES)[number];

const EXPIRY_LABELS: Record<string, string> = { 30: '30 days', 90: '90 days', 365: '1 year', never: 'No expiry' };
const expiryKey = (days: Expiry): string => (days === null ? 'never' : String(days));

const EMPTY = { name: '', read: true, write: false, expiry: '90' };

/** The secret of the token just created: shown here once, with a copy button, until dismissed. */
function NewTokenSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { toast } = useToast();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const copy = async () => {
    if (await copyText(secret)) {
      toast({ title: 'Token copied', description: 'Paste it where your script reads it.', variant: 'success' });
    } else {
      toast({
        title: 'Copy failed',
        description: 'Select the token and copy it by hand.',
        variant: 'destructive',
      });
      field.current?.select();
    }
  };

  return (
    <div className="rounded-xl border border-emerald-600/40 bg-emerald-50 p-4 dark:border-emerald-400/40 dark:bg-emerald-400/10">
      <label htmlFor={fieldId} className="text-sm font-semibold text-fg">
        Your new token “{name}”
      </label>
      <div className="mt-2 flex gap-2">
        <input
          ref={field}
          id={fieldId}
          readOnly
          value={secret}
          spellCheck={false}
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3.5 font-mono text-sm text-fg"
        />
        <Button variant="outline" onClick={() => void copy()} aria-label="Copy token">
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
      </div>
      <p className="mt-3 flex items-start gap-2 text-sm font-medium text-fg">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-300" />
        {API_TOKEN_MESSAGES.shownOnce}
      </p>
      <p className="mt-1 text-sm text-muted">
        Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>. Anyone holding it acts as
        you, within its scopes.
      </p>
      <Button className="mt-3" size="sm" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}

/**
 * API tokens (issue 33): personal access tokens for the user's own scripts. A form creates one (a
 * name, the read and write scopes, an expiry); its secret is shown once, with a copy button; the
 * list shows each token's scopes, creation, last use and expiry, and revokes one after a
 * confirmation.
 */
export function ApiTokens() {
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<{ name: string | null; scopes: string | null }>({ name: null, scopes: null });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [createToken, { loading }] = useCreateApiTokenMutation();
  const scopesErrorId = useId();
  const expiryId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const scopes: ApiTokenScope[] = [
      ...(form.read ? ['READ' as const] : []),
      ...(form.write ? ['WRITE' as const] : []),
    ];
    const problems = {
      name: validateApiTokenName(form.name),
      scopes: scopes.length === 0 ? API_TOKEN_MESSAGES.scopesRequired : null,
    };
    setErrors(problems);
    if (problems.name !== null || problems.scopes !== null) return;
    try {
      const { data } = await createToken({
        variables: {
          input: {
            name: form.name.trim(),
            scopes,
            expiresInDays: form.expiry === 'never' ? null : Number(form.expiry),
          },
        },
        update(cache, { data: answer }) {
          const token = answer?.createApiToken?.token;
          if (!token) return;
          cache.updateQuery({ query: MyApiTokensDocument }, (list) =>
            list?.myApiTokens ? { myApiTokens: [token, ...list.myApiTokens] } : list,
          );
        },
      });
      const created = data?.createApiToken;
      if (!created) return;
      setCreated({ name: created.token.name, secret: created.secret });
      setForm(EMPTY);
    } catch (error) {
      if (!isSignInRequired(error)) {
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Failed to create the API token',
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <SettingsSection
      Icon={KeyRound}
      title="API tokens"
      description="Let your own scripts use your account without a browser session"
    >
      <div className="flex flex-col gap-6">
        {created ? <NewTokenSecret {...created} onDone={() => setCreated(null)} /> : null}
        <form
          noValidate
          aria-label="Create an API token"
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-4"
        >
          <TextField
            label="Token name"
            name="tokenName"
            value={form.name}
            autoComplete="off"
            onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
            error={errors.name}
            hint={`Up to ${API_TOKEN_NAME_MAX_LENGTH} characters: which script or machine will hold it`}
          />
          <fieldset aria-describedby={errors.scopes ? scopesErrorId : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-fg">Scopes</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <label className="flex items-center gap-2.5 text-sm text-fg">
                <input
                  type="checkbox"
                  name="read"
                  checked={form.read}
                  onChange={(e) => setForm((f) => ({ ...f, read: e.target.checked }))}
                  className="size-4 rounded border-line-strong accent-violet-600"
                />
                Read (queries, your builds and notifications)
              </label>
              <label className="flex items-center gap-2.5 text-sm text-fg">
                <input
                  type="checkbox"
                  name="write"
                  checked={form.write}
                  onChange={(e) => setForm((f) => ({ ...f, write: e.target.checked }))}
                  className="size-4 rounded border-line-strong accent-violet-600"
                />
                Write (changes: saving builds, comments, alerts)
              </label>
            </div>
            {errors.scopes ? (
              <p id={scopesErrorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
                {errors.scopes}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor={expiryId} className="mb-1.5 block text-sm font-medium text-fg">
              Expires after
            </label>
            <select
              id={expiryId}
              value={form.expiry}
              onChange={(e) => setForm((f) => ({ ...f, expiry: e.target.value }))}
              className="h-11 w-full rounded-xl border border-line bg-surface-muted px-3.5 text-sm text-fg hover:border-line-strong focus:border-ring sm:w-60"
            >
              {API_TOKEN_EXPIRY_CHOICES.map((days) => (
                <option key={expiryKey(days)} value={expiryKey(days)}>
                  {EXPIRY_LABELS[expiryKey(days)]}
                </option>
              ))}
            </select>
          </div>
          <p className="text-sm text-muted">
            A token cannot sign in or out, change your password, delete your account or manage tokens: those need this
            page.
          </p>
          <div>
            <Button type="submit" disabled={loading}>
              {loading ? 'Creating...' : 'Create token'}
            </Button>
          </div>
        </form>
        <ApiTokenList />
      </div>
    </SettingsSection>
  );
}
