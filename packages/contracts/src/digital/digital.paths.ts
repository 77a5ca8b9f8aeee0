import { apiPath } from '../http/api-path';

/**
 * Paths of digital purchases (any digital product) and digital translation. The spec's paths are kept;
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
  translations: '/researcher/digital-translations',
  purchase: (receiptCode?: string, success?: boolean) =>
    `/researcher/digital-translations/purchase${receiptCode ? `/${encodeURIComponent(receiptCode)}` : ''}${receiptCode && success ? '/success' : ''}`,
  chineseTrial: '/chinese-digital-trial',
  rubriqTranslation: '/rubriq/translation',
  rubriqSubscribe: '/rubriq/plan/subscribe',
};
