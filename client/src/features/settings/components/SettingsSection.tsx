import { useId, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { Card } from '../../../components/ui/Card';

interface SettingsSectionProps {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the settings page, labelled by its heading. */
export function SettingsSection({ Icon, title, description, tone = 'default', children }: SettingsSectionProps) {
  const headingId = useId();
  const danger = tone === 'danger';
  return (
    <Card className={clsx('p-6', danger && 'border-red-600/40 dark:border-red-400/40')}>
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span
            className={clsx(
              'inline-flex size-10 shrink-0 items-center justify-center rounded-xl',
              danger ? 'bg-red-100 dark:bg-red-400/15' : 'bg-accent-soft',
            )}
          >
            <Icon
              aria-hidden="true"
              className={clsx('size-5', danger ? 'text-red-700 dark:text-red-300' : 'text-accent')}
            />
          </span>
          <div>
            <h2
              id={headingId}
              className={clsx('text-lg font-semibold', danger ? 'text-red-700 dark:text-red-300' : 'text-fg')}
            >
              {title}
            </h2>
            <p className="text-sm text-muted">{description}</p>
          </div>
        </div>
        <div className="mt-6">{children}</div>
      </section>
    </Card>
  );
}
