import { type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import clsx from 'clsx';

type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, { icon: typeof Info; className: string }> = {
  error: {
    icon: CircleAlert,
    className: 'border-red-600/40 bg-red-50 text-red-800 dark:border-red-400/40 dark:bg-red-400/10 dark:text-red-200',
  },
  success: {
    icon: CircleCheck,
    className:
      'border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-200',
  },
  info: { icon: Info, className: 'border-line-strong bg-surface-muted text-fg' },
};

/**
 * A message box inside a form. Errors are announced at once (role="alert"), other tones politely
 * (role="status").
 */
export function Alert({ tone, children, className }: { tone: AlertTone; children: ReactNode; className?: string }) {
  const { icon: Icon, className: toneClass } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', toneClass, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
