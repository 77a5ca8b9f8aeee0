import { useMemo } from 'react';
import { useCurrentUser } from '../../lib/application-context';
import { displayTimeZone } from './summary/summary-rules';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone the order form shows dates in: the user's, or the browser's for a visitor. */
export function useDisplayTimeZone(): string {
  const user = useCurrentUser();
  return useMemo(() => displayTimeZone(user, browserTimeZone()), [user]);
}
