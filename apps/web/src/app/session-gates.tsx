import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser, useLocalePath } from '../lib/application-context';
import { splitLanguagePrefix } from '../lib/language-path';
import { gateFor } from '../lib/session-gate-rules';

const SessionWarning = lazy(() => import('./session-warnings').then((m) => ({ default: m.SessionWarning })));

/**
 * Wraps every page under the language prefix: a credit-note lockout or a localization mismatch shows a
 * warning instead of the app; a forced migration page and an incomplete account redirect.
 */
export function SessionGates() {
  const user = useCurrentUser();
  const location = useLocation();
  const lp = useLocalePath();
  const gate = gateFor(user, splitLanguagePrefix(location.pathname).rest);
  if (gate?.kind === 'redirect') return <Navigate replace to={lp(gate.to)} />;
  if (gate?.kind === 'lockout' || gate?.kind === 'mismatch') {
    return (
      <Suspense fallback={null}>
        <SessionWarning kind={gate.kind} />
      </Suspense>
    );
  }
  return <Outlet />;
}
