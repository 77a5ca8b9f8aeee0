import '@mantine/core/styles/Divider.css';

import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Divider, Text } from '@mantine/core';
import { useApplication, useFeatureFlag, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthCard } from './auth-card';
import { providerStartUrl } from './auth-api';
import { useMessageText } from '../../components/form-messages';
import { LoginForm } from './login-form';
import { carriedQuery, safeRedirect } from './redirect-target';
import { SignedInRedirect } from './signed-in-redirect';
import { availableProviders, SocialSignIn } from './social-sign-in';
import { useAfterSignIn } from './use-after-sign-in';
import { WechatSignIn, type WechatSignInResult } from './wechat-sign-in';
import classes from './auth.module.css';

/** Notices the login page shows from its query: after signing out and after a password reset. */
function Notices() {
  const [search] = useSearchParams();
  const text = useMessageText();
  if (search.get('passwordReset') === '1') {
    return (
      <Alert color="teal" variant="light" role="status" className={classes.notice}>
        {text('password-reset-success')}
      </Alert>
    );
  }
  if (search.get('signedOut') === '1') {
    return (
      <Alert color="ink" variant="light" role="status" className={classes.notice}>
        {text('signed-out')}
      </Alert>
    );
  }
  return null;
}

/**
 * The login screen: local sign-in when localAuthEnabled, the configured providers, WeChat when
 * the flag wechat_sso is on. With a single provider and nothing else, the visitor goes straight to it.
 */
function LoginScreen({ failure }: { failure: string | null }) {
  const { t } = useTranslation('auth');
  const application = useApplication();
  const language = useSiteLanguage();
  const lp = useLocalePath();
  const text = useMessageText();
  const wechat = useFeatureFlag('wechat_sso');
  const [search] = useSearchParams();
  const { complete, completing } = useAfterSignIn();
  useDocumentTitle(t('login.documentTitle'));

  const redirect = safeRedirect(search.get('redirect'));
  const origin = search.get('origin');
  const local = application.config.localAuthEnabled;
  const providers = availableProviders(application, language);
  const onlyProvider = !local && !wechat && providers.length === 1 ? providers[0] : undefined;
  // Never after a failure at that provider: it would send the visitor round in a loop.
  const autoProvider = failure === null ? onlyProvider : undefined;

  useEffect(() => {
    if (autoProvider) window.location.assign(providerStartUrl(autoProvider.id, redirect, origin));
  }, [autoProvider, redirect, origin]);

  const onWechatResult = (result: WechatSignInResult) => {
    if (result.redirectUri || result.loggedIn) void complete({ redirectUri: result.redirectUri });
  };

  const failureText = failure === null ? null : text(failure);
  const others = providers.length > 0 || wechat;

  return (
    <SignedInRedirect completing={completing}>
      <AuthCard title={t('login.title')} lead={t('login.lead', { company: application.companyShortName })}>
        <Notices />
        {autoProvider ? (
          <Text ta="center" role="status">
            {t('login.redirecting', { provider: autoProvider.name })}
          </Text>
        ) : (
          <>
            {local ? (
              <LoginForm completing={completing} initialError={failureText} onSignedIn={(response) => complete({ redirectUri: response.redirectUri })} />
            ) : (
              failureText && (
                <Alert color="red" variant="light" role="alert" className={classes.notice}>
                  {failureText}
                </Alert>
              )
            )}
            {local && others && <Divider label={t('login.or')} labelPosition="center" className={classes.divider} />}
            <div className={classes.providers}>
              <SocialSignIn providers={providers} redirect={redirect} origin={origin} />
              {wechat && <WechatSignIn redirect={redirect} onResult={onWechatResult} />}
            </div>
          </>
        )}
        {local && (
          <p className={classes.switch}>
            {t('login.noAccount', { company: application.companyShortName })}{' '}
            <Anchor component={Link} to={`${lp('/register')}${carriedQuery(search)}`} inherit>
              {t('login.createAccount')}
            </Anchor>
          </p>
        )}
      </AuthCard>
    </SignedInRedirect>
  );
}

/** `/{lang}/login` and every path below it that is not another screen. */
export function LoginPage() {
  return <LoginScreen failure={null} />;
}

/** `/{lang}/login/failure/{message?}`: the login form with the failure shown as an error (a message key). */
export function LoginFailurePage() {
  const { message } = useParams();
  return <LoginScreen failure={message ?? 'generic-error'} />;
}
