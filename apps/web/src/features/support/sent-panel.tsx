import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { CreateSupportResponse } from '@marginalia/contracts/support/support.contract';
import { useLocalePath } from '../../lib/application-context';

/** What a sent request leaves on the page: its number, and where the answer will come. */
export function SentPanel({ sent, email, hours }: { sent: CreateSupportResponse; email: string; hours: number }) {
  const { t } = useTranslation('support');
  const lp = useLocalePath();
  return (
    <Alert color="teal" variant="light" role="status" title={t('sent.title', { number: sent.number })} data-testid="request-sent">
      <Stack gap={6}>
        <Text size="sm">{t('sent.email', { email, hours })}</Text>
        {sent.threadPath && (
          <Anchor component={Link} to={lp(sent.threadPath)}>
            {t('sent.follow')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
