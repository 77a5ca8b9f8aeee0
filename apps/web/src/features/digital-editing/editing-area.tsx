import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { resolveEditingRoute } from '@marginalia/contracts/digital/digital-editing-route';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { useApplication, useFeatureFlag, useLocalePath } from '../../lib/application-context';
import { EditDetailsPage } from './edit-details-page';
import { EditingWorkspace } from './editing-workspace';
import { SubscribePage } from './subscribe-page';

const NotFoundPage = lazy(() => import('../errors/errors.public').then((m) => ({ default: m.NotFoundPage })));

/**
 * /{lang}/researcher/digital-editing/*: the list and upload page, an edit's page, and the subscription page.
 * Without allowsDigitalEditing all lead to /researcher; once curie_is_launched is on, to the newer product's
 * pages (/rubriq, /rubriq/plan/subscribe — the receipt code carried along); an edit's page stays here.
 */
export function EditingArea() {
  const { '*': rest = '' } = useParams();
  const route = resolveEditingRoute(rest);
  const lp = useLocalePath();
  const allowed = useApplication().allowsDigitalEditing;
  const launched = useFeatureFlag('curie_is_launched');

  if (route.kind === 'unknown') {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (!allowed) return <Navigate replace to={lp('/researcher')} />;
  if (route.kind === 'subscribe') {
    if (launched) return <Navigate replace to={lp(`${digitalRoutes.rubriqSubscribe}${route.receiptCode ? `?receipt=${encodeURIComponent(route.receiptCode)}` : ''}`)} />;
    return <SubscribePage key={`${route.receiptCode ?? ''}-${route.success}`} receiptCode={route.receiptCode} />;
  }
  // An edit's page is the same in either area: its Back link returns to the list it came from.
  if (route.kind === 'details') return <EditDetailsPage identity={route.identity} />;
  if (launched) return <Navigate replace to={lp(digitalRoutes.rubriq)} />;
  return <EditingWorkspace status={route.status} />;
}

/** /{lang}/rubriq: digital editing in the newer product area (which the launch flag opens). */
export function RubriqEditingPage() {
  const lp = useLocalePath();
  if (!useApplication().allowsDigitalEditing) return <Navigate replace to={lp('/researcher')} />;
  return <EditingWorkspace status={null} />;
}
