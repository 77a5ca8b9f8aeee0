/**
 * The site's pages as one lazy module (site-routes.tsx): the entry bundle then carries one import and one
 * preload list for all of them instead of one per page.
 */
export { FaqPage } from './faq-page';
export { PricingPage } from './pricing-page';
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';
