import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { afterSignInTarget, isExternalTarget } from './redirect-target';

/** Navigates to a target of the sign-in rules: inside the app, or by a full page load for external targets. */
export function GoTo({ target }: { target: string }) {
  const external = isExternalTarget(target);
  useEffect(() => {
    if (external) window.location.assign(target);
  }, [external, target]);
  return external ? null : <Navigate replace to={target} />;
}

/**
 * A signed-in user opening login or registration goes to the redirect target or the home directory.
 * Stands aside while a sign-in made on this page is finishing (`completing`).
 */
export function SignedInRedirect({ completing, children }: { completing: boolean; children: React.ReactNode }) {
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const [search] = useSearchParams();
  if (!user.loggedIn || completing) return <>{children}</>;
  const target = afterSignInTarget({ redirectUri: null, redirect: search.get('redirect'), homeDirectory: user.homeDirectory, language });
  return <GoTo target={target} />;
}
