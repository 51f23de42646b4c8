import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BellRing, Pencil, Trash2 } from 'lucide-react';
import { formatCents } from '@rigforge/common';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { useToast } from '../ui/toast';
import { type PriceAlertFieldsFragment, useDeletePriceAlertMutation, useMyPriceAlertsQuery } from './pricing.generated';
import { isSignInRequired, serverMessage } from '../../lib/errors';
import { componentPath } from '../../lib/format';
import { formatDay } from './history';
import { RETAILERS } from './retailers';
import { WatchPriceDialog } from './WatchPriceDialog';

function AlertState({ alert }: { alert: PriceAlertFieldsFragment }) {
  if (!alert.triggeredAt) return <Badge tone="blue">Watching</Badge>;
  const where = alert.triggeredRetailer ? ` at ${RETAILERS[alert.triggeredRetailer].name}` : '';
  const price = alert.triggeredPriceCents ? ` for ${formatCents(alert.triggeredPriceCents)}` : '';
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone="green">Triggered</Badge>
      <span className="text-xs text-muted">
        {formatDay(alert.triggeredAt)}
        {where}
        {price}
      </span>
    </span>
  );
}

/**
 * The signed-in user's price alerts (settings, "Price alerts"): each part with its target, whether
 * it is still watching or has fired (when, where, at what price), and edit (which re-arms it) and
 * delete, confirmed first.
 */
export function PriceAlertsList() {
  const { toast } = useToast();
  const { data, error, loading, refetch } = useMyPriceAlertsQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<PriceAlertFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<PriceAlertFieldsFragment | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [deleteAlert, { loading: removing }] = useDeletePriceAlertMutation();

  async function confirmDelete() {
    if (!deleting) return;
    const alert = deleting;
    try {
      await deleteAlert({
        variables: { id: alert.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'PriceAlert', id: alert.id }) });
          cache.gc();
        },
      });
      toast({
        title: 'Price alert deleted',
        description: `No more alerts for ${alert.component.name}.`,
        variant: 'success',
      });
    } catch (caught) {
      if (!isSignInRequired(caught)) {
        toast({
          title: 'Error',
          description: serverMessage(caught) ?? 'Failed to delete the price alert',
          variant: 'destructive',
        });
      }
    } finally {
      setDeleting(null);
    }
  }

  const alerts = data?.myPriceAlerts?.nodes;
  let body;
  if (!alerts && error) {
    body = (
      <LoadError
        message="We couldn't load your price alerts."
        onRetry={() => {
          refetch().catch(() => undefined);
        }}
        retrying={loading}
      />
    );
  } else if (!alerts) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading your price alerts...
        </p>
        <Skeleton className="h-16 rounded-xl" />
      </>
    );
  } else if (alerts.length === 0) {
    body = (
      <p className="text-sm text-muted">
        You are not watching any prices. Use Watch price on a{' '}
        <Link to="/components" className="font-semibold text-accent underline-offset-4 hover:underline">
          component&apos;s page
        </Link>{' '}
        or on the{' '}
        <Link to="/price-comparison" className="font-semibold text-accent underline-offset-4 hover:underline">
          Price Tracker
        </Link>
        .
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-line" aria-label="Your price alerts">
        {alerts.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1 basis-52">
              <Link
                to={componentPath(alert.component.slug)}
                className="font-semibold break-words text-fg underline-offset-4 hover:underline"
              >
                {alert.component.name}
              </Link>
              <p className="text-sm text-muted">
                Target <span className="font-semibold text-fg tabular-nums">{formatCents(alert.targetPriceCents)}</span>
              </p>
              <div className="mt-1">
                <AlertState alert={alert} />
              </div>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing(alert)}
                aria-label={`Edit alert for ${alert.component.name}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDeleting(alert)}
                aria-label={`Delete alert for ${alert.component.name}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {body}
      {editing ? (
        <WatchPriceDialog open onClose={() => setEditing(null)} component={editing.component} existing={editing} />
      ) : null}
      <Dialog
        open={deleting !== null}
        role="alertdialog"
        onClose={removing ? undefined : () => setDeleting(null)}
        initialFocus={cancelRef}
        icon={<BellRing aria-hidden="true" className="size-8 text-red-700 dark:text-red-300" />}
        title="Delete this price alert?"
        description={deleting ? `You will no longer be notified about ${deleting.component.name}.` : undefined}
        actions={
          <>
            <Button ref={cancelRef} variant="outline" onClick={() => setDeleting(null)} disabled={removing}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} disabled={removing}>
              {removing ? 'Deleting...' : 'Delete alert'}
            </Button>
          </>
        }
      />
    </>
  );
}
