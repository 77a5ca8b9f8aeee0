import { personName } from '@marginalia/contracts/formatting/person-name';
import { isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { AttachmentView, SupportRequestSummary } from '@marginalia/contracts/support/support.contract';
import type { InboxRow } from '@marginalia/contracts/support/support-staff.contract';
import { minutesToFirstResponse } from '@marginalia/contracts/support/support.constants';
import type { SupportAttachmentRow } from '../../platform/db/schema/support';
import type { RequestListing } from './support.repository';

/** What the customer and the inbox are shown of requests; pure mapping of rows. */

const EXCERPT_LENGTH = 140;

export function excerptOf(body: string | undefined): string {
  const line = (body ?? '').trim().split(/\r?\n/).find((each) => each.trim() !== '') ?? '';
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

export function attachmentView(row: SupportAttachmentRow): AttachmentView {
  return { id: row.publicId, name: row.name, size: row.size, contentType: row.contentType };
}

/** What the customer's list and the staff's inbox both show of a request. */
function listedRequest(listing: RequestListing) {
  const { request } = listing;
  return {
    number: request.number,
    type: request.type,
    quoteService: request.quoteService,
    channel: request.channel,
    status: request.status,
    order: listing.order,
    excerpt: excerptOf(listing.lastMessage?.body),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export function summaryView(listing: RequestListing, unread: number): SupportRequestSummary {
  return { ...listedRequest(listing), unread };
}

export function languageOf(value: string | null | undefined): SiteLanguage {
  return isSiteLanguage(value) ? value : 'en';
}

/** Who asked, as staff see them: the account's name and address, or the visitor's own. */
export function customerOf(listing: RequestListing, language: SiteLanguage) {
  const { request, customer } = listing;
  if (customer) return { identity: customer.identity, name: personName(language, customer), email: customer.email, language: request.language };
  return { identity: null, name: request.contactName ?? '', email: request.contactEmail ?? '', language: request.language };
}

export function inboxRowView(listing: RequestListing, language: SiteLanguage): InboxRow {
  const { request, assignee } = listing;
  return {
    ...listedRequest(listing),
    customer: customerOf(listing, language),
    assignee: assignee ? { identity: assignee.identity, name: personName(language, assignee), email: assignee.email } : null,
    awaitingReply: request.status !== 'closed' && listing.lastMessage?.kind === 'customer',
    answerByEmail: request.answerByEmail,
    firstResponseMinutes: minutesToFirstResponse(request.createdAt, request.firstResponseAt),
  };
}
