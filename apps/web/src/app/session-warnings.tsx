import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Group, Title, type AlertProps } from '@mantine/core';
import { ACCOUNT_REDIRECT_PATH } from '@marginalia/contracts/account/account.paths';
import { useApplication, useCurrentUser } from '../lib/application-context';

/** Shown instead of the app; loaded only when needed, so the first visit does not pay for it. */
export function SessionWarning({ kind }: { kind: 'lockout' | 'mismatch' }) {
  return kind === 'lockout' ? <LockoutWarning /> : <MismatchWarning />;
}

interface WarningPageProps {
  title: string;
  color: AlertProps['color'];
  message: string;
  /** The way out the warning offers, before Sign out. */
  action: ReactNode;
}

/** The page either warning is: its title, the message and the two ways out. */
function WarningPage({ title, color, message, action }: WarningPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Title order={1} mb="md">
        {title}
      </Title>
      <Alert color={color} role="alert">
        {message}
      </Alert>
      <Group mt="lg">
        {action}
        <Button component="a" href="/logout" variant="default">
          {t('header.signOut')}
        </Button>
      </Group>
    </Container>
  );
}

function LockoutWarning() {
  const { t } = useTranslation();
  const application = useApplication();
  return (
    <WarningPage
      title={t('gate.lockedTitle')}
      color="yellow"
      message={t('credit-note-lockout', { ns: 'messages' })}
      action={
        <Button component="a" href={application.config.links.support}>
          {t('gate.contactSupport')}
        </Button>
      }
    />
  );
}

function MismatchWarning() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const site = user.localizationMismatch?.name ?? '';
  return (
    <WarningPage
      title={t('gate.mismatchTitle')}
      color="blue"
      message={t('localization-mismatch', { ns: 'messages', site })}
      action={
        <Button component="a" href={ACCOUNT_REDIRECT_PATH}>
          {t('gate.mismatchAction')}
        </Button>
      }
    />
  );
}
