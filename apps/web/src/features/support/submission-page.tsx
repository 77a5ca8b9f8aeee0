import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { parseSubmissionPath } from '@marginalia/contracts/support/support-routes';
import type { CreateSupportResponse } from '@marginalia/contracts/support/support.contract';
import { supportRoutes } from '@marginalia/contracts/support/support.paths';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-client';
import { useLocalePath } from '../../lib/application-context';
import { NotFoundPage } from '../errors/errors.public';
import { HelpAside } from './help-aside';
import { StatusBadge, useRequestTypeLabel } from './request-labels';
import { orderContextQuery } from './support-api';
import { RequestForm } from './request-form';
import { SentPanel } from './sent-panel';
import classes from './support.module.css';

/**
 * /{lang}/support/index/submission/{externalId}/type/{type}: the order card's and order page's support links
 * (contact support, request additional work, record a payment) and the duplicate-order screen's. The order's
 * owner only; the form names the order.
 */
export function SubmissionPage() {
  const { t } = useTranslation('support');
  const lp = useLocalePath();
  const typeLabel = useRequestTypeLabel();
  const { '*': rest = '' } = useParams();
  const route = parseSubmissionPath(rest);
  const externalId = route?.externalId ?? '';
  const type = route?.type ?? 'support';
  const context = useQuery({ ...orderContextQuery(externalId), enabled: route !== null });
  const [sent, setSent] = useState<{ response: CreateSupportResponse; email: string } | null>(null);
  useDocumentTitle(t(`submission.${type}.title`, { order: externalId }));
  const data = context.data;
  if (!route) return <NotFoundPage />;

  return (
    <Page size="lg">
      <PageHeader title={t(`submission.${type}.title`, { order: externalId })} lead={data ? t(`submission.${type}.lead`, { title: data.order.title }) : undefined} />
      <div className={classes.grid}>
        <div className={classes.aside}>
          {context.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
          {context.isError && (
            <Alert color="red" variant="light" role="alert">
              {isApiError(context.error) && context.error.status === 404 ? t('submission.notFound') : t('common.failed')}{' '}
              <Anchor component={Link} to={lp(orderRoutes.dashboard)} underline="always">
                {t('aside.myOrders')}
              </Anchor>
            </Alert>
          )}
          {data && data.openRequests.length > 0 && !sent && (
            <PanelSection className={classes.panel} titleId="open-requests" title={t('submission.openTitle')} lead={t('submission.openLead')}>
              <ul className={classes.requestList}>
                {data.openRequests.map((request) => (
                  <li key={request.number} className={classes.requestRow}>
                    <Anchor component={Link} to={lp(supportRoutes.myRequest(request.number))}>
                      {request.number} · {typeLabel(request)}
                    </Anchor>
                    <StatusBadge status={request.status} />
                  </li>
                ))}
              </ul>
            </PanelSection>
          )}
          {data && (
            <PanelSection className={classes.panel} titleId="submission-form" title={t('submission.formTitle')}>
              {sent ? (
                <SentPanel sent={sent.response} email={sent.email} hours={24} />
              ) : type === 'proof-of-payment' && data.unpaidInvoices.length === 0 ? (
                <Alert color="teal" variant="light">
                  {t('proof.nothingOwed')}
                </Alert>
              ) : (
                <>
                  {type === 'proof-of-payment' && (
                    <Text size="sm" mb="sm">
                      {t('proof.lead', {
                        invoices: data.unpaidInvoices.map((invoice) => `${invoice.invoiceNumber} (${formatMoney(invoice.balance, invoice.currency, { withIsoCode: true })})`).join(', '),
                      })}
                    </Text>
                  )}
                  <RequestForm
                    type={type}
                    orderExternalId={data.order.externalId}
                    invoices={data.unpaidInvoices}
                    messageLabel={t(`submission.${type}.message`)}
                    onSent={(response, email) => setSent({ response, email })}
                  />
                </>
              )}
            </PanelSection>
          )}
        </div>
        <HelpAside />
      </div>
    </Page>
  );
}
