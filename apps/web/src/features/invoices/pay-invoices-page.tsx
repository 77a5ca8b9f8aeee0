import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Loader, Text, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { PayoffLoadResponse } from '@marginalia/contracts/payments/invoices.contract';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { isApiError } from '../../lib/api-client';
import { useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { personName } from '@marginalia/contracts/formatting/person-name';
import { useMessageText } from '../../components/form-messages';
import { PaymentPanel } from '../../components/payment/payment-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { paymentLoadQuery, payoffLoadQuery, usePayoffPayment } from './invoices-api';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './invoices.module.css';

/** /researcher/invoices/pay/{invoiceNumbers}: pay one or more invoices at once (POST /api/payoff/payment). */
export function PayInvoicesPage({ invoiceNumbers }: { invoiceNumbers: string[] }) {
  const { t } = useTranslation('invoices');
  const text = useMessageText();
  const lp = useLocalePath();
  useDocumentTitle(t('pay.title'));
  const payoff = useQuery(payoffLoadQuery(invoiceNumbers));
  const listPath = lp(billingRoutes.invoices('unpaid'));

  return (
    <Page size="lg">
      <Anchor component={Link} to={listPath} className={classes.back}>
        ← {t('fapiaoPage.back')}
      </Anchor>
      <PageHeader title={t('pay.title')} lead={payoff.isError ? undefined : t('pay.lead', { count: invoiceNumbers.length })} />

      {payoff.isPending && (
        <div className={classes.loading} role="status">
          <Loader size="sm" />
          <Text c="dimmed">{text('invoices-loading')}</Text>
        </div>
      )}
      {payoff.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="payoff-load-error">
          <Text mb="sm">
            {isApiError(payoff.error) && payoff.error.isClientError
              ? payoff.error.message || text(payoff.error.key, payoff.error.params)
              : t('page.loadError')}
          </Text>
          <Button component={Link} to={listPath} size="xs" variant="light">
            {t('pay.backToUnpaid')}
          </Button>
        </Alert>
      )}
      {payoff.data && (
        <div className={classes.payLayout}>
          <div className={classes.payMain}>
            <PayoffPayment payoff={payoff.data} />
          </div>
          <aside className={classes.paySummary} aria-labelledby="payoff-summary-heading">
            <PayoffSummary payoff={payoff.data} />
          </aside>
        </div>
      )}
    </Page>
  );
}

function PayoffSummary({ payoff }: { payoff: PayoffLoadResponse }) {
  const { t } = useTranslation('invoices');
  return (
    <section className={`${layout.panel} ${classes.card}`}>
      <Title order={2} id="payoff-summary-heading" className={layout.panelTitle}>
        {t('pay.summary')}
      </Title>
      <ul className={classes.summaryList}>
        {payoff.invoices.map((invoice) => (
          <li key={invoice.invoiceNumber} className={classes.summaryRow} data-testid="payoff-invoice">
            <div>
              <Text fw={600}>{invoice.invoiceNumber}</Text>
              <Text size="sm" c="dimmed">
                {invoice.formattedDate} · {invoice.customFields.Submission}
              </Text>
            </div>
            <span className={classes.amount}>{formatMoney(invoice.balance, invoice.currency)}</span>
          </li>
        ))}
      </ul>
      <div className={classes.summaryTotal}>
        <Text fw={650}>{t('pay.total')}</Text>
        <span className={classes.totalAmount} data-testid="payoff-total">
          {formatMoney(payoff.total, payoff.currency)}
        </span>
      </div>
    </section>
  );
}

/** The shared payment panel in its 'payoff' context; without a redirect it lands on unpaid/success. */
function PayoffPayment({ payoff }: { payoff: PayoffLoadResponse }) {
  const { t } = useTranslation('invoices');
  const lp = useLocalePath();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const load = useQuery(paymentLoadQuery());
  const payment = usePayoffPayment();

  if (load.isPending) {
    return (
      <div className={classes.loading} role="status">
        <Loader size="sm" aria-label={t('pay.loading')} />
      </div>
    );
  }
  if (load.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Text mb="sm">{t('page.loadError')}</Text>
        <Button size="xs" variant="light" onClick={() => void load.refetch()} loading={load.isFetching}>
          {t('page.retry')}
        </Button>
      </Alert>
    );
  }
  const { payment: options, user } = load.data;
  return (
    <PaymentPanel
      context="payoff"
      methods={payoff.paymentMethods}
      currency={payoff.currency}
      cardCurrencies={[payoff.currency]}
      total={payoff.total}
      creditBalance={payoff.creditBalance}
      countryId={user.country?.id ?? null}
      countryIso2={user.country?.iso2 ?? null}
      fapiaoOffered={options.fapiaoOffered}
      fapiaoTypes={options.fapiaoTypes}
      fapiaoDeliveryTimelines={options.fapiaoDeliveryTimelines}
      countries={options.countries}
      savedAddresses={options.userAddresses}
      defaultName={personName(language, user.names)}
      overrideDownloadAvailable={user.overrideDownloadAvailable}
      receiptCode={payoff.payoffReceiptCodes[0] ?? null}
      installments={options.installments}
      submit={(form) => payment.mutateAsync({ ...form, payoffReceiptCodes: payoff.payoffReceiptCodes })}
      onDone={() => void navigate(lp(billingRoutes.payoffLanding('success')), { replace: true })}
    />
  );
}
