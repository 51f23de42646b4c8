import { useId } from 'react';
import { Check, Plus } from 'lucide-react';
import clsx from 'clsx';
import { COMPARE_FULL_HINT } from '../compare';

export interface CompareToggleProps {
  checked: boolean;
  /** The tray is full: unless this part is in it, the toggle is disabled and says why. */
  full: boolean;
  onToggle: () => void;
  /** The id of the element naming the part (the card title), read as the description. */
  describedBy: string;
  className?: string;
}

/**
 * 'Add to compare' as a checkbox styled like a button: its label stays the same and its checked
 * state says whether the part is in the compare tray. With the tray full the other parts' toggles are
 * disabled, and their description (and tooltip) gives the limit.
 */
export function CompareToggle({ checked, full, onToggle, describedBy, className }: CompareToggleProps) {
  const hintId = useId();
  const blocked = full && !checked;
  return (
    <>
      <label
        title={blocked ? COMPARE_FULL_HINT : undefined}
        className={clsx(
          'relative inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors select-none',
          'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
          checked
            ? 'cursor-pointer border-transparent bg-brand text-white shadow-md shadow-violet-900/20'
            : 'border-line-strong text-fg',
          !checked && !blocked && 'cursor-pointer hover:bg-surface-muted',
          blocked && 'cursor-not-allowed border-dashed text-muted',
          className,
        )}
      >
        <input
          type="checkbox"
          className={clsx(
            'absolute inset-0 appearance-none rounded-[inherit] opacity-0',
            blocked ? 'cursor-not-allowed' : 'cursor-pointer',
          )}
          checked={checked}
          disabled={blocked}
          onChange={onToggle}
          aria-describedby={blocked ? `${describedBy} ${hintId}` : describedBy}
        />
        {checked ? <Check aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
        Add to compare
      </label>
      {blocked ? (
        <span id={hintId} hidden>
          {COMPARE_FULL_HINT}
        </span>
      ) : null}
    </>
  );
}
