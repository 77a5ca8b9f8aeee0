import { lazy } from 'react';

/** The submission page behind a small lazy module, so the entry does not list what the page uses (the first-visit budget). */
export const TestimonialSubmitPage = lazy(() => import('./testimonial-submit-page').then((m) => ({ default: m.TestimonialSubmitPage })));
