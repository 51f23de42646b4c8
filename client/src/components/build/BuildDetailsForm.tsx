import { useId, type FormEvent } from 'react';
import { SAVED_BUILD_LIMITS } from '@rigforge/common';
import { Switch } from '../ui/Switch';
import { TextField } from '../ui/TextField';

/** What a user writes about a build when saving or editing it. */
export interface BuildDetails {
  title: string;
  description: string;
  isPublic: boolean;
}

export const TITLE_REQUIRED_MESSAGE = 'Title cannot be empty.';
export const PUBLIC_SWITCH_LABEL = 'Make this build public';
export const PUBLIC_SWITCH_HINT =
  'Public builds are listed in the community gallery. Anyone you give the share link to can view any build.';

/** The title's problem, or null. A blank title is fine when saving (the default applies). */
export function titleError(title: string, required: boolean): string | null {
  if (required && title.trim() === '') return TITLE_REQUIRED_MESSAGE;
  if (title.trim().length > SAVED_BUILD_LIMITS.titleMax) {
    return `Title must be at most ${SAVED_BUILD_LIMITS.titleMax} characters.`;
  }
  return null;
}

export interface BuildDetailsFormProps {
  /** The form's id, for a submit button outside it (the dialog's actions). */
  formId: string;
  value: BuildDetails;
  onChange: (value: BuildDetails) => void;
  onSubmit: () => void;
  disabled?: boolean;
  /** Editing needs a title; saving falls back to the default title. */
  titleRequired?: boolean;
  /** Shown under the title once the user tried to submit. */
  showErrors?: boolean;
}

/**
 * Title, description and the public switch, shared by the Save Build and Edit dialogs. The limits
 * are the server's (SAVED_BUILD_LIMITS); the inputs stop at them, and counters show the room left.
 */
export function BuildDetailsForm({
  formId,
  value,
  onChange,
  onSubmit,
  disabled,
  titleRequired = false,
  showErrors = false,
}: BuildDetailsFormProps) {
  const descriptionId = useId();
  const counterId = useId();
  const error = showErrors ? titleError(value.title, titleRequired) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through portals: a dialog opened from inside another form must not submit it.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <form id={formId} onSubmit={submit} noValidate className="mt-5 space-y-5">
      <TextField
        label="Title"
        value={value.title}
        maxLength={SAVED_BUILD_LIMITS.titleMax}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
        disabled={disabled}
        error={error}
        autoComplete="off"
      />
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={descriptionId} className="text-sm font-medium text-fg">
            Description <span className="font-normal text-muted">(optional)</span>
          </label>
          <span id={counterId} className="text-xs text-muted tabular-nums">
            {value.description.length}/{SAVED_BUILD_LIMITS.descriptionMax}
          </span>
        </div>
        <textarea
          id={descriptionId}
          value={value.description}
          maxLength={SAVED_BUILD_LIMITS.descriptionMax}
          rows={3}
          aria-describedby={counterId}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
          disabled={disabled}
          className="w-full resize-y rounded-xl border border-line bg-surface-muted px-3.5 py-2.5 text-sm text-fg placeholder:text-muted hover:border-line-strong focus:border-ring disabled:opacity-60"
        />
      </div>
      <Switch
        checked={value.isPublic}
        onChange={(isPublic) => onChange({ ...value, isPublic })}
        label={PUBLIC_SWITCH_LABEL}
        description={PUBLIC_SWITCH_HINT}
        disabled={disabled}
      />
    </form>
  );
}
