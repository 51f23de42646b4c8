import { useState } from 'react';
import { Clock, Mail, MessageSquare, Tags } from 'lucide-react';
import { CONTACT_MESSAGES } from '@rigforge/common';
import { Card } from '../../components/ui/Card';
import { useSupportEmailQuery } from './contact.generated';
import { useDocumentTitle } from '../../lib/document-title';
import { ContactForm, EMPTY_CONTACT_FORM } from './components/ContactForm';
import { SupportTopics } from './components/SupportTopics';

/** /contact (docs/requirements.md §2 "Contact and support"): the message form, support topic badges and one e-mail contact method. */
export function ContactPage() {
  useDocumentTitle('Contact and Support');
  const [form, setForm] = useState(EMPTY_CONTACT_FORM);
  const { data } = useSupportEmailQuery();
  const supportEmail = data?.supportEmail;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">Contact and Support</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted">
          Questions about a build, a part or your account? Send us a message and we&apos;ll help you out.
        </p>
      </header>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <Card className="p-5 sm:p-6 lg:col-span-2">
          <h2 className="mb-5 flex items-center gap-2 text-xl font-semibold text-fg">
            <MessageSquare aria-hidden="true" className="size-5 text-accent" />
            Send us a Message
          </h2>
          <ContactForm form={form} onChange={setForm} />
        </Card>
        <div className="flex flex-col gap-6">
          <Card className="p-5 sm:p-6">
            <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold text-fg">
              <Tags aria-hidden="true" className="size-5 text-accent" />
              Support Topics
            </h2>
            <p className="mb-4 text-sm text-muted">Pick a topic to use it as your subject.</p>
            <SupportTopics subject={form.subject} onPick={(subject) => setForm((f) => ({ ...f, subject }))} />
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-fg">Contact Information</h2>
            <div className="flex items-start gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft">
                <Mail aria-hidden="true" className="size-5 text-accent" />
              </span>
              <div className="min-w-0">
                <p className="font-medium text-fg">Email Support</p>
                {supportEmail ? (
                  <a href={`mailto:${supportEmail}`} className="break-all text-sm text-accent underline">
                    {supportEmail}
                  </a>
                ) : null}
                <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                  <Clock aria-hidden="true" className="size-4" />
                  {CONTACT_MESSAGES.sentDetail}
                </p>
              </div>
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
