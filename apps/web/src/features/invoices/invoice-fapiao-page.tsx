import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Loader, Text, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { FapiaoRequestForm } from '../../components/fapiao/fapiao-request-form';
import { useMessageText } from '../../components/form-messages';
import { useDocumentTitle } from '../../components/use-document-title';
import { invoiceLookupQuery } from './invoice-lookup';
import { INVOICES_KEY } from './invoices-api';
import { LoadError } from '../../components/layout/load-error';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './invoices.module.css';

/** /researcher/invoices/{invoiceNumber}/fapiao: request a fapiao for a paid invoice. */
export function InvoiceFapiaoPage({ invoiceNumber }: { invoiceNumber: string }) {
  const { t } = useTranslation('invoices');
  const text = useMessageText();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useMessages();
  useDocumentTitle(t('fapiaoPage.title'));
  const query = useQuery(invoiceLookupQuery(queryClient, invoiceNumber));
  const invoice = query.data;
  const listPath = lp(billingRoutes.invoices());

  const created = (fapiao: Fapiao) => {
    show({ type: 'success', key: `fapiao-creation-success-type-${fapiao.type}` });
    void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    void navigate(listPath);
  };

  return (
    <Page size="md">
      <Anchor component={Link} to={listPath} className={classes.back}>
        ← {t('fapiaoPage.back')}
      </Anchor>
      <PageHeader title={t('fapiaoPage.title')} lead={t('fapiaoPage.lead')} />

      {query.isPending && (
        <div className={classes.loading} role="status">
          <Loader size="sm" />
          <Text c="dimmed">{text('invoices-loading')}</Text>
        </div>
      )}
      {query.isError && (
        <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.isSuccess && !invoice && (
        <Alert color="amber" variant="light" role="alert">
          {text('invoice-not-found')}
        </Alert>
      )}
      {invoice && !invoice.fapiaoRequestable && (
        <Alert color="amber" variant="light" role="alert">
          {invoice.fapiao ? text('fapiao-already-requested') : text('fapiao-not-available')}
        </Alert>
      )}
      {invoice?.fapiaoRequestable && (
        <section className={`${layout.panel} ${classes.card}`} aria-labelledby="fapiao-invoice-heading">
          <div className={classes.invoiceSummary}>
            <Title order={2} id="fapiao-invoice-heading" className={layout.panelTitle}>
              {t('fapiaoForm.title', { invoiceNumber: invoice.invoiceNumber })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('fapiaoPage.invoiceSummary', {
                date: invoice.formattedDate,
                amount: formatMoney(invoice.totalAmount, invoice.currency),
                description: invoice.customFields.Submission,
              })}
            </Text>
          </div>
          <FapiaoRequestForm
            receiptCode={invoice.receiptCode}
            invoiceNumber={invoice.invoiceNumber}
            onCreated={created}
            onCancel={() => void navigate(listPath)}
          />
        </section>
      )}
    </Page>
  );
}
