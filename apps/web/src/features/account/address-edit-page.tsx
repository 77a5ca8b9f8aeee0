import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { useLocalePath } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { accountQuery } from './account-api';
import { AddressForm } from './address-form';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './account.module.css';

/** True when the browser's history has an earlier page of this app to go back to (React Router keeps the index). */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/** /{lang}/account/addresses/{id|new}: the address form. After saving it goes to /account/addresses; Cancel goes back. */
export function AddressEditPage({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const query = useQuery(accountQuery());
  const isNew = id === 'new';
  useDocumentTitle(isNew ? t('address.titleNew') : t('address.titleEdit'));

  const listPath = lp('/account/addresses');
  const cancel = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(listPath);
  };
  const address = isNew ? null : (query.data?.addresses.find((each) => String(each.id) === id) ?? null);

  return (
    <Page size="md">
      <PageHeader title={isNew ? t('address.titleNew') : t('address.titleEdit')} lead={t('address.lead')} />
      {query.isPending && (
        <div className={classes.loading}>
          <Loader aria-label={t('page.loading')} />
        </div>
      )}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('page.loadError')}
        </Alert>
      )}
      {query.data && !isNew && !address && (
        <Alert color="amber" variant="light" role="alert">
          <Text mb="sm">{t('address.notFound')}</Text>
          <Button component={Link} to={listPath} size="xs" variant="light">
            {t('address.backToList')}
          </Button>
        </Alert>
      )}
      {query.data && (isNew || address) && (
        <section className={`${layout.panel} ${classes.section}`} aria-label={isNew ? t('address.titleNew') : t('address.titleEdit')}>
          <AddressForm
            key={address?.id ?? 'new'}
            address={address}
            countries={query.data.countries}
            onSaved={() => void navigate(listPath)}
            onCancel={cancel}
          />
        </section>
      )}
    </Page>
  );
}
