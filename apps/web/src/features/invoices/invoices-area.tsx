import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LoaderBlock } from '../../components/layout/loader-block';
import { InvoiceFapiaoPage } from './invoice-fapiao-page';
import { InvoiceListPage } from './invoice-list-page';
import { resolveInvoicesRoute } from './invoice-rules';
import { PayoffLanding } from './payoff-landing';
import classes from './invoices.module.css';

// The payment panel (card form, addresses, Brazil and China extras) is downloaded only to pay.
const PayInvoicesPage = lazy(() => import('./pay-invoices-page').then((m) => ({ default: m.PayInvoicesPage })));

/**
 * /{lang}/researcher/invoices/*, signed-in only (RequireUser in the router): the
 * list or unpaid list, paying invoices, the landing after a hosted payoff and the fapiao request. Matched
 * here rather than with <Routes>, which would add router code to the entry bundle.
 */
export function InvoicesArea() {
  const { '*': rest = '' } = useParams();
  const route = resolveInvoicesRoute(rest);
  switch (route.kind) {
    case 'list':
      return <InvoiceListPage key={route.status} status={route.status} />;
    case 'pay':
      return (
        <Suspense fallback={<LoaderBlock className={classes.loading} />}>
          <PayInvoicesPage key={route.invoiceNumbers.join(',')} invoiceNumbers={route.invoiceNumbers} />
        </Suspense>
      );
    case 'landing':
      return <PayoffLanding success={route.success} />;
    case 'fapiao':
      return <InvoiceFapiaoPage key={route.invoiceNumber} invoiceNumber={route.invoiceNumber} />;
  }
}
