/**
 * Paths of the researcher's order calls and browser routes. Zod-free so pages can import
 * them cheaply. `view`, the details page's load, is a path of our own: see
 * apps/api/src/features/orders/README.md.
 */
import { apiPath } from '../http/api-path';

const enc = encodeURIComponent;

export const orderPaths = {
  /** GET: the order as the details page shows it; owner only. */
  view: apiPath('/api/order/:externalId'),
  deliverables: apiPath('/api/order/:externalId/deliverables'),
  deliverable: apiPath('/api/order/:externalId/deliverables/:fileKey'),
  /** One of the researcher's own uploaded (original) files. */
  originalFile: apiPath('/api/file/:identity/download'),
  /** GET the order's own files; POST multipart (kind, then file) adds one in edit mode (order-files.contract.ts). */
  files: apiPath('/api/order/:externalId/files'),
  /** DELETE: a file added after the order was placed, while the order is 'received'. */
  file: apiPath('/api/order/:externalId/files/:identity'),
  /** GET ?xid&orderTitle&from&to&page: the dashboard's My Orders (order-search.contract.ts). */
  search: '/api/order/search',
  /** GET: the dashboard's banners (unpaid invoices, unfinished order form); path ours. */
  dashboardSummary: '/api/researcher/dashboard',
  /** PUT: hides the spam-folder banner. */
  hideCheckSpamMessage: apiPath('/api/users/:id/hide-check-spam-message'),
};

/** The thank-you view's forms (email-notifications.contract.ts). */
export const emailNotificationsPath = apiPath('/api/order/:externalId/email-notifications');
export const certificateDetailsPath = apiPath('/api/order/:externalId/certificate-details');

/** Edit mode of the details page (order-edit.contract.ts). */
export const orderEditPaths = {
  services: apiPath('/api/order/:externalId/services'),
  save: apiPath('/api/order/:externalId/save'),
};

export const SUPPORT_TYPES = ['inactive-service', 'proof-of-payment', 'support'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** Browser routes (under /{lang}). */
export const orderRoutes = {
  dashboard: '/researcher',
  details: (externalId: string) => `/researcher/details/${enc(externalId)}`,
  /** The details page's thank-you view of a freshly placed order. */
  thankYou: (externalId: string) => `/researcher/details/${enc(externalId)}/thank-you`,
  support: (externalId: string, type: SupportType) => `/support/index/submission/${enc(externalId)}/type/${type}`,
  invoices: '/researcher/invoices',
  unpaidInvoices: '/researcher/invoices/unpaid',
  /** The dashboard's filtered list: /researcher/index/orders/{xid}/{orderTitle}/{from}/{to}/{page}. */
  ordersIndex: '/researcher/index/orders',
  cardDetails: (externalId: string) => `/researcher/index/details/${enc(externalId)}`,
  /** The re-edit page; also /researcher/index/re-edit/{externalId}. */
  reedit: (externalId: string) => `/researcher/re-edit/${enc(externalId)}`,
  /** The rework request's success page; `data` is encodeReceivedFiles(…) (rework-success.ts). */
  reworkSuccess: (externalId: string, data: string) => `/researcher/details/${enc(externalId)}/rework-success/${data}`,
  home: '/home',
};

/** The details page polls for a new order every 3 s, up to 80 times. */
export const ORDER_POLL_INTERVAL_MS = 3000;
export const ORDER_POLL_LIMIT = 80;
