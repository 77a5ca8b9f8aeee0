import { lazy } from 'react';
import { Navigate, useParams } from 'react-router';
import { resolveEditingRoute } from '@marginalia/contracts/digital/digital-editing-route';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { DigitalProductArea, DigitalProductGate } from '../../components/digital-product/digital-product-area';
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
  return (
    <DigitalProductArea
      route={resolveEditingRoute(rest)}
      access="allowsDigitalEditing"
      launchedList={digitalRoutes.rubriq}
      notFound={NotFoundPage}
      list={(status) => <EditingWorkspace status={status} />}
      page={(route, { allowed, launched, lp, noAccess }) => {
        if (!allowed) return noAccess;
        // An edit's page is the same in either area: its Back link returns to the list it came from.
        if (route.kind === 'details') return <EditDetailsPage identity={route.identity} />;
        if (launched) return <Navigate replace to={lp(`${digitalRoutes.rubriqSubscribe}${route.receiptCode ? `?receipt=${encodeURIComponent(route.receiptCode)}` : ''}`)} />;
        return <SubscribePage key={`${route.receiptCode ?? ''}-${route.success}`} receiptCode={route.receiptCode} />;
      }}
    />
  );
}

/** /{lang}/rubriq: digital editing in the newer product area (which the launch flag opens). */
export function RubriqEditingPage() {
  return (
    <DigitalProductGate access="allowsDigitalEditing">
      <EditingWorkspace status={null} />
    </DigitalProductGate>
  );
}
