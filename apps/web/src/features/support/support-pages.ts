/**
 * The support pages as one lazy module (support-routes.tsx): the entry bundle then carries one import and
 * one preload list for all of them instead of one per page.
 */
export { ContactPage } from './contact-page';
export { MyRequestsArea } from './my-requests-area';
export { QuotePage } from './quote-page';
export { SubmissionPage } from './submission-page';
export { SupportHomePage } from './support-home-page';
