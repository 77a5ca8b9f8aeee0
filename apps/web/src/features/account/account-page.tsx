import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Loader, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { accountQuery } from './account-api';
import { AddressesSection } from './addresses-section';
import { CloseAccountSection } from './close-account-section';
import { DetailsSection } from './details-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import classes from './account.module.css';

/** Labels of the fields `missingFields` names (spec 1 §2: incomplete account information leads here). */
const MISSING_FIELD_LABEL: Record<string, string> = {
  firstName: 'details.firstName',
  lastName: 'details.lastName',
  country: 'details.country',
  institution: 'details.institution',
};

/** /{lang}/account and /{lang}/account/addresses: 'Modify account information' (spec 1 §2 "Account"). */
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
    <Container size="md" className={classes.page}>
      <header className={classes.head}>
        <Title order={1} className={classes.title}>
          {t('page.title')}
        </Title>
        <Text className={classes.lead}>{t('page.lead')}</Text>
      </header>

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
        <Alert color="red" variant="light" role="alert">
          <Text mb="sm">{t('page.loadError')}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('page.retry')}
          </Button>
        </Alert>
      )}
      {query.data && (
        <div className={classes.sections}>
          <DetailsSection data={query.data} missingFields={missing} />
          <EmailSection account={query.data.account} />
          <PasswordSection account={query.data.account} />
          <AddressesSection
            ref={addressesRef}
            addresses={query.data.addresses}
            countries={query.data.countries}
            max={query.data.maxAddresses}
          />
          <CloseAccountSection account={query.data.account} />
        </div>
      )}
    </Container>
  );
}
