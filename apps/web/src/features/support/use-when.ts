import { useCallback } from 'react';
import { formatDateTime } from '@marginalia/contracts/formatting/dates';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';

/** A moment as the reader reads it: their zone (the account's, else the browser's) and language. */
export function useWhen(): (iso: string) => string {
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const zone = user.loggedIn && user.timeZone ? user.timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useCallback((iso: string) => formatDateTime(new Date(iso), zone, language), [zone, language]);
}
