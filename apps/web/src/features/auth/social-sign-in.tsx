import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import { providerStartUrl } from './auth-api';
import { ProviderIcon } from './provider-icon';
import classes from './auth.module.css';

export type AuthenticationProvider = Application['config']['authenticationProviders'][number];

/** The providers offered on this site: those supporting the page language and the site's localization. */
export function availableProviders(application: Application, language: string): AuthenticationProvider[] {
  const localization = application.currentLocalization.identity;
  return application.config.authenticationProviders.filter(
    (provider) =>
      (provider.supportedLanguages.length === 0 || provider.supportedLanguages.includes(language)) &&
      (provider.supportedLocalizations.length === 0 || provider.supportedLocalizations.includes(localization)),
  );
}

interface SocialSignInProps {
  providers: AuthenticationProvider[];
  redirect: string | null;
  origin: string | null;
}

/** Sign-in at other providers: plain links, since the flow is a full page navigation to /api/auth/opa/{id}. */
export function SocialSignIn({ providers, redirect, origin }: SocialSignInProps) {
  const { t } = useTranslation('auth');
  if (providers.length === 0) return null;
  return (
    <ul className={classes.providers} aria-label={t('login.providersLabel')}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <Button
            component="a"
            href={providerStartUrl(provider.id, redirect, origin)}
            variant="default"
            size="md"
            fullWidth
            leftSection={<ProviderIcon icon={provider.icon} name={provider.name} />}
            data-provider={provider.id}
          >
            {t('login.continueWith', { provider: provider.name })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
