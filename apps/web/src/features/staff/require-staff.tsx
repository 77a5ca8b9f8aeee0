import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser, useLocalePath } from '../../lib/application-context';
import { loginRedirectPath } from '../../lib/route-guards';

// Loaded like the other areas' not-found pages (a feature does not import another feature's module statically).
const NotFoundPage = lazy(() => import('../errors/errors.public').then((m) => ({ default: m.NotFoundPage })));

/**
 * The staff console's gate: a visitor goes to the login page (and comes back), a researcher gets the
 * ordinary "not found" page, so the console's existence is not advertised. The API refuses them too.
 */
export function RequireStaff() {
  const user = useCurrentUser();
  const location = useLocation();
  const lp = useLocalePath();
  if (!user.loggedIn) return <Navigate replace to={loginRedirectPath(lp('/login'), `${location.pathname}${location.search}`)} />;
  if (user.role !== 'staff') {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
