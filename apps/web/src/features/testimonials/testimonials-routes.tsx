import { Navigate, type RouteObject } from 'react-router';
import { useLocalePath } from '../../lib/application-context';
import { RequireUser } from '../../lib/route-guards';
import { namespacesLoader } from '../../lib/i18n';
import { TESTIMONIAL_SUBMIT_PAGE } from '@marginalia/contracts/testimonials/testimonials.paths';

function ToSubmit() {
  const lp = useLocalePath();
  return <Navigate replace to={lp(TESTIMONIAL_SUBMIT_PAGE)} />;
}

/** testimonials/submit (sign-in required; visitors go to the login page and come back) and testimonials → submit. */
export const testimonialRoutes: RouteObject[] = [
  { path: 'testimonials', element: <ToSubmit /> },
  {
    path: 'testimonials/submit',
    element: <RequireUser />,
    children: [
      {
        index: true,
        loader: namespacesLoader('testimonials'),
        lazy: () => import('./testimonial-submit-page').then((m) => ({ Component: m.TestimonialSubmitPage })),
      },
    ],
  },
];
