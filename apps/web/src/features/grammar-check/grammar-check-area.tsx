import { Navigate, Outlet, useLocation } from 'react-router';
import { grammarCheckAccess } from '@marginalia/contracts/grammar-check/grammar-check-access';
import { useApplication, useCurrentUser, useLocalePath } from '../../lib/application-context';
import { loginRedirectPath } from '../../lib/route-guards';

/**
 * /{lang}/researcher/grammar-check/*: open to a signed-in user whose grammar check is on (staff switch it
 * on the customer page; otherwise /researcher) and to visitors while anonymous assessment is allowed
 * (otherwise the login page, and back here after it).
 */
export function GrammarCheckArea() {
  const user = useCurrentUser();
  const application = useApplication();
  const location = useLocation();
  const lp = useLocalePath();
  const access = grammarCheckAccess(user, application);
  if (access === 'disabled') return <Navigate replace to={lp('/researcher')} />;
  if (access === 'login-required') return <Navigate replace to={loginRedirectPath(lp('/login'), `${location.pathname}${location.search}`)} />;
  return <Outlet />;
}
