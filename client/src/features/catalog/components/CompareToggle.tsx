import { Check, Plus } from 'lucide-react';
import clsx from 'clsx';

export interface CompareToggleProps {
  checked: boolean;
  /** The tray is full and this part is not in it: a click explains instead of adding. */
  full: boolean;
  onToggle: () => void;
  /** The id of the element naming the part (the card title), read as the description. */
  describedBy: string;
  className?: string;
}

/**
 * 'Add to compare' as a checkbox styled like a button: its label stays the same and its checked
 * state says whether the part is in the compare tray.
 */
export function CompareToggle({ checked, full, onToggle, describedBy, className }: CompareToggleProps) {
  return (
    <label
      className={clsx(
        'relative inline-flex h-9 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors select-none',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
        checked
          ? 'border-transparent bg-brand text-white shadow-md shadow-violet-900/20'
          : 'border-line-strong text-fg hover:bg-surface-muted',
        !checked && full && 'border-dashed text-muted',
        className,
      )}
    >
      <input
        type="checkbox"
        className="absolute inset-0 cursor-pointer appearance-none rounded-[inherit] opacity-0"
        checked={checked}
        onChange={onToggle}
        aria-describedby={describedBy}
      />
      {checked ? <Check aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
      Add to compare
    </label>
  );
}
