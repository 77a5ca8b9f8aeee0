import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SubmitPage } from '@marginalia/contracts/order-form/submit-route';

/*
 * Every step page and the order summary are lazy modules of their own: a visitor on get-started does not
 * download the payment step. The names are the modules' named exports.
 */

export const OrderSummary = lazy(() => import('../summary/order-summary').then((m) => ({ default: m.OrderSummary })));

export const PAGES: Record<SubmitPage, LazyExoticComponent<ComponentType>> = {
  'get-started': lazy(() => import('../get-started/get-started-page').then((m) => ({ default: m.GetStartedPage }))),
  'rework-get-started': lazy(() => import('../rework/rework-get-started-page').then((m) => ({ default: m.ReworkGetStartedPage }))),
  'manuscript-services': lazy(() =>
    import('../services/manuscript-services-page').then((m) => ({ default: m.ManuscriptServicesPage })),
  ),
  'multimedia-services': lazy(() =>
    import('../services/multimedia-services-page').then((m) => ({ default: m.MultimediaServicesPage })),
  ),
  'service-bundles': lazy(() => import('../bundles/service-bundles-page').then((m) => ({ default: m.ServiceBundlesPage }))),
  'additional-services': lazy(() =>
    import('../services/additional-services-page').then((m) => ({ default: m.AdditionalServicesPage })),
  ),
  details: lazy(() => import('../details/details-page').then((m) => ({ default: m.DetailsPage }))),
  'duplicate-order': lazy(() => import('../details/duplicate-order-page').then((m) => ({ default: m.DuplicateOrderPage }))),
  'price-quote-completed': lazy(() =>
    import('../quote/price-quote-completed-page').then((m) => ({ default: m.PriceQuoteCompletedPage })),
  ),
  'payment-details': lazy(() => import('../payment/payment-details-page').then((m) => ({ default: m.PaymentDetailsPage }))),
};

/** The pages after a payment: not steps of the form, which has become an order. */
export const PaymentReturnPage = lazy(() => import('../payment/payment-return-page').then((m) => ({ default: m.PaymentReturnPage })));
export const OrderCompletePage = lazy(() => import('../payment/order-complete-page').then((m) => ({ default: m.OrderCompletePage })));
