import {
  firstInvalidEmail,
  NOTIFICATION_EMAILS_MAX,
  splitNotificationEmails,
  type CertificateDetailsResponse,
  type EmailNotificationsResponse,
} from '@marginalia/contracts/orders/email-notifications.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { findThankYouOrder, updateFormCertificateDetails, updateNotificationEmails, type ThankYouOrderRow } from './email-notifications.repository';

async function ownedOrder(db: Db, userId: number, externalId: string): Promise<ThankYouOrderRow> {
  const order = await findThankYouOrder(db, userId, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  return order;
}

/** The addresses of the text, or the translated reason they cannot be kept. */
export function parseNotificationEmails(text: string): string[] {
  const addresses = splitNotificationEmails(text);
  const invalid = firstInvalidEmail(addresses);
  if (invalid !== null) throw new AppError(400, 'notification-email-invalid', { email: invalid });
  if (addresses.length > NOTIFICATION_EMAILS_MAX) {
    throw new AppError(400, 'notification-emails-too-many', { max: NOTIFICATION_EMAILS_MAX });
  }
  return addresses;
}

/** POST /api/order/{externalId}/email-notifications: replaces the order's extra addresses (empty text clears them). */
export async function saveNotificationEmails(db: Db, userId: number, externalId: string, text: string): Promise<EmailNotificationsResponse> {
  const order = await ownedOrder(db, userId, externalId);
  const addresses = parseNotificationEmails(text);
  if (order.status === 'cancelled') throw new AppError(409, 'order-closed');
  await updateNotificationEmails(db, order.id, addresses);
  return { message: 'notification-emails-saved', notificationEmails: addresses };
}

function detailsView(order: ThankYouOrderRow): CertificateDetailsResponse {
  if (order.certificateCode !== null) {
    return { title: order.certificateTitle ?? '', authors: order.certificateAuthors ?? '', notificationEmails: order.notificationEmails, certificateCode: order.certificateCode };
  }
  return { title: order.projectTitle ?? order.title, authors: order.projectAuthors ?? '', notificationEmails: order.notificationEmails, certificateCode: null };
}

/** GET /api/order/{externalId}/certificate-details: what the thank-you view's forms start from. */
export async function loadCertificateDetails(db: Db, userId: number, externalId: string): Promise<CertificateDetailsResponse> {
  return detailsView(await ownedOrder(db, userId, externalId));
}

/**
 * PUT /api/order/{externalId}/certificate-details: before the certificate exists, the title and authors are
 * kept on the order's form, which the certificate issued at completion reads (certificate-issuing.ts). Once
 * it exists it is edited on the certificate (409 here), and an order without a form (made by staff) cannot.
 */
export async function saveCertificateDetails(db: Db, userId: number, externalId: string, details: { title: string; authors: string }): Promise<CertificateDetailsResponse> {
  const order = await ownedOrder(db, userId, externalId);
  if (order.status === 'cancelled') throw new AppError(409, 'order-closed');
  if (order.certificateCode !== null || order.orderFormId === null) throw new AppError(409, 'certificate-details-unavailable');
  await updateFormCertificateDetails(db, order.orderFormId, details);
  return detailsView({ ...order, projectTitle: details.title, projectAuthors: details.authors });
}
