/**
 * Paths of the staff console (issue 6): API calls under /api/staff/ and browser routes under
 * /{lang}/staff/. None of them is in the spec; they are listed in apps/api/src/features/staff/README.md.
 * Zod-free so pages can import them cheaply.
 */
const enc = encodeURIComponent;

export const staffOrderPaths = {
  /** ?status&service&deadlineFrom&deadlineTo&overdue&unassigned&unpaid&country&q&sort&page */
  queue: '/api/staff/orders',
  workbench: (externalId: string) => `/api/staff/orders/${enc(externalId)}`,
  assignee: (externalId: string) => `/api/staff/orders/${enc(externalId)}/assignee`,
  status: (externalId: string) => `/api/staff/orders/${enc(externalId)}/status`,
  deadline: (externalId: string) => `/api/staff/orders/${enc(externalId)}/deadline`,
  cancel: (externalId: string) => `/api/staff/orders/${enc(externalId)}/cancel`,
  notes: (externalId: string) => `/api/staff/orders/${enc(externalId)}/notes`,
  /** POST multipart (one file) with ?kind=tracked|clean|formatted|figures|other */
  deliverables: (externalId: string) => `/api/staff/orders/${enc(externalId)}/deliverables`,
  deliverable: (externalId: string, fileKey: string) => `/api/staff/orders/${enc(externalId)}/deliverables/${enc(fileKey)}`,
  deliverableDownload: (externalId: string, fileKey: string) => `/api/staff/orders/${enc(externalId)}/deliverables/${enc(fileKey)}/download`,
  /** A customer's uploaded file (an order form file), for the editor. */
  customerFile: (fileId: string) => `/api/staff/files/${enc(fileId)}/download`,
  staffMembers: '/api/staff/members',
};

export const staffBillingPaths = {
  /** Unpaid invoices and pending payments. ?q&page */
  desk: '/api/staff/payments',
  bankTransfer: (invoiceNumber: string) => `/api/staff/invoices/${enc(invoiceNumber)}/bank-transfer`,
  writeOff: (invoiceNumber: string) => `/api/staff/invoices/${enc(invoiceNumber)}/write-off`,
  finalizeWriteOff: (invoiceNumber: string) => `/api/staff/invoices/${enc(invoiceNumber)}/write-off/finalize`,
  markPaid: (paymentId: string) => `/api/staff/payments/${enc(paymentId)}/mark-paid`,
  refund: (paymentId: string) => `/api/staff/payments/${enc(paymentId)}/refund`,
  /** ?status=pending|completed|rejected|cancelled&page */
  fapiaos: '/api/staff/fapiaos',
  /** POST multipart: field `number` and one PDF file. */
  fulfilFapiao: (identity: string) => `/api/staff/fapiaos/${enc(identity)}/fulfil`,
  rejectFapiao: (identity: string) => `/api/staff/fapiaos/${enc(identity)}/reject`,
  cancelFapiao: (identity: string) => `/api/staff/fapiaos/${enc(identity)}/cancel`,
};

export const staffCustomerPaths = {
  /** ?q (name, e-mail or order number)&page */
  search: '/api/staff/customers',
  customer: (identity: string) => `/api/staff/customers/${enc(identity)}`,
  flags: (identity: string) => `/api/staff/customers/${enc(identity)}/flags`,
  credits: (identity: string) => `/api/staff/customers/${enc(identity)}/credits`,
  impersonate: (identity: string) => `/api/staff/customers/${enc(identity)}/impersonate`,
  /** Starts an admin-created order form for the customer and enters the portal as them. */
  adminOrder: (identity: string) => `/api/staff/customers/${enc(identity)}/admin-order`,
  /** Reachable while impersonating: back to the staff member's own session. */
  endImpersonation: '/api/staff/impersonation/end',
};

export const staffCataloguePaths = {
  promotionalCodes: '/api/staff/promotional-codes',
  promotionalCode: (id: number) => `/api/staff/promotional-codes/${id}`,
  preferredGroups: '/api/staff/preferred-groups',
  preferredGroup: (id: number) => `/api/staff/preferred-groups/${id}`,
  services: '/api/staff/services',
  service: (identity: string) => `/api/staff/services/${enc(identity)}`,
  serviceOptions: (identity: string) => `/api/staff/services/${enc(identity)}/options`,
  serviceOption: (identity: string, optionId: number) => `/api/staff/services/${enc(identity)}/options/${optionId}`,
  holidays: '/api/staff/holidays',
  holiday: (localization: string, day: string) => `/api/staff/holidays/${enc(localization)}/${enc(day)}`,
  featureFlags: '/api/staff/feature-flags',
  featureFlag: (key: string) => `/api/staff/feature-flags/${enc(key)}`,
  settings: '/api/staff/settings',
  setting: (key: string) => `/api/staff/settings/${enc(key)}`,
  outbox: '/api/staff/outbox',
  outboxMessage: (id: string) => `/api/staff/outbox/${enc(id)}`,
  /** ?actor&action&beforeId */
  audit: '/api/staff/audit',
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
};
