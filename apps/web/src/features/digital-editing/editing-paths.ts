import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { useFeatureFlag, useLocalePath } from '../../lib/application-context';

/** Where digital editing's pages are: the list and the subscription under /researcher, or in the newer product area once it is launched; an edit's page under /researcher either way. */
export function useEditingPaths() {
  const lp = useLocalePath();
  const launched = useFeatureFlag('curie_is_launched');
  return {
    list: lp(launched ? digitalRoutes.rubriq : digitalRoutes.editing),
    details: (identity: string) => lp(digitalRoutes.editDetails(identity)),
    subscribe: lp(launched ? digitalRoutes.rubriqSubscribe : digitalRoutes.subscribe()),
  };
}
