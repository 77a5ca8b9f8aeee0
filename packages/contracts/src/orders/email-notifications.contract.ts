import { z } from 'zod';
import { certificateDetailsFormSchema } from '../certificates/certificate.contract';

/**
 * The thank-you view's two forms:
 * - POST /api/order/{externalId}/email-notifications {notificationEmails}: more addresses, comma-separated,
 *   that the order's e-mails also go to (stored on orders.notification_emails). Empty text clears them.
 * - GET/PUT /api/order/{externalId}/certificate-details (path ours): the project
 *   title and authors the editing certificate will carry. Before the certificate is issued they are kept on
 *   the order's form (order_forms.project_title/project_authors), which certificate-issuing.ts reads when
 *   the order completes; once it exists the certificate itself is edited (PUT /api/certificate/save/{code}).
 * The paths are `emailNotificationsPath` and `certificateDetailsPath` (orders.paths.ts).
 */
export const NOTIFICATION_EMAILS_MAX = 10;
export const NOTIFICATION_EMAILS_TEXT_MAX = 2000;

/** The addresses of the comma-separated text (also `;`, spaces and new lines), trimmed, without repeats (any case). */
export function splitNotificationEmails(text: string): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const part of text.split(/[,;\s]+/)) {
    const address = part.trim();
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    addresses.push(address);
  }
  return addresses;
}

const emailSchema = z.string().email().max(254);

/** The first address that is not a valid e-mail address, or null when all are. */
export function firstInvalidEmail(addresses: readonly string[]): string | null {
  return addresses.find((address) => !emailSchema.safeParse(address).success) ?? null;
}

export const emailNotificationsRequestSchema = z.object({
  notificationEmails: z.string().max(NOTIFICATION_EMAILS_TEXT_MAX, 'value-too-long'),
});
export type EmailNotificationsRequest = z.input<typeof emailNotificationsRequestSchema>;

/** `message` is the key notification-emails-saved ('Thank you for the additional information regarding your order.'). */
export const emailNotificationsResponseSchema = z.object({
  message: z.literal('notification-emails-saved'),
  notificationEmails: z.array(z.string()),
});
export type EmailNotificationsResponse = z.infer<typeof emailNotificationsResponseSchema>;

/** Same rules as the certificate's own edit. */
export const certificateDetailsRequestSchema = certificateDetailsFormSchema;
export type CertificateDetailsRequest = z.input<typeof certificateDetailsRequestSchema>;

/** What the thank-you view's certificate form starts from, and what a save answers. */
export const certificateDetailsResponseSchema = z.object({
  title: z.string(),
  authors: z.string(),
  notificationEmails: z.array(z.string()),
  /** The certificate's code once it is issued (then it is edited on the certificate itself). */
  certificateCode: z.string().nullable(),
});
export type CertificateDetailsResponse = z.infer<typeof certificateDetailsResponseSchema>;
