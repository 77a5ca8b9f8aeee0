/**
 * Paths of the staff console: API calls under /api/staff/ and browser routes under
 * /{lang}/staff/. They are listed in apps/api/src/features/staff/README.md.
 * Zod-free so pages can import them cheaply.
 */
import { apiPath } from '../http/api-path';

const enc = encodeURIComponent;

export const staffOrderPaths = {
  /** ?status&service&deadlineFrom&deadlineTo&overdue&unassigned&unpaid&country&q&sort&page */
  queue: '/api/staff/orders',
  workbench: apiPath('/api/staff/orders/:externalId'),
  assignee: apiPath('/api/staff/orders/:externalId/assignee'),
  status: apiPath('/api/staff/orders/:externalId/status'),
  deadline: apiPath('/api/staff/orders/:externalId/deadline'),
  cancel: apiPath('/api/staff/orders/:externalId/cancel'),
  notes: apiPath('/api/staff/orders/:externalId/notes'),
  /** POST multipart (one file) with ?kind=tracked|clean|formatted|figures|other */
  deliverables: apiPath('/api/staff/orders/:externalId/deliverables'),
  deliverable: apiPath('/api/staff/orders/:externalId/deliverables/:key'),
  deliverableDownload: apiPath('/api/staff/orders/:externalId/deliverables/:key/download'),
  /** A customer's uploaded file (an order form file), for the editor. */
  customerFile: apiPath('/api/staff/files/:fileId/download'),
  staffMembers: '/api/staff/members',
};

export const staffBillingPaths = {
  /** Unpaid invoices and pending payments. ?q&page */
  desk: '/api/staff/payments',
  bankTransfer: apiPath('/api/staff/invoices/:invoiceNumber/bank-transfer'),
  writeOff: apiPath('/api/staff/invoices/:invoiceNumber/write-off'),
  finalizeWriteOff: apiPath('/api/staff/invoices/:invoiceNumber/write-off/finalize'),
  markPaid: apiPath('/api/staff/payments/:paymentId/mark-paid'),
  refund: apiPath('/api/staff/payments/:paymentId/refund'),
  /** ?status=pending|completed|rejected|cancelled&page */
  fapiaos: '/api/staff/fapiaos',
  /** POST multipart: field `number` and one PDF file. */
  fulfilFapiao: apiPath('/api/staff/fapiaos/:identity/fulfil'),
  rejectFapiao: apiPath('/api/staff/fapiaos/:identity/reject'),
  cancelFapiao: apiPath('/api/staff/fapiaos/:identity/cancel'),
};

export const staffCustomerPaths = {
  /** ?q (name, e-mail or order number)&page */
  search: '/api/staff/customers',
  customer: apiPath('/api/staff/customers/:identity'),
  flags: apiPath('/api/staff/customers/:identity/flags'),
  credits: apiPath('/api/staff/customers/:identity/credits'),
  impersonate: apiPath('/api/staff/customers/:identity/impersonate'),
  /** Starts an admin-created order form for the customer and enters the portal as them. */
  adminOrder: apiPath('/api/staff/customers/:identity/admin-order'),
  /** Reachable while impersonating: back to the staff member's own session. */
  endImpersonation: '/api/staff/impersonation/end',
};

export const staffCataloguePaths = {
  promotionalCodes: '/api/staff/promotional-codes',
  promotionalCode: apiPath('/api/staff/promotional-codes/:id'),
  preferredGroups: '/api/staff/preferred-groups',
  preferredGroup: apiPath('/api/staff/preferred-groups/:id'),
  services: '/api/staff/services',
  service: apiPath('/api/staff/services/:identity'),
  serviceOptions: apiPath('/api/staff/services/:identity/options'),
  serviceOption: apiPath('/api/staff/services/:identity/options/:optionId'),
  holidays: '/api/staff/holidays',
  holiday: apiPath('/api/staff/holidays/:localization/:day'),
  featureFlags: '/api/staff/feature-flags',
  featureFlag: apiPath('/api/staff/feature-flags/:key'),
  settings: '/api/staff/settings',
  setting: apiPath('/api/staff/settings/:key'),
  outbox: '/api/staff/outbox',
  outboxMessage: apiPath('/api/staff/outbox/:id'),
  /** ?actor&action&beforeId */
  audit: '/api/staff/audit',
};

export const staffSystemPaths = {
  /** Version, database, job queue, mail, storage and engines. */
  system: '/api/staff/system',
  /** POST: a dead job queued again; DELETE: discarded. */
  retryJob: apiPath('/api/staff/system/jobs/:id/retry'),
  deadJob: apiPath('/api/staff/system/jobs/:id'),
};

/** Browser routes (under /{lang}). */
export const staffRoutes = {
  home: '/staff',
  orders: '/staff/orders',
  order: (externalId: string) => `/staff/orders/${enc(externalId)}`,
  payments: '/staff/payments',
  fapiaos: '/staff/fapiaos',
  customers: '/staff/customers',
  customer: (identity: string) => `/staff/customers/${enc(identity)}`,
  catalogue: '/staff/catalogue',
  settings: '/staff/settings',
  outbox: '/staff/outbox',
  audit: '/staff/audit',
  system: '/staff/system',
};
