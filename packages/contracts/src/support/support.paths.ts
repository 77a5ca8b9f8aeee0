/**
 * Paths of support: the researcher's and visitor's calls under /api/support/, the staff inbox under
 * /api/staff/support/, and the browser routes (under /{lang}). Zod-free so pages can import them cheaply.
 * Chosen paths are listed in apps/api/src/features/support/README.md.
 */
import { apiPath } from '../http/api-path';
import type { SupportRequestType } from './support.constants';

const enc = encodeURIComponent;

export const supportPaths = {
  /** POST: a new request (visitors: questions and quotes). GET ?page: the signed-in user's requests. */
  requests: '/api/support/requests',
  /** GET: one request with its thread (the customer's view: no internal notes). */
  request: apiPath('/api/support/requests/:number'),
  /** POST {message, attachmentIds}: the customer's reply. */
  messages: apiPath('/api/support/requests/:number/messages'),
  /** PUT: the customer has read the thread (the unread badge goes). */
  read: apiPath('/api/support/requests/:number/read'),
  /** POST multipart, one `file`: an attachment to send with the next message. */
  attachments: '/api/support/attachments',
  /** GET: an attachment of one of the caller's own requests. */
  attachment: apiPath('/api/support/attachments/:id/download'),
  /** GET: what the order's support form needs (its title, its unpaid invoices); the order's owner only. */
  orderContext: apiPath('/api/support/orders/:externalId'),
  /** GET: the chat widget (whether it shows, staff online, unread, the conversations). */
  chat: '/api/support/chat',
};

export const staffSupportPaths = {
  /** GET ?view&q&customer&order&page: the inbox. */
  inbox: '/api/staff/support/requests',
  request: apiPath('/api/staff/support/requests/:number'),
  /** POST {message, internal, attachmentIds}: a reply to the customer, or an internal note. */
  messages: apiPath('/api/staff/support/requests/:number/messages'),
  /** PUT {assignee}: assign (a staff identity) or unassign (null). */
  assignee: apiPath('/api/staff/support/requests/:number/assignee'),
  /** PUT {status: 'open' | 'closed'}: reopen or close. */
  status: apiPath('/api/staff/support/requests/:number/status'),
  attachment: apiPath('/api/staff/support/attachments/:id/download'),
};

/** Browser routes (under /{lang}). */
export const supportRoutes = {
  home: '/support',
  contact: '/contact',
  /** The order card's and order page's links (spec): `/support/index/submission/{externalId}/type/{type}`. */
  submission: (externalId: string, type: SupportRequestType) => `/support/index/submission/${enc(externalId)}/type/${type}`,
  /** A concierge service's 'Get a Quote'. */
  quote: (service: string) => `/support/index/quote/${enc(service)}`,
  /** The researcher's requests and one thread, under the account. */
  myRequests: '/account/support',
  myRequest: (number: string) => `/account/support/${enc(number)}`,
};

/** The site's own pages (the footer's links). */
export const sitePageRoutes = {
  terms: '/terms',
  privacy: '/privacy',
  faq: '/faq',
  pricing: '/pricing',
  contact: '/contact',
  support: '/support',
};

/** The staff inbox's browser routes (under /{lang}). */
export const staffSupportRoutes = {
  inbox: '/staff/support',
  request: (number: string) => `/staff/support/${enc(number)}`,
};
