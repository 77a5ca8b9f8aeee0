import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Loader } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import type { Prepayment } from '@marginalia/contracts/payments/prepay.contract';
import { useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { FAPIAO_FORM_NAMESPACE, FapiaoRequestForm } from '../../components/fapiao/fapiao-request-form';
import { useMessageText } from '../../components/form-messages';
import { useDocumentTitle } from '../../components/use-document-title';
import { prepayLoadQuery, useRefreshPrepay } from './prepay-api';
import { fapiaoCreatedMessage } from './prepay-messages';
import { findPrepayment } from './prepay-rows';
import { LoadError } from '../../components/layout/load-error';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './prepay.module.css';

/**
 * /{lang}/researcher/prepay/{retainerInvoiceNumber}/fapiao: the shared fapiao request form for
 * a prepayment, with a way back; on success the prepay page shows fapiao-creation-success-type-{type}.
 */
export function PrepayFapiaoPage({ retainerInvoiceNumber }: { retainerInvoiceNumber: string }) {
  const { t } = useTranslation('prepay');
  // The form's strings live in another namespace, which the router does not load for this area.
  const { ready } = useTranslation(FAPIAO_FORM_NAMESPACE, { useSuspense: false });
  useDocumentTitle(t('fapiao.title'));
  const lp = useLocalePath();
  const query = useQuery(prepayLoadQuery());
  const back = lp(billingRoutes.prepay());

  return (
    <Page size="md">
      <Anchor component={Link} to={back} className={classes.backLink}>
        ← {t('fapiao.back')}
      </Anchor>
      <PageHeader title={t('fapiao.title')} lead={t('fapiao.lead', { number: retainerInvoiceNumber })} leadClassName={classes.lead} />
      {query.isError ? (
        <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.isPending || !ready ? (
        <div className={classes.loading} aria-live="polite">
          <Loader aria-label={t('page.loading')} />
        </div>
      ) : (
        <FapiaoFor prepayment={findPrepayment(query.data.prepayments, retainerInvoiceNumber)} />
      )}
    </Page>
  );
}

function FapiaoFor({ prepayment }: { prepayment: Prepayment | null }) {
  const { t } = useTranslation('prepay');
  const text = useMessageText();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const refresh = useRefreshPrepay();
  const { show } = useMessages();

  const problem = !prepayment
    ? 'prepayment-not-found'
    : prepayment.fapiao
      ? 'fapiao-already-requested'
      : !prepayment.fapiaoRequestable
        ? 'fapiao-not-available'
        : null;
  if (problem || !prepayment) {
    return (
      <Alert color="amber" variant="light" role="alert">
        {text(problem ?? 'prepayment-not-found')}
      </Alert>
    );
  }
  return (
    <section className={`${layout.panel} ${classes.card}`}>
      <dl className={classes.facts}>
        <div>
          <dt>{t('prepayments.invoice')}</dt>
          <dd>{prepayment.retainerInvoiceNumber}</dd>
        </div>
        <div>
          <dt>{t('prepayments.date')}</dt>
          <dd>{prepayment.formattedDate}</dd>
        </div>
        <div>
          <dt>{t('prepayments.total')}</dt>
          <dd>{formatMoney(prepayment.totalAmount, prepayment.currency)}</dd>
        </div>
      </dl>
      <FapiaoRequestForm
        receiptCode={prepayment.receiptCode}
        paymentId={prepayment.payment?.id ?? null}
        invoiceNumber={prepayment.retainerInvoiceNumber}
        onCreated={(fapiao) => {
          show(fapiaoCreatedMessage(fapiao.type));
          void refresh();
          void navigate(lp(billingRoutes.prepay()));
        }}
        onCancel={() => void navigate(lp(billingRoutes.prepay()))}
      />
    </section>
  );
}
