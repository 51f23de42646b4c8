import clsx from 'clsx';
import { passwordStrength, STRENGTH_BARS, type StrengthColor } from '@rigforge/common';

const BAR: Record<StrengthColor, string> = {
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-400',
  blue: 'bg-blue-500',
  green: 'bg-green-500',
};

/* Label colours with at least 4.5:1 contrast on the card in both themes. */
const TEXT: Record<StrengthColor, string> = {
  red: 'text-red-700 dark:text-red-300',
  orange: 'text-orange-700 dark:text-orange-300',
  yellow: 'text-yellow-800 dark:text-yellow-200',
  blue: 'text-blue-700 dark:text-blue-300',
  green: 'text-green-800 dark:text-green-300',
};

/** docs/requirements.md §5: five bars and a label, shown only once something is typed. */
export function StrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const { score, label, color } = passwordStrength(password);
  return (
    <div className="mt-2.5" data-testid="strength-meter">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={STRENGTH_BARS}
        aria-valuenow={score}
        aria-valuetext={label}
        className="flex gap-1.5"
      >
        {Array.from({ length: STRENGTH_BARS }, (_, i) => (
          <span
            key={i}
            data-filled={i < score}
            className={clsx(
              'h-1.5 flex-1 rounded-full',
              i < score ? BAR[color] : 'bg-surface-muted ring-1 ring-line ring-inset',
            )}
          />
        ))}
      </div>
      <p className="mt-1.5 text-xs text-muted">
        Password strength: <span className={clsx('font-semibold', TEXT[color])}>{label}</span>
      </p>
    </div>
  );
}
