import type { EntityManager } from 'typeorm';
import {
  CONTACT_MESSAGES,
  escapeHtml,
  isUuid,
  looksAutomated,
  normalizeEmail,
  sentTooSoon,
  type PageArgs,
} from '@rigforge/common';
import { paginate, windowOf, type Page } from '../../lib/cursor';
import { badInput, notFound } from '../../lib/errors';
import { betweenConditions, beyondCondition, readDirection, type CursorValues, type SqlOrder } from '../../lib/keyset';
import type { User } from '../users/user.entity';
import type { AuthDeps } from '../auth/auth.deps';
import { ContactMessage } from './contact-message.entity';
import {
  CONTACT_CURSOR_MESSAGE,
  CONTACT_PAGE,
  decodeContactCursor,
  encodeContactCursor,
  type ContactCursor,
  type ContactLimitName,
} from './contact.rules';
import type { Limiter } from '../../lib/rate-limiter';

/** What the contact service needs from the app's dependencies. */
export type ContactDeps = Pick<AuthDeps, 'mailer' | 'clock' | 'logger' | 'supportEmail'> & {
  limiter: Limiter<ContactLimitName>;
};

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

export interface ContactPageArgs extends PageArgs {
  /** true: handled only; false: open only; null: both. */
  handled: boolean | null;
}

export const CONTACT_MESSAGE_NOT_FOUND = 'Contact message not found.';

/** The list's order: newest first (the index on createdAt DESC, id DESC). */
const ORDER: SqlOrder = { row: '("createdAt", "id")', dir: 'DESC' };

/** A contact cursor as the SQL of its row value, its parameters added to `values` (positional). */
const cursorValues =
  (values: unknown[]): CursorValues<ContactCursor> =>
  (cursor) => {
    values.push(cursor.at, cursor.id);
    return `($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
  };

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
   * the background. A bot's submission (honeypot filled) is answered the same way and dropped:
   * nothing stored, nothing sent, nothing counted. One reported as sent sooner than the minimum fill
   * time is refused (BAD_USER_INPUT, not counted): it is never answered as sent when it was not. The
   * site's form holds a fast send until the minimum has passed, so a person never sees the refusal.
   * The per-address limit comes before the insert.
   */
  async send(input: ContactInput, ip: string): Promise<void> {
    if (looksAutomated(input.website)) {
      this.deps.logger.info({ ip }, 'contact form submission dropped as automated');
      return;
    }
    if (sentTooSoon(input.fillTimeMs)) throw badInput(CONTACT_MESSAGES.tooSoon);
    await this.deps.limiter.consume([['contactPerIp', ip]]);
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

  /**
   * One page of messages, newest first (the index on createdAt DESC, id DESC), forward or backward
   * between the cursors of the same filter; `handled` picks open (false) or handled (true)
   * messages, null both. Two queries: the page, and the count (with whether messages lie beyond
   * the page's cursor).
   */
  async page(args: ContactPageArgs): Promise<Page<ContactMessage>> {
    const window = windowOf(args, CONTACT_PAGE, decodeContactCursor, CONTACT_CURSOR_MESSAGE);
    const filter = args.handled === null ? 'TRUE' : `"handledAt" IS ${args.handled ? 'NOT ' : ''}NULL`;
    const values: unknown[] = [];
    const where = [filter, ...betweenConditions(window, ORDER, cursorValues(values))].join(' AND ');
    values.push(window.size + 1);
    const dir = readDirection(ORDER, window);
    const rows: (ContactMessage & { cursorAt: string })[] = await this.manager.query(
      `SELECT "id", "name", "email", "subject", "message", "handledAt", "handledById", "createdAt",
              to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
         FROM "contact_message" WHERE ${where}
        ORDER BY "createdAt" ${dir}, "id" ${dir} LIMIT $${values.length}`,
      values,
    );
    const countValues: unknown[] = [];
    const beyond = beyondCondition(window, ORDER, cursorValues(countValues)) ?? 'false';
    const [counts] = await this.manager.query<{ n: number; beyond: boolean }[]>(
      `SELECT count(*)::int AS n, coalesce(bool_or(${beyond}), false) AS "beyond" FROM "contact_message" WHERE ${filter}`,
      countValues,
    );
    return paginate(rows, window, counts.n, (row) => encodeContactCursor({ at: row.cursorAt, id: row.id }), {
      toNode: ({ cursorAt: _cursorAt, ...m }) => Object.assign(new ContactMessage(), m),
      beyond: counts.beyond,
    });
  }

  /** Marks a message handled by `admin` (or open again); NOT_FOUND for an unknown id. */
  async markHandled(id: string, handled: boolean, admin: User): Promise<ContactMessage> {
    const repo = this.manager.getRepository(ContactMessage);
    const message = isUuid(id) ? await repo.findOne({ where: { id } }) : null;
    if (!message) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
    message.handledAt = handled ? (message.handledAt ?? this.deps.clock.now()) : null;
    message.handledById = handled ? (message.handledById ?? admin.id) : null;
    return repo.save(message);
  }
}
