import type { EntityManager } from 'typeorm';
import { looksAutomated, normalizeEmail } from '@rigforge/common';
import { notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/mail';
import type { User } from '../users/user.entity';
import type { AuthDeps } from '../auth/auth.deps';
import { ContactMessage } from './contact-message.entity';

/** What the contact service needs from the app's dependencies. */
export type ContactDeps = Pick<AuthDeps, 'limiter' | 'mailer' | 'clock' | 'logger' | 'supportEmail'>;

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The hidden honeypot field: a person leaves it empty. */
  website?: string | null;
  /** How long the form was open before it was sent, in ms. */
  fillTimeMs?: number | null;
}

export const CONTACT_MESSAGE_NOT_FOUND = 'Contact message not found.';
export const CONTACT_PAGE_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Header-safe text for a mail subject: one line. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ');

/** The contact form's messages: stored, mailed to support, listed and marked handled by admins. */
export class ContactService {
  constructor(
    private readonly manager: EntityManager,
    private readonly deps: ContactDeps,
  ) {}

  /** The address contact messages are mailed to, shown on the contact page. */
  supportEmail(): string {
    return this.deps.supportEmail;
  }

  /**
   * Stores a message (the input already checked by the dto rules) and mails it to SUPPORT_EMAIL in
   * the background. A bot's submission (honeypot filled, sent too fast) is answered the same way and
   * dropped: nothing stored, nothing sent, nothing counted. The per-address limit comes before the insert.
   */
  async send(input: ContactInput, ip: string): Promise<void> {
    if (looksAutomated(input.website, input.fillTimeMs)) {
      this.deps.logger.info({ ip }, 'contact form submission dropped as automated');
      return;
    }
    await this.deps.limiter.contactMessage(ip);
    const stored = await this.manager.getRepository(ContactMessage).save({
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      subject: input.subject.trim(),
      message: input.message.trim(),
      handledAt: null,
      handledById: null,
    });
    this.mail(stored);
  }

  private mail(m: ContactMessage): void {
    const from = `${m.name} <${m.email}>`;
    this.deps.mailer
      .send({
        to: this.deps.supportEmail,
        replyTo: m.email,
        subject: oneLine(`[RigForge contact] ${m.subject}`),
        text: [`From: ${from}`, `Subject: ${m.subject}`, m.message, `Message id: ${m.id}`].join('\n\n'),
        html: [
          `<p>From: ${escapeHtml(from)}</p>`,
          `<p>Subject: ${escapeHtml(m.subject)}</p>`,
          `<p style="white-space: pre-wrap">${escapeHtml(m.message)}</p>`,
          `<p>Message id: ${m.id}</p>`,
        ].join('\n'),
      })
      .catch((err: unknown) =>
        this.deps.logger.error({ err, contactMessageId: m.id }, 'could not mail the contact message to support'),
      );
  }

  /** Newest first; `handled` picks open (false) or handled (true) messages, null both. */
  list(handled: boolean | null, first: number): Promise<ContactMessage[]> {
    const query = this.manager
      .getRepository(ContactMessage)
      .createQueryBuilder('m')
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .take(Math.min(first, CONTACT_PAGE_MAX));
    if (handled !== null) query.where(`m."handledAt" IS ${handled ? 'NOT ' : ''}NULL`);
    return query.getMany();
  }

  /** Marks a message handled by `admin` (or open again); NOT_FOUND for an unknown id. */
  async markHandled(id: string, handled: boolean, admin: User): Promise<ContactMessage> {
    const repo = this.manager.getRepository(ContactMessage);
    const message = UUID.test(id) ? await repo.findOne({ where: { id } }) : null;
    if (!message) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
    message.handledAt = handled ? (message.handledAt ?? this.deps.clock.now()) : null;
    message.handledById = handled ? (message.handledById ?? admin.id) : null;
    return repo.save(message);
  }
}
