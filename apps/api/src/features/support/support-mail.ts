import type { Db } from '../../platform/db/client';
import type { Platform } from '../../platform/platform';
import type { SupportRequestRow } from '../../platform/db/schema/support';
import { supportRoutes } from '@marginalia/contracts/support/support.paths';
import { languageOf } from './support-views';

/** Whom e-mails about a request go to: the researcher's account, or the visitor's own address. */
export interface Recipient {
  name: string;
  email: string;
}

/** Where the e-mail's button leads: the thread under the account, or (visitors) the contact page. */
export function threadLink(platform: Platform, request: SupportRequestRow): string {
  const language = languageOf(request.language);
  const path = request.userId === null ? supportRoutes.contact : supportRoutes.myRequest(request.number);
  return `${platform.config.publicUrl}/${language}${path}`;
}

/** The confirmation, in the request's language, queued in the transaction that stores the request. */
export async function sendReceived(platform: Platform, tx: Db, request: SupportRequestRow, to: Recipient, hours: number): Promise<void> {
  await platform.mail.send(
    {
      to: to.email,
      template: 'support-request-received',
      language: languageOf(request.language),
      params: { name: to.name, number: request.number, hours, link: threadLink(platform, request) },
    },
    { db: tx },
  );
}

/** A staff reply, with its text, in the request's language. */
export async function sendReply(platform: Platform, tx: Db, request: SupportRequestRow, to: Recipient, staffName: string, reply: string): Promise<void> {
  await platform.mail.send(
    {
      to: to.email,
      template: 'support-reply',
      language: languageOf(request.language),
      params: { name: to.name, number: request.number, staffName, reply, link: threadLink(platform, request) },
    },
    { db: tx },
  );
}
