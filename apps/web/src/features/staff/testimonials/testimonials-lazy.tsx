import { lazy } from 'react';
import { useParams } from 'react-router';

/** The moderation desk behind a small lazy module, so the entry does not list what the desk uses (the first-visit budget). */
export const TestimonialsDesk = lazy(() => import('./testimonials-desk').then((m) => ({ default: m.TestimonialsDesk })));
const FeedbackDesk = lazy(() => import('../feedback/feedback-desk').then((m) => ({ default: m.FeedbackDesk })));

/** /staff/testimonials: what researchers publish about us; /staff/testimonials/feedback: what they told us about digital editing. */
export function TestimonialsArea() {
  const { '*': rest = '' } = useParams();
  return rest.replace(/\/+$/, '') === 'feedback' ? <FeedbackDesk /> : <TestimonialsDesk />;
}
