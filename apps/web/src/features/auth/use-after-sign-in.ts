import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSiteLanguage } from '../../lib/application-context';
import { APPLICATION_KEY, applicationQuery } from '../../lib/application-query';
import { afterSignInTarget, isExternalTarget } from './redirect-target';

export interface SignedIn {
  /** The server's redirectUri (a full path with its language prefix), or null. */
  redirectUri: string | null;
  /** A redirect target other than the page's `redirect` query parameter (the confirm screen's data). */
  redirect?: string | null;
}

/**
 * The end of every sign-in (local, registration, another provider, WeChat): reload the application so the
 * guards see the user, then go to redirectUri, the redirect target or the home directory.
 * `completing` stays true from then on, so the page's own "already signed in" redirect stands aside.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const [search] = useSearchParams();
  const [completing, setCompleting] = useState(false);

  const complete = useCallback(
    async ({ redirectUri, redirect }: SignedIn) => {
      setCompleting(true);
      // Awaited: the refetch must answer with the signed-in user before a protected page is rendered.
      await queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
      const user = queryClient.getQueryData(applicationQuery(language).queryKey)?.user;
      const target = afterSignInTarget({
        redirectUri,
        redirect: redirect ?? search.get('redirect'),
        homeDirectory: user?.homeDirectory ?? '/researcher',
        language,
      });
      if (isExternalTarget(target)) window.location.assign(target);
      else navigate(target, { replace: true });
    },
    [queryClient, language, search, navigate],
  );

  return { complete, completing };
}
