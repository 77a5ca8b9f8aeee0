import type { Operation } from '../test/openapi-operations';
import { generalFapiaoRequest } from '../test/billing-fixtures';
import type { Holdings, StaffThings } from './authorization-world';

/**
 * Test support of the authorization gate: for each operation, the owner's real value of every identifier its
 * path or query carries, chosen by the parameter's name and the operation's path.
 */
export interface Target {
  path: Record<string, string>;
  /** A JSON body that names the owner's resource, or that the operation's checks accept; else one from its schema. */
  body?: Record<string, unknown>;
  query: Record<string, string>;
  /** Query parameters that name a resource (filters by order number, an order form…), not mere options. */
  queryIdentifiers: string[];
  /** Path parameters that choose a variant of the operation rather than name anybody's resource. */
  pathOptions: string[];
  bodyNamesResource: boolean;
}

/** Path parameters that are options, by operation (`{type}` of the Chinese trial names a page, not a resource). */
const PATH_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  'POST /api/{type}/chinese-digital-trial': ['type'],
};

/** Query parameters that name a person's resource, by operation. */
const QUERY_IDENTIFIERS: Readonly<Record<string, Readonly<Record<string, (h: Holdings) => string>>>> = {
  'GET /api/digital-edit/search': { identities: (h) => h.digitalEditId },
  'GET /api/fapiao/organizations': { name: (h) => h.fapiaoOrganization.slice(0, 4) },
  'GET /api/grammar-check/search': { identities: (h) => h.assessmentId },
  'GET /api/invoice/load': { orderNumber: (h) => h.invoicedOrderExternalId },
  'GET /api/order/duplicate': { title: (h) => h.orderTitle },
  'GET /api/order/search': { xid: (h) => h.orderExternalId },
  'GET /api/payment/{id}/pdf': { invoice_number: (h) => h.paidInvoiceNumber },
  'GET /api/payment/load': { orderFormId: (h) => h.formId },
  'GET /api/payoff/load': { invoiceNumbers: (h) => h.unpaidInvoiceNumber },
  'GET /api/users/{id}/reward-points': { externalId: (h) => h.orderExternalId },
};

const payment = { paymentMethodId: 9, acceptedTermsAndConditions: true, billingAddress: { name: 'Someone Else', organization: 'Elsewhere University', address1: '1 Main Street', city: 'Cambridge', state: 'MA', zip: '02139', countryId: 237, phone: '+1 617 555 0100' } };

/** Bodies that name the owner's resource (receipt codes), or that pass a handler's own consistency check. */
const BODIES: Readonly<Record<string, (h: Holdings) => Record<string, unknown>>> = {
  'POST /api/fapiao': (h) => generalFapiaoRequest(h.paidReceiptCode),
  'POST /api/payoff/payment': (h) => ({ ...payment, payoffReceiptCodes: [h.unpaidReceiptCode] }),
  'POST /api/prepay/payment': (h) => ({ ...payment, receiptCode: h.retainerReceiptCode }),
  'PUT /api/order-form/{id}/service-options/{serviceId}/quantity': () => ({ serviceIdentity: 'formatting', quantity: 2 }),
  'POST /api/support/requests': (h) => ({ type: 'support', orderExternalId: h.orderExternalId, message: 'About this order' }),
};

/** Bodies that name the caller's own resource beside the owner's (one payment for both researchers' invoices). */
export const MIXED_BODIES: Readonly<Record<string, (own: Holdings, owners: Holdings) => Record<string, unknown>>> = {
  'POST /api/payoff/payment': (own, owners) => ({ ...payment, payoffReceiptCodes: [own.unpaidReceiptCode, owners.unpaidReceiptCode] }),
};

/** Operations whose body names the owner's resource. */
const BODY_IDENTIFIERS: ReadonlySet<string> = new Set(['POST /api/fapiao', 'POST /api/payoff/payment', 'POST /api/prepay/payment', 'POST /api/support/requests']);

/** Required options that are no identifier, so that a request reaches its handler. */
const REQUIRED_OPTIONS: Readonly<Record<string, string>> = { newWordCount: '3000', kind: 'tracked', query: 'nature', language: 'en', receiptCode: 'R0000', amount: '10.00' };

/** Public operations' identifiers name no person's resource: any value will do. */
const PUBLIC_PATH_PREFIXES = ['/api/auth/', '/api/payment/sandbox/', '/api/payment/webhooks/', '/api/account/confirm-email/', '/api/testimonials/'];

