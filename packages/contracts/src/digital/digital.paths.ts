import { apiPath } from '../http/api-path';

/**
 * Paths of digital purchases (any digital product), digital editing and digital translation. The spec's paths are kept;
 * the purchase offers, the purchase status and the staff paths are ours (features/digital-purchases/README.md).
 * Zod-free so pages import them cheaply.
 */
export const digitalPurchasePaths = {
  /** ?kind=translation-package&currency=EUR — the products of a kind priced for the user, methods and currencies. */
  offers: '/api/digital-purchases/offers',
  /** A purchase by the receipt code of its invoice: polled by the purchase page after paying. */
  status: apiPath('/api/digital-purchases/receipt/:receiptCode'),
  staffProducts: '/api/staff/digital-products',
  staffProduct: apiPath('/api/staff/digital-products/:identity'),
  staffCustomerPurchases: apiPath('/api/staff/customers/:identity/digital-purchases'),
  /** Staff: a digital-editing subscription for a customer, after the one running (audited). */
  staffEditingSubscription: apiPath('/api/staff/customers/:identity/editing-subscription'),
  /** Staff: a purchase's end moved later, or brought to now (audited). */
  staffExtendPurchase: apiPath('/api/staff/digital-purchases/:identity/extend'),
  staffRevokePurchase: apiPath('/api/staff/digital-purchases/:identity/revoke'),
};

/** Digital editing (spec paths; the feedback and the staff feedback list are ours). */
export const digitalEditingPaths = {
  payment: '/api/digital-edit/payment',
  load: '/api/digital-edit/load',
  /** ?page=1&identities=a,b */
  search: '/api/digital-edit/search',
  create: '/api/digital-edit/create',
  archive: apiPath('/api/digital-edit/:id/archive'),
  download: apiPath('/api/digital-edit/:id/download'),
  /** An order form for professional editing with the manuscript attached (a link: the answer redirects). */
  orderForm: apiPath('/api/order-form/from-digital-edit/:identity'),
  feedback: '/api/digital-edit/feedback',
  staffFeedback: '/api/staff/digital-editing/feedback',
};

export const digitalTranslationPaths = {
  payment: '/api/digital-translation/payment',
  load: '/api/digital-order/load',
  /** ?page=1&identities=a,b */
  search: '/api/digital-order/search',
  create: '/api/digital-order/create',
  archive: apiPath('/api/digital-order/:id/archive'),
  download: apiPath('/api/digital-order/:id/download'),
  /** A failed translation tried again with a new use (path ours). */
  retry: apiPath('/api/digital-order/:id/retry'),
  chineseTrial: apiPath('/api/:type/chinese-digital-trial'),
};

/** The home page's recent editing and translation documents (path ours; recent-documents.contract.ts). */
export const RECENT_DOCUMENTS_PATH = '/api/researcher/recent-documents';

/** Browser routes (under /{lang}). */
export const digitalRoutes = {
  editing: '/researcher/digital-editing',
  editDetails: (identity: string) => `/researcher/digital-editing/details/${encodeURIComponent(identity)}`,
  subscribe: (receiptCode?: string, success?: boolean) =>
    `/researcher/digital-editing/subscribe${receiptCode ? `/${encodeURIComponent(receiptCode)}` : ''}${receiptCode && success ? '/success' : ''}`,
  /** The newer product area: digital editing is its home (an edit's page stays where it is). */
  rubriq: '/rubriq',
  translations: '/researcher/digital-translations',
  purchase: (receiptCode?: string, success?: boolean) =>
    `/researcher/digital-translations/purchase${receiptCode ? `/${encodeURIComponent(receiptCode)}` : ''}${receiptCode && success ? '/success' : ''}`,
  chineseTrial: '/chinese-digital-trial',
  rubriqTranslation: '/rubriq/translation',
  rubriqSubscribe: '/rubriq/plan/subscribe',
};
