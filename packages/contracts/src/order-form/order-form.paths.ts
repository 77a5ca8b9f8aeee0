/**
 * Paths of the order-form calls (spec 2 §7). Zod-free so the web's step pages can import them cheaply.
 * Paths the spec leaves "not shown" are chosen in the same style and listed in
 * apps/api/src/features/order-form/README.md.
 */
export const ORDER_FORM_STEPS = [
  'get-started',
  'rework-get-started',
  'manuscript-services',
  'multimedia-services',
  'service-bundles',
  'additional-services',
  'details',
  'price-quote-completed',
  'payment-details',
] as const;
export type OrderFormStepName = (typeof ORDER_FORM_STEPS)[number];

/** Step pages live under /{lang}/researcher/submit/{step}; `select` and `upload` are aliases. */
export const SUBMIT_BASE = '/researcher/submit';
export const stepUrl = (step: OrderFormStepName) => `${SUBMIT_BASE}/${step}`;
export const STEP_ALIASES: Record<string, OrderFormStepName> = { select: 'manuscript-services', upload: 'get-started' };
/** Steps that need a signed-in user (spec 2 §1). */
export const LOGIN_REQUIRED_STEPS: readonly OrderFormStepName[] = ['details', 'price-quote-completed', 'payment-details'];

const form = (id: string) => `/api/order-form/${encodeURIComponent(id)}`;

export const ORDER_FORM_NEW_PATH = '/api/order-form/new';
export const ORDER_FORM_LOAD_CURRENT_PATH = '/api/order-form/load';
export const ORDER_FORM_RESET_PATH = '/api/order-form/reset';
export const ORDER_DUPLICATE_PATH = '/api/order/duplicate';

export const orderFormPaths = {
  load: (id: string) => `${form(id)}/load`,
  basicDetails: (id: string) => `${form(id)}/basic-details`,
  reworkBasicDetails: (id: string) => `${form(id)}/rework-basic-details`,
  documentDetails: (id: string) => `${form(id)}/document-details`,
  manuscriptDetails: (id: string) => `${form(id)}/manuscript-details`,
  files: (id: string) => `${form(id)}/files`,
  file: (id: string, fileId: string) => `${form(id)}/files/${encodeURIComponent(fileId)}`,
  rush: (id: string) => `${form(id)}/rush`,
  currency: (id: string) => `${form(id)}/currency`,
  discountCode: (id: string, code: string) => `${form(id)}/discount-code/${encodeURIComponent(code)}`,
  promotionalCodeBenefits: (id: string) => `${form(id)}/applicable-promotional-code-benefits`,
  referralEmails: (id: string) => `${form(id)}/referral-emails`,
  serviceBundleQuestions: (id: string) => `${form(id)}/service-bundle-questions`,
  serviceBundle: (id: string) => `${form(id)}/service-bundle`,
  serviceBundleInterest: (id: string) => `${form(id)}/service-bundle-interest`,
  cancelBundle: (id: string) => `${form(id)}/cancel-bundle`,
  generatePriceQuote: (id: string) => `${form(id)}/generate-price-quote`,
  convertQuote: (id: string) => `${form(id)}/convert-quote`,
  serviceQuantity: (id: string, serviceId: string) => `${form(id)}/service-options/${encodeURIComponent(serviceId)}/quantity`,
  selectedService: (id: string) => `${form(id)}/selected-service`,
  /** Choose services (multi-select pages and 'decline editing'), then continue. */
  services: (id: string) => `${form(id)}/services`,
  /** Add (PUT) or remove (DELETE) one additional service. */
  service: (id: string, serviceId: string) => `${form(id)}/services/${encodeURIComponent(serviceId)}`,
  continueAdditionalServices: (id: string) => `${form(id)}/additional-services/continue`,
  step: (id: string) => `${form(id)}/step`,
  details: (id: string) => `${form(id)}/details`,
  duplicateChoice: (id: string) => `${form(id)}/duplicate-choice`,
  binPrice: (id: string) => `${form(id)}/get-bin-price`,
  updateWordCount: (id: string) => `${form(id)}/update-word-count`,
  /** POST (path ours): sends a rework form's request; the rework order is made at once (free). */
  reworkRequest: (id: string) => `${form(id)}/rework-request`,
};

/** Browser navigations (spec 1 §7) that start a form linked to a completed order, then open its first step. */
export const reeditStartPath = (externalId: string) => `/api/order-form/reedit/${encodeURIComponent(externalId)}`;
export const reworkStartPath = (externalId: string) => `/api/order-form/rework/${encodeURIComponent(externalId)}`;

export const priceQuotePaths = {
  pdf: (estimateId: string) => `/api/price-quote/${encodeURIComponent(estimateId)}/pdf`,
  email: (estimateId: string) => `/api/price-quote/${encodeURIComponent(estimateId)}/email`,
};

export const userOrderCountPath = (identity: string) => `/api/users/${encodeURIComponent(identity)}/order-count`;

/** The field name of the multipart upload's file kind. */
export const UPLOAD_KINDS = ['main', 'figures', 'tables', 'references'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
