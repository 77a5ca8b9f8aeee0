import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Loader } from '@mantine/core';
import { useCurrentUser } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { accountQuery } from './account-api';
import { AddressesSection } from './addresses-section';
import { CloseAccountSection } from './close-account-section';
import { YourDataSection } from './your-data-section';
import { DetailsSection } from './details-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { LoadError } from '../../components/layout/load-error';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './account.module.css';

/** Labels of the fields `missingFields` names (an account with incomplete information is sent here). */
const MISSING_FIELD_LABEL: Record<string, string> = {
  firstName: 'details.firstName',
  lastName: 'details.lastName',
  country: 'details.country',
  institution: 'details.institution',
};

/** /{lang}/account and /{lang}/account/addresses: 'Modify account information'. */
export function AccountPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('page.title'));
  const user = useCurrentUser();
  const location = useLocation();
  const query = useQuery(accountQuery());
  const addressesRef = useRef<HTMLElement>(null);
  const onAddresses = /\/account\/addresses\/?$/.test(location.pathname);

  // The address list is a section of this page: /account/addresses shows the page there.
  useEffect(() => {
    if (onAddresses && query.data) addressesRef.current?.scrollIntoView({ block: 'start' });
  }, [onAddresses, query.data]);

  const missing = user.missingFields.filter((field) => field in MISSING_FIELD_LABEL);

  return (
    <Page size="md">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />

      {missing.length > 0 && (
        <Alert
          color="amber"
          variant="light"
          title={t('missing.title')}
          className={classes.notice}
          role="alert"
          data-testid="missing-fields"
        >
          {t('missing.text', { fields: missing.map((field) => t(MISSING_FIELD_LABEL[field] ?? field)).join(', ') })}
        </Alert>
      )}

      {query.isPending && (
        <div className={classes.loading} aria-live="polite">
          <Loader aria-label={t('page.loading')} />
        </div>
      )}
      {query.isError && (
        <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.data && (
        <div className={layout.sections}>
          <DetailsSection data={query.data} missingFields={missing} />
          <EmailSection account={query.data.account} />
          <PasswordSection account={query.data.account} />
          <AddressesSection
            ref={addressesRef}
            addresses={query.data.addresses}
            countries={query.data.countries}
            max={query.data.maxAddresses}
          />
          <YourDataSection account={query.data.account} />
          <CloseAccountSection account={query.data.account} />
        </div>
      )}
    </Page>
  );
}
