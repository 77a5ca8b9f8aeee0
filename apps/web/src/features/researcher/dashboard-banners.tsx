import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { stepUrl, type OrderFormStepName, ORDER_FORM_STEPS } from '@marginalia/contracts/order-form/order-form.paths';
import { UNPAID_INVOICES_LISTED_MAX, type DashboardSummary } from '@marginalia/contracts/orders/order-search.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { useApplication, useCurrentUser, useFeatureFlag, useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { dashboardSummaryQuery, useHideSpamMessage } from './researcher-api';
import { WelcomeBanner } from '../rewards/rewards.public';
import classes from './researcher.module.css';

type UnpaidInvoice = DashboardSummary['unpaidInvoices'][number];

/** The total per currency ("$120 + R$ 300"): invoices of one account are nearly always in one currency. */
export function unpaidTotal(invoices: readonly UnpaidInvoice[]): string {
  const totals = new Map<string, { amount: number; currency: UnpaidInvoice['currency'] }>();
  for (const invoice of invoices) {
    const entry = totals.get(invoice.currency.isoCode) ?? { amount: 0, currency: invoice.currency };
    entry.amount += invoice.balance;
    totals.set(invoice.currency.isoCode, entry);
  }
  return [...totals.values()].map((entry) => formatMoney(entry.amount, entry.currency)).join(' + ');
}

/** The unpaid-invoices banner: one by one up to 10, else the count and the total. */
function UnpaidInvoicesBanner({ invoices }: { invoices: readonly UnpaidInvoice[] }) {
  const { t } = useTranslation('researcher');
  const lp = useLocalePath();
  if (invoices.length === 0) return null;
  return (
    <Alert color="amber" variant="light" title={t('banners.unpaidTitle', { count: invoices.length })} data-testid="unpaid-invoices-banner">
      {invoices.length <= UNPAID_INVOICES_LISTED_MAX ? (
        <ul className={classes.bannerList}>
          {invoices.map((invoice) => (
            <li key={invoice.invoiceNumber}>
              {t('banners.unpaidItem', { number: invoice.invoiceNumber, balance: formatMoney(invoice.balance, invoice.currency), date: invoice.formattedDate })}
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm">{t('banners.unpaidSummary', { count: invoices.length, total: unpaidTotal(invoices) })}</Text>
      )}
      <Anchor component={Link} to={lp(orderRoutes.unpaidInvoices)} size="sm" fw={600} data-testid="pay-unpaid-invoices">
        {t('banners.unpaidLink')}
      </Anchor>
    </Alert>
  );
}

/**
 * "Looking for your digital documents?" points to the digital orders: only for someone who has some, and
 * only while the home page (which lists them itself once digital products are launched) is not the start.
 */
export function showsDigitalDocumentsBanner(launched: boolean, summary: Pick<DashboardSummary, 'digitalDocuments'> | undefined, editingAllowed = true): boolean {
  return editingAllowed && !launched && (summary?.digitalDocuments ?? 0) > 0;
}

function resumeStep(stepName: string): OrderFormStepName {
  return (ORDER_FORM_STEPS as readonly string[]).includes(stepName) ? (stepName as OrderFormStepName) : 'get-started';
}

/** The spam-folder banner with its hide action (showCheckSpamMessage). */
function SpamFolderBanner() {
  const { t } = useTranslation('researcher');
  const user = useCurrentUser();
  const { show } = useMessages();
  const hide = useHideSpamMessage(user.identity ?? '');
  return (
    <Alert color="ink" variant="light" title={t('banners.spamTitle')} data-testid="spam-banner">
      <Text size="sm">{t('banners.spamText')}</Text>
      <Button
        size="xs"
        variant="subtle"
        mt="xs"
        loading={hide.isPending}
        onClick={() => hide.mutate(undefined, { onSuccess: () => show({ type: 'success', key: 'check-spam-hidden' }) })}
        data-testid="hide-spam-banner"
      >
        {t('banners.spamHide')}
      </Button>
    </Alert>
  );
}

/** The dashboard's alerts and banners above My Orders. */
export function DashboardBanners() {
  const { t } = useTranslation('researcher');
  const user = useCurrentUser();
  const lp = useLocalePath();
  const launched = useFeatureFlag('curie_is_launched');
  const { allowsDigitalEditing } = useApplication();
  const summary = useQuery(dashboardSummaryQuery());
  const inProgress = summary.data?.orderFormInProgress ?? null;
  return (
    <div className={classes.banners}>
      {showsDigitalDocumentsBanner(launched, summary.data, allowsDigitalEditing) && (
        <Alert color="teal" variant="light" data-testid="digital-orders-alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('banners.digitalText')}</Text>
            <Anchor component={Link} to={lp('/researcher/digital-editing')} size="sm" fw={600}>
              {t('banners.digitalLink')}
            </Anchor>
          </Group>
        </Alert>
      )}
      {inProgress && (
        <Alert color="ink" variant="light" data-testid="order-form-in-progress">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('banners.unfinishedText')}</Text>
            <Anchor component={Link} to={lp(stepUrl(resumeStep(inProgress.stepName)))} size="sm" fw={600}>
              {t('banners.unfinishedLink')}
            </Anchor>
          </Group>
        </Alert>
      )}
      {!user.hideInvoices && <UnpaidInvoicesBanner invoices={summary.data?.unpaidInvoices ?? []} />}
      {user.showCheckSpamMessage && <SpamFolderBanner />}
      <WelcomeBanner />
    </div>
  );
}
