import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Loader, Title } from '@mantine/core';
import type { PrepayLoadResponse } from '@marginalia/contracts/payments/prepay.contract';
import { useCurrentUser } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { useDocumentTitle } from '../../components/use-document-title';
import { CreditsTable } from './credits-table';
import { ExistingPrepayment } from './existing-prepayment';
import { NewPrepayment } from './new-prepayment';
import { prepayLoadQuery } from './prepay-api';
import { findPrepayment } from './prepay-rows';
import { PrepaymentsTable } from './prepayments-table';
import { LoadError } from '../../components/layout/load-error';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './prepay.module.css';

/**
 * /{lang}/researcher/prepay[/{retainerInvoiceNumber}]: a new prepayment or the
 * payment of an existing one, the credits and the prepayments. Off when prepay_enabled is off; users
 * with hideInvoices see nothing payable.
 */
export function PrepayPage({ retainerInvoiceNumber }: { retainerInvoiceNumber: string | null }) {
  const { t } = useTranslation('prepay');
  useDocumentTitle(t('page.title'));
  const user = useCurrentUser();
  const query = useQuery({ ...prepayLoadQuery(), enabled: !user.hideInvoices });

  return (
    <Page size="lg">
      <PageHeader title={t('page.title')} lead={t('page.lead')} leadClassName={classes.lead} />

      {user.hideInvoices ? (
        <Alert color="ink" variant="light" role="status">
          {t('page.hidden')}
        </Alert>
      ) : query.isPending ? (
        <div className={classes.loading} aria-live="polite">
          <Loader aria-label={t('page.loading')} />
        </div>
      ) : query.isError ? (
        <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <PrepayContent data={query.data} retainerInvoiceNumber={retainerInvoiceNumber} />
      )}
    </Page>
  );
}

function PrepayContent({ data, retainerInvoiceNumber }: { data: PrepayLoadResponse; retainerInvoiceNumber: string | null }) {
  const { t } = useTranslation('prepay');
  const text = useMessageText();
  const user = useCurrentUser();
  const currency = data.currency ?? user.currency;

  return (
    <div className={layout.sections}>
      {data.enabled ? (
        <div className={classes.top}>
          {retainerInvoiceNumber === null ? (
            <NewPrepayment currency={currency} minimum={data.minimumAmount} methods={data.paymentMethods} />
          ) : (
            <ExistingPrepayment
              key={retainerInvoiceNumber}
              number={retainerInvoiceNumber}
              prepayment={findPrepayment(data.prepayments, retainerInvoiceNumber)}
              methods={data.paymentMethods}
            />
          )}
          <aside className={classes.about} aria-labelledby="prepay-about-title">
            <Title order={2} id="prepay-about-title" className={classes.aboutTitle}>
              {t('about.title')}
            </Title>
            <ol className={classes.aboutList}>
              <li>{t('about.step1')}</li>
              <li>{t('about.step2')}</li>
              <li>{t('about.step3')}</li>
            </ol>
          </aside>
        </div>
      ) : (
        <Alert color="amber" variant="light" role="status" data-testid="prepay-disabled">
          {text('prepay-disabled')}
        </Alert>
      )}
      <CreditsTable credits={data.credits} currency={currency} />
      <PrepaymentsTable prepayments={data.prepayments} />
    </div>
  );
}
