import { useRef, useState } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useToast } from '../../../components/ui/toast';
import { formatNewsDate, formatRelativeTime } from '../../../lib/dates';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import type { ApiTokenScope } from '../../../generated/graphql';
import { type ApiTokenFieldsFragment, useMyApiTokensQuery, useRevokeApiTokenMutation } from '../api-tokens.generated';

const SCOPE_LABELS: Record<ApiTokenScope, string> = { READ: 'Read', WRITE: 'Write' };

/** When a token was created, last used and stops working, in one line. */
function TokenDates({ token }: { token: ApiTokenFieldsFragment }) {
  const lastUsed = token.lastUsedAt ? `Last used ${formatRelativeTime(token.lastUsedAt)}` : 'Never used';
  let expiry = 'Never expires';
  if (token.expiresAt) {
    expiry = `${token.expired ? 'Expired' : 'Expires'} ${formatNewsDate(token.expiresAt)}`;
  }
  return (
    <p className="text-sm text-muted">
      Created {formatNewsDate(token.createdAt)} · {lastUsed} · {expiry}
    </p>
  );
}

/** The user's API tokens (never a secret), each with its scopes and dates and Revoke, confirmed first. */
export function ApiTokenList() {
  const { toast } = useToast();
  const { data, error, loading, refetch } = useMyApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [revoking, setRevoking] = useState<ApiTokenFieldsFragment | null>(null);
  const [revokeToken, { loading: removing }] = useRevokeApiTokenMutation();
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirmRevoke() {
    if (!revoking) return;
    const token = revoking;
    try {
      await revokeToken({
        variables: { id: token.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'ApiToken', id: token.id }) });
          cache.gc();
        },
      });
      toast({
        title: 'Token revoked',
        description: `Scripts using “${token.name}” are now refused.`,
        variant: 'success',
      });
    } catch (caught) {
      if (!isSignInRequired(caught)) {
        toast({
          title: 'Error',
          description: serverMessage(caught) ?? 'Failed to revoke the API token',
          variant: 'destructive',
        });
      }
    } finally {
      setRevoking(null);
    }
  }

  const tokens = data?.myApiTokens;
  let body;
  if (!tokens && error) {
    body = (
      <LoadError
        message="We couldn't load your API tokens."
        onRetry={() => {
          refetch().catch(() => undefined);
        }}
        retrying={loading}
      />
    );
  } else if (!tokens) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading your API tokens...
        </p>
        <Skeleton className="h-16 rounded-xl" />
      </>
    );
  } else if (tokens.length === 0) {
    body = <p className="text-sm text-muted">You have no API tokens.</p>;
  } else {
    body = (
      <ul className="divide-y divide-line" aria-label="Your API tokens">
        {tokens.map((token) => (
          <li key={token.id} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1 basis-52">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-fg">{token.name}</span>
                {token.scopes.map((scope) => (
                  <Badge key={scope} tone={scope === 'WRITE' ? 'accent' : 'neutral'}>
                    {SCOPE_LABELS[scope]}
                  </Badge>
                ))}
                {token.expired ? <Badge tone="red">Expired</Badge> : null}
              </p>
              <TokenDates token={token} />
            </div>
            <Button variant="ghost" size="sm" onClick={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>
              <Trash2 aria-hidden="true" className="size-4" />
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-fg">Your tokens</h3>
      {body}
      <Dialog
        open={revoking !== null}
        role="alertdialog"
        onClose={removing ? undefined : () => setRevoking(null)}
        initialFocus={cancelRef}
        icon={<KeyRound aria-hidden="true" className="size-8 text-red-700 dark:text-red-300" />}
        title="Revoke this token?"
        description={
          revoking
            ? `Scripts using “${revoking.name}” will be refused at once and their live connections closed. This cannot be undone.`
            : undefined
        }
        actions={
          <>
            <Button ref={cancelRef} variant="outline" onClick={() => setRevoking(null)} disabled={removing}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmRevoke()} disabled={removing}>
              {removing ? 'Revoking...' : 'Revoke token'}
            </Button>
          </>
        }
      />
    </div>
  );
}
