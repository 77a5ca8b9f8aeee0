import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { grammarCheckAccess } from '@marginalia/contracts/grammar-check/grammar-check-access';
import { resolveGrammarCheckRoute } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { useApplication, useCurrentUser, useLocalePath } from '../../lib/application-context';
import { loginRedirectPath } from '../../lib/route-guards';
import { GrammarCheckPage } from './grammar-check-page';
import { ReportPage } from './report-page';

const NotFoundPage = lazy(() => import('../errors/errors.public').then((m) => ({ default: m.NotFoundPage })));

/**
 * /{lang}/researcher/grammar-check/*: the list, or a report (`details/{identity}`), matched here by the
 * contracts' resolver rather than with nested routes, which would add router code to the entry bundle.
 * Open to a signed-in user whose grammar check is on (staff switch it on the customer page; otherwise
 * /researcher) and to visitors while anonymous assessment is allowed (otherwise the login page, and back
 * here after it).
 */
export function GrammarCheckArea() {
  const user = useCurrentUser();
  const application = useApplication();
  const location = useLocation();
  const lp = useLocalePath();
  const { '*': rest = '' } = useParams();
  const access = grammarCheckAccess(user, application);
  if (access === 'disabled') return <Navigate replace to={lp('/researcher')} />;
  if (access === 'login-required') return <Navigate replace to={loginRedirectPath(lp('/login'), `${location.pathname}${location.search}`)} />;
  const route = resolveGrammarCheckRoute(rest);
  switch (route.kind) {
    case 'list':
      return <GrammarCheckPage />;
    case 'report':
      return <ReportPage key={route.identity} identity={route.identity} />;
    case 'unknown':
      return (
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      );
  }
}
