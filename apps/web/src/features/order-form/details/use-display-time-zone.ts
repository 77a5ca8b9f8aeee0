import { useMemo } from 'react';
import { useCurrentUser } from '../../../app/application-context';

/**
 * The zone dates are shown in: the user's own (these screens need a signed-in user), or the browser's when
 * the account has none (architecture convention 7). The sidebar has its own copy: sibling folders of the
 * order form do not import each other (lint boundary).
 */
export function useDisplayTimeZone(): string {
  const user = useCurrentUser();
  return useMemo(() => {
    if (user.loggedIn && user.timeZone) return user.timeZone;
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone || user.timeZone || 'UTC';
    } catch {
      return user.timeZone || 'UTC';
    }
  }, [user]);
}
