import { useId, type ComponentType } from 'react';
import { Briefcase, Check, Clapperboard, Gamepad2, Monitor, Music, Server } from 'lucide-react';
import clsx from 'clsx';
import { USE_CASES, type UseCaseId, type UseCaseOption } from '@rigforge/common';

const ICONS: Record<UseCaseId, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>> = {
  gaming: Gamepad2,
  work: Briefcase,
  'content-creation': Clapperboard,
  'music-production': Music,
  server: Server,
  workstation: Monitor,
};

function UseCaseCard({
  option,
  pressed,
  disabled,
  onToggle,
}: {
  option: UseCaseOption;
  pressed: boolean;
  disabled: boolean;
  onToggle: (id: UseCaseId) => void;
}) {
  const nameId = useId();
  const descriptionId = useId();
  const Icon = ICONS[option.id];
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
      disabled={disabled}
      onClick={() => onToggle(option.id)}
      className={clsx(
        'group relative flex h-full w-full items-start gap-4 rounded-2xl border p-5 text-left shadow-card transition-colors duration-150',
        'disabled:cursor-not-allowed disabled:opacity-70',
        pressed
          ? 'border-violet-600 bg-accent-soft ring-1 ring-violet-600 dark:border-violet-400 dark:ring-violet-400'
          : 'border-line bg-surface hover:border-line-strong hover:bg-surface-muted',
      )}
    >
      <span
        className={clsx(
          'flex size-12 shrink-0 items-center justify-center rounded-xl',
          pressed ? 'bg-brand text-white' : 'bg-accent-soft text-accent',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span id={nameId} className="block text-base font-semibold text-fg">
          {option.name}
        </span>
        <span id={descriptionId} className="mt-1 block text-sm leading-6 text-muted">
          {option.description}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={clsx(
          'flex size-6 shrink-0 items-center justify-center rounded-full border',
          pressed ? 'border-transparent bg-brand text-white' : 'border-line-strong text-transparent',
        )}
      >
        <Check className="size-4" />
      </span>
    </button>
  );
}

export interface UseCaseCardsProps {
  selected: readonly UseCaseId[];
  onToggle: (id: UseCaseId) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
  disabled?: boolean;
}

/** The six use cases (docs/requirements.md §3) as toggle buttons: any number may be selected. */
export function UseCaseCards({ selected, onToggle, labelledBy, disabled = false }: UseCaseCardsProps) {
  return (
    <ul role="list" aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {USE_CASES.map((option) => (
        <li key={option.id}>
          <UseCaseCard option={option} pressed={selected.includes(option.id)} disabled={disabled} onToggle={onToggle} />
        </li>
      ))}
    </ul>
  );
}
