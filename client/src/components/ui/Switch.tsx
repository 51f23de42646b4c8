import { useId } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** An on/off switch (Radix Switch: role="switch", Space and Enter toggle) with its visible label and an optional description. */
export function Switch({ checked, onChange, label, description, disabled }: SwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-fg">
          {label}
        </p>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-line-strong bg-surface-muted transition-colors duration-150 disabled:opacity-60 data-[state=checked]:border-transparent data-[state=checked]:bg-violet-600"
      >
        <SwitchPrimitive.Thumb className="inline-block size-5 translate-x-1 rounded-full bg-white shadow ring-1 ring-slate-900/10 transition-transform duration-150 data-[state=checked]:translate-x-6" />
      </SwitchPrimitive.Root>
    </div>
  );
}
