import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Bell, BellRing, LogIn } from 'lucide-react';
import { formatCents } from '@rigforge/common';
import { Button, buttonClasses } from '../ui/Button';
import { usePriceAlertForQuery } from './pricing.generated';
import { useSession } from '../../lib/session/useSession';
import { WatchPriceDialog } from './WatchPriceDialog';

/** Where a guest signs in to come back to this page (the server's /api/login honours returnTo). */
export function signInHref(pathname: string, search: string): string {
  return `/api/login?returnTo=${encodeURIComponent(pathname + search)}`;
}

function SignedInWatch({
  component,
  currentLowestCents,
}: {
  component: { id: string; name: string };
  currentLowestCents: number | null;
}) {
  const [open, setOpen] = useState(false);
  const { data } = usePriceAlertForQuery({
    variables: { componentId: component.id },
    fetchPolicy: 'cache-and-network',
  });
  const alert = data?.priceAlertFor ?? null;
  const label = alert
    ? alert.triggeredAt
      ? `Alert fired at ${formatCents(alert.triggeredPriceCents ?? alert.targetPriceCents)}`
      : `Watching: ${formatCents(alert.targetPriceCents)}`
    : 'Watch price';
  return (
    <>
      <Button
        variant={alert ? 'secondary' : 'outline'}
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={alert ? `${label}. Edit the price alert for ${component.name}` : `Watch price of ${component.name}`}
      >
        {alert ? <BellRing aria-hidden="true" className="size-4" /> : <Bell aria-hidden="true" className="size-4" />}
        {label}
      </Button>
      {open ? (
        <WatchPriceDialog
          open
          onClose={() => setOpen(false)}
          component={component}
          existing={alert}
          currentLowestCents={currentLowestCents}
        />
      ) : null}
    </>
  );
}

/**
 * 'Watch price' for one catalog part: signed-in users set or edit their alert in a small dialog;
 * guests are asked to sign in and come back here.
 */
export function WatchPriceButton({
  component,
  currentLowestCents = null,
}: {
  component: { id: string; name: string };
  currentLowestCents?: number | null;
}) {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  if (loading) return null;
  if (!user) {
    return (
      // /api/login is a server path: a full navigation, not a router link.
      <a
        href={signInHref(pathname, search)}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        aria-label={`Sign in to watch the price of ${component.name}`}
      >
        <LogIn aria-hidden="true" className="size-4" />
        Sign in to watch price
      </a>
    );
  }
  return <SignedInWatch component={component} currentLowestCents={currentLowestCents} />;
}
