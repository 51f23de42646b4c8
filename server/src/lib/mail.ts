import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the From address (a contact message: its sender). */
  replyTo?: string;
}

/** Sends mail. The outbox variant writes it to disk instead, for local use and tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** One message as the outbox keeps it: a JSON file per message. */
export interface OutboxMessage extends MailMessage {
  id: string;
  from: string;
  date: string;
}

/**
 * Writes every message to `dir` (0700, files 0600) as <time>-<id>.json and logs that it did, with the
 * file's name: a local user opens the file to follow its links. The links themselves are never
 * logged: a reset link is as good as the password for an hour, and logs travel further than the
 * data folder (a log collector, a support ticket).
 */
export function createOutboxMailer(dir: string, from: string, logger: Logger): Mailer {
  return {
    async send(message) {
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      const date = new Date();
      const id = crypto.randomUUID();
      const file = path.join(dir, `${date.toISOString().replace(/[:.]/g, '-')}-${id}.json`);
      const stored: OutboxMessage = { id, from, date: date.toISOString(), ...message };
      // Written beside it, then renamed: a reader never sees half a message.
      await fs.promises.writeFile(`${file}.partial`, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
      await fs.promises.rename(`${file}.partial`, file);
      logger.info({ subject: message.subject, file }, 'mail written to the local outbox (SMTP_URL is not set)');
    },
  };
}

/** Sends through the SMTP server of `url` (nodemailer). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox under DATA_DIR/outbox. */
export function createMailer(
  config: { smtpUrl: string | null; mailFrom: string; dataDir: string },
  logger: Logger,
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
}
