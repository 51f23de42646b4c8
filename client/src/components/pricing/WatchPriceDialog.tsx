import { useId, useRef, useState, type FormEvent } from 'react';
import { BellRing } from 'lucide-react';
import { formatCents } from '@rigforge/common';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/TextField';
import { useToast } from '../ui/toast';
import { type PriceAlertFieldsFragment, useSetPriceAlertMutation } from './pricing.generated';
import { isSignInRequired, serverMessage } from '../../lib/errors';
import { centsToInput, parseTargetPrice } from './alert-form';
import { ALERT_SET_TOAST } from './constants';
import { NotInDemo } from '../ui/NotInDemo';

export interface WatchPriceDialogProps {
  open: boolean;
  onClose: () => void;
  component: { id: string; name: string };
  /** The alert being edited, if the user already watches this part. */
  existing?: Pick<PriceAlertFieldsFragment, 'targetPriceCents' | 'triggeredAt'> | null;
  /** Today's lowest price, to suggest a target under it. */
  currentLowestCents?: number | null;
  onSaved?: (alert: PriceAlertFieldsFragment) => void;
}

/**
 * The watch-price form: a target price in dollars, checked before it is sent (clear messages, the
 * field described by its error); saving an existing alert re-arms it. Ends with 'Price alert set'.
 */
export function WatchPriceDialog({
  open,
  onClose,
  component,
  existing,
  currentLowestCents,
  onSaved,
}: WatchPriceDialogProps) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => (existing ? centsToInput(existing.targetPriceCents) : ''));
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();
  const [setAlert, { loading }] = useSetPriceAlertMutation({ refetchQueries: ['MyPriceAlerts', 'PriceAlertFor'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTargetPrice(text);
    if (!parsed.ok) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const result = await setAlert({ variables: { componentId: component.id, targetPriceCents: parsed.cents } });
      const alert = result.data?.setPriceAlert;
      if (!alert) throw new Error('No alert in the answer');
      toast({
        title: ALERT_SET_TOAST,
        description: `We'll notify you when ${component.name} drops to ${formatCents(parsed.cents)} or less.`,
        variant: 'success',
      });
      onSaved?.(alert);
      onClose();
    } catch (caught) {
      // Sign-in required is handled app-wide (toast and redirect).
      if (isSignInRequired(caught)) return;
      setError(serverMessage(caught) ?? 'We could not save the alert. Please try again.');
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      initialFocus={inputRef}
      icon={<BellRing aria-hidden="true" className="size-8 text-accent" />}
      title={existing ? 'Edit price alert' : 'Watch price'}
      description={`We'll notify you once when any retailer's price for ${component.name} falls to or below your target.`}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={__RIGFORGE_STATIC__ || loading}>
            {loading ? 'Saving...' : existing ? 'Save and re-arm' : 'Set alert'}
          </Button>
        </>
      }
    >
      {__RIGFORGE_STATIC__ ? <NotInDemo what="Price alerts" className="mt-4" /> : null}
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="mt-5">
        <TextField
          ref={inputRef}
          label="Target price (USD)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 249.99"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          error={error}
          hint={
            currentLowestCents
              ? `The lowest price right now is ${formatCents(currentLowestCents)}.`
              : 'In dollars, e.g. 249.99.'
          }
        />
        {existing?.triggeredAt ? (
          <p className="mt-3 text-sm text-muted">This alert has fired. Saving it arms it again.</p>
        ) : null}
      </form>
    </Dialog>
  );
}
