import { apiPath } from '../http/api-path';

/**
 * Paths of the order-form calls. Zod-free so the web's step pages can import them cheaply.
 * Paths of our own are chosen in the same style and listed in
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
/** Steps that need a signed-in user. */
export const LOGIN_REQUIRED_STEPS: readonly OrderFormStepName[] = ['details', 'price-quote-completed', 'payment-details'];

export const ORDER_FORM_NEW_PATH = '/api/order-form/new';
export const ORDER_FORM_LOAD_CURRENT_PATH = '/api/order-form/load';
export const ORDER_FORM_RESET_PATH = '/api/order-form/reset';
export const ORDER_DUPLICATE_PATH = '/api/order/duplicate';

/** `:id` is the form's unguessable public id. */
export const orderFormPaths = {
  load: apiPath('/api/order-form/:id/load'),
  basicDetails: apiPath('/api/order-form/:id/basic-details'),
  reworkBasicDetails: apiPath('/api/order-form/:id/rework-basic-details'),
  documentDetails: apiPath('/api/order-form/:id/document-details'),
  manuscriptDetails: apiPath('/api/order-form/:id/manuscript-details'),
  files: apiPath('/api/order-form/:id/files'),
  file: apiPath('/api/order-form/:id/files/:fileId'),
  rush: apiPath('/api/order-form/:id/rush'),
  currency: apiPath('/api/order-form/:id/currency'),
  discountCode: apiPath('/api/order-form/:id/discount-code/:code'),
  promotionalCodeBenefits: apiPath('/api/order-form/:id/applicable-promotional-code-benefits'),
  referralEmails: apiPath('/api/order-form/:id/referral-emails'),
  serviceBundleQuestions: apiPath('/api/order-form/:id/service-bundle-questions'),
  serviceBundle: apiPath('/api/order-form/:id/service-bundle'),
  serviceBundleInterest: apiPath('/api/order-form/:id/service-bundle-interest'),
  cancelBundle: apiPath('/api/order-form/:id/cancel-bundle'),
  generatePriceQuote: apiPath('/api/order-form/:id/generate-price-quote'),
  convertQuote: apiPath('/api/order-form/:id/convert-quote'),
  serviceQuantity: apiPath('/api/order-form/:id/service-options/:serviceId/quantity'),
  selectedService: apiPath('/api/order-form/:id/selected-service'),
  /** Choose services (multi-select pages and 'decline editing'), then continue. */
  services: apiPath('/api/order-form/:id/services'),
  /** Add (PUT) or remove (DELETE) one additional service. */
  service: apiPath('/api/order-form/:id/services/:serviceId'),
  continueAdditionalServices: apiPath('/api/order-form/:id/additional-services/continue'),
  step: apiPath('/api/order-form/:id/step'),
  details: apiPath('/api/order-form/:id/details'),
  duplicateChoice: apiPath('/api/order-form/:id/duplicate-choice'),
  binPrice: apiPath('/api/order-form/:id/get-bin-price'),
  updateWordCount: apiPath('/api/order-form/:id/update-word-count'),
  /** POST (path ours): sends a rework form's request; the rework order is made at once (free). */
  reworkRequest: apiPath('/api/order-form/:id/rework-request'),
};

/** Browser navigations that start a form linked to a completed order, then open its first step. */
export const reeditStartPath = apiPath('/api/order-form/reedit/:externalId');
export const reworkStartPath = apiPath('/api/order-form/rework/:externalId');

export const priceQuotePaths = {
  pdf: apiPath('/api/price-quote/:estimateId/pdf'),
  email: apiPath('/api/price-quote/:estimateId/email'),
};

/** The field name of the multipart upload's file kind. */
export const UPLOAD_KINDS = ['main', 'figures', 'tables', 'references'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
