import { Navigate, type RouteObject } from 'react-router';
import { useLocalePath } from '../../lib/application-context';
import { RequireUser } from '../../lib/route-guards';
import { namespacesLoader } from '../../lib/i18n';

function ToSubmit() {
  const lp = useLocalePath();
  // The path is written out: importing the paths module would put it in the first visit's code.
  return <Navigate replace to={lp('/testimonials/submit')} />;
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
        loader: namespacesLoader('rewards'),
        lazy: () => import('./testimonials-lazy').then((m) => ({ Component: m.TestimonialSubmitPage })),
      },
    ],
  },
];
