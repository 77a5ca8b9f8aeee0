import { lazy } from 'react';

/** The moderation desk behind a small lazy module, so the entry does not list what the desk uses (the first-visit budget). */
export const TestimonialsDesk = lazy(() => import('./testimonials-desk').then((m) => ({ default: m.TestimonialsDesk })));