function pathValue(operation: Operation, name: string, h: Holdings, s: StaffThings): string {
  const path = operation.path;
  if (PUBLIC_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return name === 'gateway' ? 'sandbox' : `unknown-${name}`;
  if (path.startsWith('/api/support/') || path.startsWith('/api/staff/support/')) {
    const supportValues: Record<string, string> = { number: h.supportRequestNumber, id: h.supportAttachmentId, externalId: h.orderExternalId };
    const value = supportValues[name];
    if (value === undefined) throw new Error(`no value for ${name} of ${operation.key}`);
    return value;
  }
  if (name === 'type' && path.endsWith('/chinese-digital-trial')) return 'digital-order';
  if (path.startsWith('/api/staff/')) {
    if (name === 'identity') {
      if (path.startsWith('/api/staff/digital-products')) return 'translation-1';
      if (path.startsWith('/api/staff/digital-purchases')) return h.digitalPurchaseIdentity;
      return path.startsWith('/api/staff/customers') ? h.user.identity : path.startsWith('/api/staff/fapiaos') ? h.fapiaoIdentity : 'standard-editing';
    }
    if (name === 'id') return path.startsWith('/api/staff/outbox') ? s.outboxId : path.startsWith('/api/staff/promotional-codes') ? s.promotionalCodeId : s.preferredGroupId;
    if (name === 'key') return path.startsWith('/api/staff/feature-flags') ? s.featureFlagKey : path.startsWith('/api/staff/settings') ? s.settingKey : h.deliverableKey;
    const staffValues: Record<string, string> = {
      externalId: h.orderExternalId,
      invoiceNumber: h.unpaidInvoiceNumber,
      paymentId: h.paymentId,
      fileId: h.originalFileId,
      optionId: s.serviceOptionId,
      localization: 'us',
      day: '2030-12-25',
    };
    const value = staffValues[name];
    if (value === undefined) throw new Error(`no value for ${name} of ${operation.key}`);
    return value;
  }
  if (name === 'id') {
    if (path.startsWith('/api/grammar-check/') || path.startsWith('/api/order-form/from-language-assessment/')) return h.assessmentId;
    if (path.startsWith('/api/account/addresses')) return h.addressId;
    if (path.startsWith('/api/account/') || path.startsWith('/api/users/')) return h.user.identity;
    if (path.startsWith('/api/order-form/')) return h.formId;
    if (path.startsWith('/api/order/')) return h.orderExternalId;
    if (path.startsWith('/api/payment/')) return h.paymentId;
    if (path.startsWith('/api/digital-order/')) return h.digitalOrderId;
    if (path.startsWith('/api/digital-edit/')) return h.digitalEditId;
  }
  if (name === 'receiptCode' && path.startsWith('/api/digital-purchases/')) return h.purchaseReceiptCode;
  if (name === 'code') return path.startsWith('/api/certificate') ? h.certificateCode : path.includes('/voucher/') ? 'VOUCHER-NONE' : 'WELCOME10';
  if (name === 'key') return h.deliverableKey;
  if (name === 'identity') return path.startsWith('/api/fapiao') ? h.fapiaoIdentity : path.startsWith('/api/order-form/from-digital-edit') ? h.digitalEditId : h.originalFileId;
  const values: Record<string, string> = {
    externalId: h.orderExternalId,
    fileKey: h.deliverableKey,
    invoiceNumber: h.invoiceNumber,
    number: h.retainerNumber,
    estimateId: h.estimateId,
    fileId: h.formFileId,
    serviceId: 'formatting',
  };
  const value = values[name];
  if (value === undefined) throw new Error(`no value for ${name} of ${operation.key}`);
  return value;
}

/** The owner's values for the operation's identifiers (and the required options it needs to get that far). */
export function targetOf(operation: Operation, h: Holdings, s: StaffThings): Target {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  const identifiers = QUERY_IDENTIFIERS[operation.key] ?? {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') path[parameter.name] = pathValue(operation, parameter.name, h, s);
    else if (parameter.in === 'query') {
      const identifier = identifiers[parameter.name];
      if (identifier) query[parameter.name] = identifier(h);
      else if (parameter.required) query[parameter.name] = REQUIRED_OPTIONS[parameter.name] ?? 'x';
    }
  }
  const body = BODIES[operation.key];
  return { path, query, queryIdentifiers: Object.keys(identifiers), pathOptions: [...(PATH_OPTIONS[operation.key] ?? [])], bodyNamesResource: BODY_IDENTIFIERS.has(operation.key), ...(body ? { body: body(h) } : {}) };
}

/**
 * Refusals an operation answers instead of 401/403/404, each for its reason: another user's e-mail change
 * link is as invalid to the caller as an unknown one (the same 400 says nothing of whose it is).
 */
export const OTHER_REFUSALS: Readonly<Record<string, { status: number; error: string }>> = {
  'POST /api/account/confirm-email/{secret}': { status: 400, error: 'email-change-link-invalid' },
};

/** Operations whose query identifiers only filter the caller's own list: another caller gets an empty answer, not an error. */
export const FILTERS_OF_OWN_LISTS: ReadonlySet<string> = new Set(['GET /api/fapiao/organizations', 'GET /api/invoice/load', 'GET /api/order/search', 'GET /api/order/duplicate', 'GET /api/grammar-check/search', 'GET /api/digital-edit/search']);

/**
 * Values next to an identifier with a number in it (US000003, RET000002US, Q-202611-000002, 17): its last
 * number 1–3 lower and higher, same width, the rest unchanged.
 */
export function neighboursOf(value: string): string[] {
  const match = /^(.*?)(\d+)(\D*)$/.exec(value);
  if (!match) return [];
  const [, prefix = '', digits = '', suffix = ''] = match;
  const number = Number(digits);
  if (!Number.isSafeInteger(number)) return [];
  return [-3, -2, -1, 1, 2, 3]
    .map((delta) => number + delta)
    .filter((each) => each >= 0)
    .map((each) => `${prefix}${String(each).padStart(digits.length, '0')}${suffix}`);
}
