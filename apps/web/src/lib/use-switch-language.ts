import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { useCurrentUser } from './application-context';
import { applicationQuery, updateLanguage } from './application-query';
import { i18n } from './i18n';
import { swapLanguage } from './language-path';

/**
 * Switching language: store the choice (cookie, and the user's profile when signed in),
 * load the application in the new language (translations and messages come with it), fetch the
 * feature namespaces in use, then show the same page under the new prefix.
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const signedIn = useCurrentUser().loggedIn;

  const mutation = useMutation({
    mutationFn: async (language: SiteLanguage) => {
      await updateLanguage(language, signedIn);
      // Always a fresh load: the user's language changed on the server too.
      await queryClient.fetchQuery({ ...applicationQuery(language), staleTime: 0 });
      await i18n.loadLanguages(bcp47(language));
      return language;
    },
    onSuccess: (language) => {
      void navigate(swapLanguage(locationRef.current, language), { preventScrollReset: true });
    },
  });

  return {
    switchLanguage: (language: SiteLanguage) => mutation.mutate(language),
    switchingTo: mutation.isPending ? mutation.variables : null,
  };
}
