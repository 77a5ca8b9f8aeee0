import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import nodemailer from 'nodemailer';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { Metrics } from '../metrics/metrics';
import { MAIL_SEND_JOB, parseMailMessage, type MailMessage } from './mail-message';
import { renderMail, type MailTemplateName } from './mail-templates';
import { createOutbox, type OutboxEntry, type OutboxMessage } from './outbox';

export type { MailMessage } from './mail-message';
export type { MailTemplateName } from './mail-templates';
export type { OutboxEntry, OutboxMessage } from './outbox';

/** SMTP outages can last a while: ten attempts with exponential backoff span roughly ten to seventeen minutes. */
const MAIL_MAX_ATTEMPTS = 10;

export interface Mailer {
  /** Checks and queues the message (a `mail.send` job); with `db`, inside the caller's transaction. */
  send(message: MailMessage, options?: { db?: Db }): Promise<void>;
  /** Renders and sends now: over SMTP when SMTP_URL is set, into the outbox otherwise. */
  deliver(message: MailMessage): Promise<{ messageId: string }>;
  /** Messages written to the outbox, newest first; `before` (an id) pages on to older ones. */
  listOutbox(limit?: number, before?: string): Promise<OutboxEntry[]>;
  readOutbox(id: string): Promise<OutboxMessage | null>;
  /** Deletes outbox messages written before `before`; answers how many. */
  pruneOutbox(before: Date): Promise<number>;
}

export function createMailer(config: AppConfig, jobs: JobQueue, metrics?: Metrics): Mailer {
  const outbox = createOutbox(join(config.dataDir, 'outbox'));
  // Built once: an SMTP transport keeps its settings (and, with ?pool=true in the URL, its connections).
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const toEml = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const render = (message: MailMessage) => renderMail(message.template, message.language, message.params, { siteUrl: config.publicUrl });

  return {
    async send(input, options = {}) {
      const message = parseMailMessage(input);
      render(message); // a missing parameter fails the caller now, not a worker later
      await jobs.enqueue(MAIL_SEND_JOB, message, { maxAttempts: MAIL_MAX_ATTEMPTS, db: options.db });
    },

    async deliver(input) {
      const transport = smtp ? 'smtp' : 'outbox';
      try {
        const sent = await deliverNow(input);
        metrics?.mail(transport, 'sent');
        return sent;
      } catch (error) {
        metrics?.mail(transport, 'failed');
        throw error;
      }
    },

    listOutbox: (limit, before) => outbox.list(limit, before),
    readOutbox: (id) => outbox.read(id),
    pruneOutbox: (before) => outbox.prune(before),
  };

  async function deliverNow(input: MailMessage): Promise<{ messageId: string }> {
    const message = parseMailMessage(input);
    const rendered = render(message);
    const envelope = {
      from: config.mailFrom,
      to: message.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers: { 'Content-Language': bcp47(message.language) },
    };
    if (smtp) {
      const info = await smtp.sendMail(envelope);
      return { messageId: info.messageId };
    }
    const info = await toEml.sendMail(envelope);
    await outbox.save(
      {
        to: message.to,
        subject: rendered.subject,
        template: message.template satisfies MailTemplateName,
        language: message.language,
        messageId: info.messageId,
        text: rendered.text,
        html: rendered.html,
      },
      // With buffer: true nodemailer gives a Buffer; the type also allows a stream.
      Buffer.isBuffer(info.message) ? info.message : await buffer(info.message),
    );
    return { messageId: info.messageId };
  }
}
