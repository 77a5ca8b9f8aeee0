import { z } from 'zod';
import { SITE_LANGUAGES } from '@marginalia/contracts/i18n/languages';
import { MAIL_TEMPLATE_NAMES } from './mail-templates';

/** The job type that delivers one queued message. */
export const MAIL_SEND_JOB = 'mail.send';

/**
 * One message to send. It is also the payload of a queued `mail.send` job, so it is checked again when the
 * job runs: the row may have been written by an older version of the code.
 */
export const mailMessageSchema = z.object({
  // One plain address: no display name, no list, nothing that could add a header or a second recipient.
  to: z.email(),
  template: z.enum(MAIL_TEMPLATE_NAMES as [string, ...string[]]).transform((name) => name as (typeof MAIL_TEMPLATE_NAMES)[number]),
  language: z.enum(SITE_LANGUAGES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

export function parseMailMessage(value: unknown): MailMessage {
  const result = mailMessageSchema.safeParse(value);
  if (!result.success) throw new Error(`invalid mail message: ${z.prettifyError(result.error)}`);
  return result.data;
}
