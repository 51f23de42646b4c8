import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, Send } from 'lucide-react';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  CONTACT_SUCCESS_RESET_MS,
  contactHoldMs,
  validateContactForm,
  type ContactForm as ContactFields,
  type FormErrors,
} from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/toast';
import { useSendContactMessageMutation } from '../contact.generated';
import { serverMessage } from '../../../lib/errors';
import { NotInDemo } from '../../../components/ui/NotInDemo';

export const EMPTY_CONTACT_FORM: ContactFields = { name: '', email: '', subject: '', message: '' };
const FIELD_ORDER: (keyof ContactFields)[] = ['name', 'email', 'subject', 'message'];

interface ContactFormProps {
  form: ContactFields;
  onChange: (form: ContactFields) => void;
}

/**
 * The message form (docs/requirements.md §4, §5 "Contact form"): all four fields required, the e-mail valid, errors
 * inline; on success the 'Message Sent!' view, which turns back into an empty form after 3 s; on
 * failure the toast of §8. A hidden honeypot field lets the server drop bots; a send made sooner than
 * CONTACT_MIN_FILL_MS after the form was shown (autofill makes that ordinary) is held, showing
 * 'Sending...', until that time has passed, and sent then: 'Message Sent!' only ever follows the
 * server's answer that the message was stored.
 */
export function ContactForm({ form, onChange }: ContactFormProps) {
  const { toast } = useToast();
  const [send, { loading }] = useSendContactMessageMutation();
  /** True while a fast send waits for the minimum fill time. */
  const [holding, setHolding] = useState(false);
  const busy = loading || holding;
  // Errors show once a send was tried, then follow the fields (a topic badge included) as they change.
  const [submitted, setSubmitted] = useState(false);
  const errors: FormErrors<ContactFields> = submitted ? validateContactForm(form) : {};
  const [sent, setSent] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  /** When the empty form was shown: the server refuses a message sent too soon after it. */
  const openedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  /**
   * Waits out the rest of the minimum fill time and answers the fill time to report (at least the
   * time waited for, should the clock move meanwhile). The send goes ahead even if the visitor leaves
   * the page meanwhile: they pressed Send.
   */
  const holdUntilMinimum = async (): Promise<number> => {
    const elapsed = Date.now() - openedAt.current;
    const hold = contactHoldMs(elapsed);
    if (hold > 0) {
      setHolding(true);
      await new Promise((resolve) => setTimeout(resolve, hold));
      setHolding(false);
    }
    return Math.max(Math.round(Date.now() - openedAt.current), Math.max(0, Math.ceil(elapsed)) + hold);
  };

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => {
      setSent(false);
      openedAt.current = Date.now();
    }, CONTACT_SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const set = (key: keyof ContactFields, value: string) => onChange({ ...form, [key]: value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const problems = validateContactForm(form);
    const first = FIELD_ORDER.find((key) => problems[key]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const fillTimeMs = await holdUntilMinimum();
    try {
      await send({
        variables: {
          ...form,
          [CONTACT_HONEYPOT_FIELD]: honeypot,
          fillTimeMs,
        },
      });
      onChange(EMPTY_CONTACT_FORM);
      setSubmitted(false);
      setSent(true);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? CONTACT_MESSAGES.failed,
        variant: 'destructive',
      });
    }
  };

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center py-12 text-center">
        <CheckCircle2 aria-hidden="true" className="size-14 text-emerald-600 dark:text-emerald-400" />
        <h2 className="mt-4 text-2xl font-bold text-fg">{CONTACT_MESSAGES.sent}</h2>
        <p className="mt-2 text-muted">{CONTACT_MESSAGES.sentDetail}</p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-label="Contact form"
    >
      {__RIGFORGE_STATIC__ ? <NotInDemo what="Sending a message" /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_NAME_MAX_LENGTH}
          value={form.name}
          readOnly={busy}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          readOnly={busy}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        value={form.subject}
        readOnly={busy}
        error={errors.subject}
        onChange={(e) => set('subject', e.target.value)}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        value={form.message}
        readOnly={busy}
        error={errors.message}
        hint={`${form.message.length.toLocaleString('en-US')}/${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}`}
        onChange={(e) => set('message', e.target.value)}
      />
      {/* The honeypot: off screen and out of the tab order; people never fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input
            type="text"
            name={CONTACT_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={__RIGFORGE_STATIC__ || busy} className="self-start">
        <Send aria-hidden="true" className="size-4" />
        {busy ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
