import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor } from '@mantine/core';
import { useLocalePath } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthCard } from './auth-card';
import { carriedQuery } from './redirect-target';
import { RegisterForm } from './register-form';
import { SignedInRedirect } from './signed-in-redirect';
import { useAfterSignIn } from './use-after-sign-in';
import { ReferralCapture } from '../referrals/referrals.public';
import classes from './auth.module.css';

/** `/{lang}/register` and every path below it but confirm/{data}: registration, then automatic sign-in. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const lp = useLocalePath();
  const [search] = useSearchParams();
  const { complete, completing } = useAfterSignIn();
  useDocumentTitle(t('register.documentTitle'));

  return (
    <SignedInRedirect completing={completing}>
      <ReferralCapture />
      <AuthCard title={t('register.title')} lead={t('register.lead')} wide>
        <RegisterForm completing={completing} onRegistered={(response) => complete({ redirectUri: response.redirectUri })} />
        <p className={classes.switch}>
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={`${lp('/login')}${carriedQuery(search)}`} inherit>
            {t('register.signIn')}
          </Anchor>
        </p>
      </AuthCard>
    </SignedInRedirect>
  );
}
