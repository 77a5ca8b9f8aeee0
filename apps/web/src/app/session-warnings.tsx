import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Group, Title } from '@mantine/core';
import { ACCOUNT_REDIRECT_PATH } from '@marginalia/contracts/account/account.paths';
import { useApplication, useCurrentUser } from '../lib/application-context';

/** Shown instead of the app; loaded only when needed, so the first visit does not pay for it. */
export function SessionWarning({ kind }: { kind: 'lockout' | 'mismatch' }) {
  return kind === 'lockout' ? <LockoutWarning /> : <MismatchWarning />;
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
        <Button component="a" href={ACCOUNT_REDIRECT_PATH}>
          {t('gate.mismatchAction')}
        </Button>
        <Button component="a" href="/logout" variant="default">
          {t('header.signOut')}
        </Button>
      </Group>
    </Container>
  );
}
