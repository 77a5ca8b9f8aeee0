import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor } from '@mantine/core';
import { useLocalePath } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthCard } from './auth-card';
import { decodeConfirmData } from './confirm-data';
import { RegisterForm } from './register-form';
import { SignedInRedirect } from './signed-in-redirect';
import { useAfterSignIn } from './use-after-sign-in';
import classes from './auth.module.css';

/**
 * `/{lang}/register/confirm/{data}`: the account another provider's sign-in will create, prefilled with
 * what the provider told us. No password: the account signs in through that provider.
 */
export function ConfirmPage() {
  const { t } = useTranslation('auth');
  const lp = useLocalePath();
  const { data } = useParams();
  const details = useMemo(() => decodeConfirmData(data), [data]);
  const { complete, completing } = useAfterSignIn();
  useDocumentTitle(t('confirm.documentTitle'));

  if (!details) {
    return (
      <AuthCard title={t('confirm.title')}>
        <Alert color="red" variant="light" role="alert">
          {t('confirm.invalid')}
        </Alert>
        <p className={classes.switch}>
          <Anchor component={Link} to={lp('/register')} inherit>
            {t('confirm.startAgain')}
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to={lp('/login')} inherit>
            {t('register.signIn')}
          </Anchor>
        </p>
      </AuthCard>
    );
  }

  return (
    <SignedInRedirect completing={completing}>
      <AuthCard title={t('confirm.title')} lead={t('confirm.lead', { provider: details.providerName })} wide>
        <RegisterForm
          confirm={details}
          completing={completing}
          onRegistered={(response) => complete({ redirectUri: response.redirectUri, redirect: details.redirect })}
        />
      </AuthCard>
    </SignedInRedirect>
  );
}
