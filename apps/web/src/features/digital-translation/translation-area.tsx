import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { resolveTranslationRoute } from '@marginalia/contracts/digital/translation-route';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { useApplication, useFeatureFlag, useLocalePath } from '../../lib/application-context';
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
  const route = resolveTranslationRoute(rest);
  const lp = useLocalePath();
  const allowed = useApplication().allowsDigitalTranslations;
  const launched = useFeatureFlag('curie_is_launched');

  if (route.kind === 'unknown') {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (route.kind === 'purchase') {
    // The receipt code goes along, so the newer product's plans page waits for the purchase too.
    if (launched) return <Navigate replace to={lp(`${digitalRoutes.rubriqSubscribe}?product=translation${route.receiptCode ? `&receipt=${encodeURIComponent(route.receiptCode)}` : ''}`)} />;
    if (!allowed) return <Navigate replace to={lp('/researcher')} />;
    return <PurchasePage key={route.receiptCode ?? ''} receiptCode={route.receiptCode} success={route.success} />;
  }
  if (!allowed) return <Navigate replace to={lp('/researcher')} />;
  if (launched) return <Navigate replace to={lp(digitalRoutes.rubriqTranslation)} />;
  return <TranslationWorkspace status={route.status} />;
}

/** /{lang}/rubriq/translation: the same workspace in the newer product area (which the launch flag opens). */
export function RubriqTranslationPage() {
  const lp = useLocalePath();
  if (!useApplication().allowsDigitalTranslations) return <Navigate replace to={lp('/researcher')} />;
  return <TranslationWorkspace status={null} />;
}
