import type { ComponentType, ReactNode } from 'react';
import clsx from 'clsx';

type Tone = 'accent' | 'danger';

const ICON_TONES: Record<Tone, { box: string; icon: string }> = {
  accent: { box: 'bg-accent-soft', icon: 'text-accent' },
  danger: { box: 'bg-red-100 dark:bg-red-400/15', icon: 'text-red-700 dark:text-red-300' },
};

interface MessagePanelProps {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone?: Tone;
  title: ReactNode;
  children: ReactNode;
  /** The buttons or links under the text. */
  actions: ReactNode;
  className?: string;
}

/** A centred page-level message: icon, h1, a sentence and actions (not-found and placeholder pages). */
export function MessagePanel({ Icon, tone = 'accent', title, children, actions, className }: MessagePanelProps) {
  const tones = ICON_TONES[tone];
  return (
    <section
      className={clsx(
        'mx-auto flex max-w-xl flex-col items-center justify-center text-center',
        className ?? 'min-h-[60vh] px-4 py-24',
      )}
    >
      <div className={clsx('rounded-2xl p-4', tones.box)}>
        <Icon aria-hidden="true" className={clsx('size-10', tones.icon)} />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl">{title}</h1>
      <p className="mt-3 text-muted">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
