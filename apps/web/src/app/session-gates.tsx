import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Group, Title } from '@mantine/core';
import { useApplication, useCurrentUser, useLocalePath } from './application-context';
import { splitLanguagePrefix } from './language-path';
import { gateFor } from './session-gate-rules';

/**
 * Wraps every page under the language prefix: a credit-note lockout or a localization mismatch shows a
 * warning instead of the app; a forced migration page and an incomplete account redirect.
 */
export function SessionGates() {
  const user = useCurrentUser();
  const location = useLocation();
  const lp = useLocalePath();
  const gate = gateFor(user, splitLanguagePrefix(location.pathname).rest);
  if (gate?.kind === 'redirect') return <Navigate replace to={lp(gate.to)} />;
  if (gate?.kind === 'lockout') return <LockoutWarning />;
  if (gate?.kind === 'mismatch') return <MismatchWarning />;
  return <Outlet />;
}

function LockoutWarning() {
  const { t } = useTranslation();
  const application = useApplication();
  return (
    <Container size="sm" py={64}>
      <Title order={1} mb="md">
        {t('gate.lockedTitle')}
      </Title>
      <Alert color="yellow" role="alert">
        {t('credit-note-lockout', { ns: 'messages' })}
      </Alert>
      <Group mt="lg">
        <Button component="a" href={application.config.links.support}>
          {t('gate.contactSupport')}
        </Button>
        <Button component="a" href="/logout" variant="default">
          {t('header.signOut')}
        </Button>
      </Group>
    </Container>
  );
}

function MismatchWarning() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const site = user.localizationMismatch?.name ?? '';
  return (
    <Container size="sm" py={64}>
      <Title order={1} mb="md">
        {t('gate.mismatchTitle')}
      </Title>
      <Alert color="blue" role="alert">
        {t('localization-mismatch', { ns: 'messages', site })}
      </Alert>
      <Group mt="lg">
        <Button component="a" href="/api/account/redirect">
          {t('gate.mismatchAction')}
        </Button>
        <Button component="a" href="/logout" variant="default">
          {t('header.signOut')}
        </Button>
      </Group>
    </Container>
  );
}
