import { useId, type ReactNode } from 'react';
import { CircleCheck, CircleX, PlugZap, ShieldCheck, TriangleAlert, Zap } from 'lucide-react';
import clsx from 'clsx';
import { CHECK_STATUS_ENUM, type CheckStatus } from '@rigforge/common';
import { type CompatibilityReportFieldsFragment } from './CompatibilityReport.generated';
import { Card } from '../ui/Card';

export const COMPATIBILITY_HEADING = 'Compatibility';

/** A compatibility report as its fragment (CompatibilityReport.graphql) selects it. */
export type CompatibilityReportData = CompatibilityReportFieldsFragment;

export type CompatibilityCheckData = CompatibilityReportData['checks'][number];

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

/** A check's outcome as the product's string (its verdict is the CheckStatus enum's name). */
const outcome = (check: CompatibilityCheckData): CheckStatus => CHECK_STATUS_ENUM[check.verdict];

function statusOf(check: CompatibilityCheckData) {
  return STATUS[outcome(check)];
}

/** One sentence for the whole report: every check passes, some warn, or some fail. */
export function compatibilitySummary(checks: readonly CompatibilityCheckData[]): {
  text: string;
  status: CheckStatus;
} {
  const fails = checks.filter((c) => outcome(c) === 'fail').length;
  const warns = checks.filter((c) => outcome(c) === 'warn').length;
  if (fails > 0) {
    return {
      text: `${fails} ${fails === 1 ? 'check fails' : 'checks fail'}: some parts do not work together.`,
      status: 'fail',
    };
  }
  if (warns > 0) {
    return {
      text: `Compatible, with ${warns} ${warns === 1 ? 'thing' : 'things'} to check before you buy.`,
      status: 'warn',
    };
  }
  return { text: 'Every check passes: these parts work together.', status: 'pass' };
}

const SUMMARY_TONE = {
  pass: 'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100',
  warn: 'border-amber-600/40 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100',
  fail: 'border-red-600/40 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-400/10 dark:text-red-100',
} as const;

function Summary({ checks }: { checks: readonly CompatibilityCheckData[] }) {
  const { text, status } = compatibilitySummary(checks);
  return (
    <p className={clsx('flex items-start gap-2 rounded-xl border px-3 py-2 text-sm font-medium', SUMMARY_TONE[status])}>
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

/** The card around a compatibility report, headed 'Compatibility'. */
export function CompatibilityCard({ children }: { children: ReactNode }) {
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

/**
 * A compatibility report: the summary, every check with its status, the estimated load and the PSU
 * size to buy, and the parts some checks could not cover. `notes` go below.
 */
export function CompatibilityReportView({ report, notes }: { report: CompatibilityReportData; notes?: ReactNode }) {
  return (
    <div className="space-y-4">
      <Summary checks={report.checks} />
      <ul aria-label="Compatibility checks" className="divide-y divide-line">
        {report.checks.map((check) => {
          const { label, Icon, className } = statusOf(check);
          return (
            <li key={check.rule} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
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
      {notes}
    </div>
  );
}
