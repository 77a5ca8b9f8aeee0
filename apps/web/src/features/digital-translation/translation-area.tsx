import { lazy } from 'react';
import { Navigate, useParams } from 'react-router';
import { resolveTranslationRoute } from '@marginalia/contracts/digital/translation-route';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { DigitalProductArea, DigitalProductGate } from '../../components/digital-product/digital-product-area';
import { PurchasePage } from './purchase-page';
import { TranslationWorkspace } from './translation-workspace';

const NotFoundPage = lazy(() => import('../errors/errors.public').then((m) => ({ default: m.NotFoundPage })));

/**
 * /{lang}/researcher/digital-translations/*: the list and upload page, or the package purchase page.
 * Without allowsDigitalTranslations both lead to /researcher; once curie_is_launched is on, to the newer
 * product's pages (/rubriq/translation, /rubriq/plan/subscribe).
 */
export function TranslationArea() {
  const { '*': rest = '' } = useParams();
  return (
    <DigitalProductArea
      route={resolveTranslationRoute(rest)}
      access="allowsDigitalTranslations"
      launchedList={digitalRoutes.rubriqTranslation}
      notFound={NotFoundPage}
      list={(status) => <TranslationWorkspace status={status} />}
      page={(route, { allowed, launched, lp, noAccess }) => {
        // The receipt code goes along, so the newer product's plans page waits for the purchase too.
        if (launched) return <Navigate replace to={lp(`${digitalRoutes.rubriqSubscribe}?product=translation${route.receiptCode ? `&receipt=${encodeURIComponent(route.receiptCode)}` : ''}`)} />;
        if (!allowed) return noAccess;
        return <PurchasePage key={route.receiptCode ?? ''} receiptCode={route.receiptCode} success={route.success} />;
      }}
    />
  );
}

/** /{lang}/rubriq/translation: the same workspace in the newer product area (which the launch flag opens). */
export function RubriqTranslationPage() {
  return (
    <DigitalProductGate access="allowsDigitalTranslations">
      <TranslationWorkspace status={null} />
    </DigitalProductGate>
  );
}
