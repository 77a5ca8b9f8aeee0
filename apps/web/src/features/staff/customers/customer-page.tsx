import '@mantine/core/styles/Badge.css';

import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { formatFileSize } from '@marginalia/contracts/formatting/file-size';
import type { StaffCustomerDetail } from '@marginalia/contracts/staff/staff-customers.contract';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { loyaltyLevelName } from '@marginalia/contracts/reference/reference-names';
import { isApiError } from '../../../lib/api-client';
import { useLocalePath, useSiteLanguage } from '../../../lib/application-context';
import { EmailAddress } from '../../../components/email-address';
import { useMessageText } from '../../../components/form-messages';
import { useDocumentTitle } from '../../../components/use-document-title';
import { CustomerAudit } from './customer-audit';
import { SupportRequestsCard } from '../support/support-requests-card';
import { CustomerDigitalPurchases } from './customer-digital-purchases';
import { CustomerFlagsForm } from './customer-flags-form';
import { CustomerRewards } from './customer-rewards';
import { CustomerCredits, CustomerInvoices, CustomerOrders } from './customer-records';
import { customerQuery, useEnterAsCustomer } from './customers-api';
import { useStaffFormat } from './use-staff-format';
import desk from '../desk/desk.module.css';
import classes from './customers.module.css';

/** /{lang}/staff/customers/{identity}: everything about one customer, and acting for them. */
export function CustomerPage({ identity }: { identity: string }) {
  const { t } = useTranslation('staff-customers');
  const lp = useLocalePath();
  const customer = useQuery(customerQuery(identity));
  useDocumentTitle(customer.data?.profile.name ?? t('search.title'));

  return (
    <div className={desk.page}>
      <Link to={lp(staffRoutes.customers)} className={classes.back}>
        {t('customer.back')}
      </Link>
      {customer.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {customer.isError && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(customer.error) && customer.error.message ? customer.error.message : t('customer.failed')}
        </Alert>
      )}
      {customer.data && <CustomerView detail={customer.data} />}
    </div>
  );
}

function CustomerView({ detail }: { detail: StaffCustomerDetail }) {
  const { t } = useTranslation('staff-customers');
  const { profile } = detail;
  return (
    <>
      <header className={classes.customerHead}>
        <div>
          <Title order={1} className={desk.title}>
            {profile.name || profile.email}
          </Title>
          <Text c="dimmed">
            <EmailAddress email={profile.email} />
          </Text>
          <Group gap="xs" mt={6}>
            {!profile.active && <Badge color="gray">{t('profile.closed')}</Badge>}
            {detail.preferredGroup && <Badge variant="light">{t('profile.groupBadge', { code: detail.preferredGroup.code, percent: detail.preferredGroup.discountPercent })}</Badge>}
            {detail.flags.migrationGroup && <Badge variant="light" color="grape">{t('profile.migrationBadge', { code: detail.flags.migrationGroup })}</Badge>}
          </Group>
        </div>
        <CustomerActions identity={profile.identity} active={profile.active} />
      </header>
      <ProfileFacts detail={detail} />
      <CustomerFlagsForm detail={detail} />
      <CustomerOrders orders={detail.orders} />
      <CustomerInvoices invoices={detail.invoices} />
      <SupportRequestsCard customer={profile.identity} />
      <CustomerCredits detail={detail} />
      <CustomerRewards identity={profile.identity} />
      <CustomerDigitalPurchases identity={profile.identity} />
      <CustomerAudit events={detail.audit} />
    </>
  );
}

/** Entering the portal as the customer, plainly or to place an order for them (a full reload follows). */
function CustomerActions({ identity, active }: { identity: string; active: boolean }) {
  const { t } = useTranslation('staff-customers');
  const text = useMessageText();
  const impersonate = useEnterAsCustomer(identity, 'impersonate');
  const adminOrder = useEnterAsCustomer(identity, 'admin-order');
  const failure = impersonate.error ?? adminOrder.error;
  const busy = impersonate.isPending || adminOrder.isPending || impersonate.isSuccess || adminOrder.isSuccess;
  return (
    <div className={classes.actions}>
      <Group gap="sm" justify="flex-end">
        <Button variant="default" disabled={!active || busy} loading={impersonate.isPending || impersonate.isSuccess} onClick={() => impersonate.mutate()}>
          {t('actions.impersonate')}
        </Button>
        <Button disabled={!active || busy} loading={adminOrder.isPending || adminOrder.isSuccess} onClick={() => adminOrder.mutate()}>
          {t('actions.adminOrder')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" ta="right">
        {t('actions.hint')}
      </Text>
      {failure && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {isApiError(failure) ? failure.message || text(failure.key) : text('generic-error')}
        </Alert>
      )}
    </div>
  );
}

function ProfileFacts({ detail }: { detail: StaffCustomerDetail }) {
  const { t } = useTranslation('staff-customers');
  const format = useStaffFormat();
  const language = useSiteLanguage();
  const { profile } = detail;
  const { levelIdentity, levelName } = detail.rewards;
  const facts: [string, string][] = [
    [t('profile.institution'), profile.institution ?? '—'],
    [t('profile.country'), profile.country ?? '—'],
    [t('profile.phone'), profile.phone ?? '—'],
    [t('profile.currency'), profile.currency ?? '—'],
    [t('profile.localization'), profile.localization.toUpperCase()],
    [t('profile.language'), t(`languages.${profile.siteLanguage}`, { defaultValue: profile.siteLanguage })],
    [t('profile.timeZone'), profile.timeZone],
    [t('profile.created'), format.date(profile.createdAt)],
    [t('profile.status'), profile.active ? t('profile.active') : t('profile.closed')],
    [t('profile.rewards'), t('profile.rewardsValue', { points: detail.rewards.totalPoints, level: loyaltyLevelName(language, { identity: levelIdentity, name: levelName ?? levelIdentity }) })],
    [t('profile.referralCode'), profile.referralCode],
    [t('profile.storage'), t('profile.storageValue', { size: formatFileSize(detail.storage.bytes, format.locale), count: detail.storage.files })],
  ];
  return (
    <section aria-labelledby="customer-profile" className={classes.section}>
      <Title order={2} id="customer-profile" className={classes.sectionTitle}>
        {t('profile.title')}
      </Title>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
