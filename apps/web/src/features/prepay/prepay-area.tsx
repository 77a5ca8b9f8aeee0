import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PrepayFapiaoPage } from './prepay-fapiao-page';
import { PrepayLanding } from './prepay-landing';
import { PrepayPage } from './prepay-page';
import { resolvePrepayRoute } from '@marginalia/contracts/payments/prepay-route';

const NotFoundPage = lazy(() => import('../errors/errors.public').then((m) => ({ default: m.NotFoundPage })));

/**
 * /{lang}/researcher/prepay/*, by the path after prepay/ (prepay-route.ts); matched
 * here rather than with <Routes>, which would add router code to the entry bundle.
 */
export function PrepayArea() {
  const { '*': rest = '' } = useParams();
  const route = resolvePrepayRoute(rest);

  switch (route.kind) {
    case 'prepay':
      return <PrepayPage retainerInvoiceNumber={route.retainerInvoiceNumber} />;
    case 'fapiao':
      return <PrepayFapiaoPage key={route.retainerInvoiceNumber} retainerInvoiceNumber={route.retainerInvoiceNumber} />;
    case 'complete':
      return <PrepayLanding key={route.type} type={route.type} />;
    case 'unknown':
      return (
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      );
  }
}
