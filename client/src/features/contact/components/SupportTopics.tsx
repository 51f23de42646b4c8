import { SUPPORT_TOPICS } from '@rigforge/common';
import clsx from 'clsx';

interface SupportTopicsProps {
  subject: string;
  onPick: (topic: string) => void;
}

/** The support topic badges (docs/requirements.md §2): picking one fills the subject; the one in use shows pressed. */
export function SupportTopics({ subject, onPick }: SupportTopicsProps) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Support topics">
      {SUPPORT_TOPICS.map((topic) => {
        const active = subject.trim() === topic;
        return (
          <li key={topic}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onPick(topic)}
              className={clsx(
                'inline-flex min-h-9 items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
                active
                  ? 'bg-brand text-white ring-transparent'
                  : 'bg-accent-soft text-accent ring-violet-600/25 hover:ring-violet-600/60 dark:ring-violet-300/25',
              )}
            >
              {topic}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
