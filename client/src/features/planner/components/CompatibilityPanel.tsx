import { useCallback, useId, type ReactNode } from 'react';
import { CircleCheck, CircleX, PlugZap, ShieldCheck, TriangleAlert, Zap } from 'lucide-react';
import clsx from 'clsx';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { type CheckCompatibilityQuery } from '../../../generated/planner';
import { useCheckCompatibilityQuery } from '../../../generated/planner-hooks';
import { COMPATIBILITY_CATALOG_ONLY, COMPATIBILITY_LOAD_ERROR, serverErrorCode, serverMessageOf } from '../messages';

export const COMPATIBILITY_HEADING = 'Compatibility';

type Check = CheckCompatibilityQuery['checkCompatibility']['checks'][number];

const STATUS = {
  pass: {
    label: 'Pass',
    Icon: CircleCheck,
    className: 'text-emerald-700 dark:text-emerald-300',
  },
  warn: {
    label: 'Warning',
    Icon: TriangleAlert,
    className: 'text-amber-700 dark:text-amber-300',
  },
  fail: {
    label: 'Fail',
    Icon: CircleX,
    className: 'text-red-700 dark:text-red-300',
  },
} as const;

function statusOf(check: Check) {
  return check.status === 'pass' || check.status === 'warn' || check.status === 'fail'
    ? STATUS[check.status]
    : STATUS.warn;
}

function Summary({ checks }: { checks: readonly Check[] }) {
  const fails = checks.filter((c) => c.status === 'fail').length;
  const warns = checks.filter((c) => c.status === 'warn').length;
  let text = 'Every check passes: these parts work together.';
  let tone =
    'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100';
  if (fails > 0) {
    text = `${fails} ${fails === 1 ? 'check fails' : 'checks fail'}: some parts do not work together.`;
    tone = 'border-red-600/40 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-400/10 dark:text-red-100';
  } else if (warns > 0) {
    text = `Compatible, with ${warns} ${warns === 1 ? 'thing' : 'things'} to check before you buy.`;
    tone =
      'border-amber-600/40 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100';
  }
  return (
    <p className={clsx('flex items-start gap-2 rounded-xl border px-3 py-2 text-sm font-medium', tone)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

function Wattage({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-surface-muted px-3 py-2.5">
      {icon}
      <dt className="flex-1 text-sm text-muted">{label}</dt>
      <dd className="font-semibold text-fg tabular-nums">{value} W</dd>
    </div>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-fg">
          {COMPATIBILITY_HEADING}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

function LiveChecks({ partIds, partsWithoutId }: { partIds: string[]; partsWithoutId: number }) {
  // Asked afresh on every visit (the rules and the catalog may have changed since the build was
  // made) and kept out of the cache: check ids like cpu-socket repeat from one build to the next.
  const { data, error, loading, refetch } = useCheckCompatibilityQuery({
    variables: { partIds },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const retry = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  if (error && !loading) {
    const said = serverMessageOf(error);
    const code = serverErrorCode(error);
    if (said && (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT')) {
      return <Alert tone="info">{said}</Alert>;
    }
    return <LoadError message={COMPATIBILITY_LOAD_ERROR} onRetry={retry} retrying={loading} />;
  }
  if (!data) {
    return (
      <div>
        <p role="status" className="sr-only">
          Checking compatibility...
        </p>
        <div className="space-y-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      </div>
    );
  }
  const report = data.checkCompatibility;
  return (
    <div className="space-y-4">
      <Summary checks={report.checks} />
      <ul aria-label="Compatibility checks" className="divide-y divide-line">
        {report.checks.map((check) => {
          const { label, Icon, className } = statusOf(check);
          return (
            <li key={check.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', className)} />
              <div className="min-w-0">
                <p className="text-sm font-semibold text-fg">
                  {check.label}
                  <span className={clsx('ml-2 text-xs font-semibold uppercase', className)}>{label}</span>
                </p>
                <p className="mt-0.5 text-sm text-muted">{check.message}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="grid gap-2">
        <Wattage
          icon={<Zap aria-hidden="true" className="size-4 text-accent" />}
          label="Estimated power draw"
          value={report.estimatedWattage}
        />
        <Wattage
          icon={<PlugZap aria-hidden="true" className="size-4 text-accent" />}
          label="Recommended PSU"
          value={report.recommendedPsuWattage}
        />
      </dl>
      {report.unchecked.length > 0 ? (
        <p className="text-sm text-muted">Not fully checked (some specs unknown): {report.unchecked.join(', ')}.</p>
      ) : null}
      {partsWithoutId > 0 ? (
        <p className="text-sm text-muted">
          {partsWithoutId === 1 ? 'One part is' : `${partsWithoutId} parts are`} not from the catalog and{' '}
          {partsWithoutId === 1 ? 'was' : 'were'} not checked.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The build's compatibility, checked live against the catalog (checkCompatibility) so the panel is
 * always true for the parts shown: every check with its status, the estimated load and the PSU
 * size to buy.
 */
export function CompatibilityPanel({ partIds, partCount }: { partIds: string[]; partCount: number }) {
  return (
    <Shell>
      {partIds.length === 0 ? (
        <p className="text-sm text-muted">{COMPATIBILITY_CATALOG_ONLY}</p>
      ) : (
        <LiveChecks partIds={partIds} partsWithoutId={partCount - partIds.length} />
      )}
    </Shell>
  );
}
