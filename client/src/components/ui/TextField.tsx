import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import clsx from 'clsx';

const inputClasses = (invalid: boolean, extra?: string): string =>
  clsx(
    'h-11 w-full rounded-xl border bg-surface-muted px-3.5 text-sm text-fg placeholder:text-muted',
    'hover:border-line-strong focus:border-ring read-only:cursor-default read-only:hover:border-line disabled:opacity-60',
    invalid ? 'border-red-600 dark:border-red-400' : 'border-line',
    extra,
  );

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** The message under the field; it marks the field invalid and describes it. */
  error?: string | null;
  /** A hint under the field (shown when there is no error). */
  hint?: ReactNode;
  /** Something after the label, on the same line (e.g. a "Forgot password?" button). */
  labelAside?: ReactNode;
}

/** A labelled text input with its error message (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, labelAside, className, type = 'text', ...props }: TextFieldProps) {
  const id = useId();
  const messageId = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const described = error || hint ? messageId : undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={inputClasses(Boolean(error), isPassword ? 'pr-12' : undefined)}
          {...props}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={revealed}
            aria-controls={id}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-fg"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

/** The error (or else the hint) under a field, with the id its aria-describedby names. */
function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
        {error}
      </p>
    );
  }
  return hint ? (
    <div id={id} className="mt-1.5 text-sm text-muted">
      {hint}
    </div>
  ) : null;
}

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled multi-line input with its error message, styled as TextField. */
export function TextAreaField({ label, error, hint, className, rows = 6, ...props }: TextAreaFieldProps) {
  const id = useId();
  const messageId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={inputClasses(Boolean(error), 'h-auto resize-y py-2.5')}
        {...props}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
