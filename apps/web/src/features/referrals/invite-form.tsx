import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Textarea, Title } from '@mantine/core';
import { REFERRAL_EMAILS_MAX } from '@marginalia/contracts/order-form/pricing/word-count';
import { isApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { useInviteColleagues } from './referrals-api';
import cards from '../../components/layout/cards.module.css';

/** Invitation e-mails (comma-separated, at most 10 at once), as the order form sends them. */
export function InviteForm() {
  const { t } = useTranslation('rewards');
  const text = useMessageText();
  const { show } = useMessages();
  const invite = useInviteColleagues();
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={cards.card} aria-labelledby="invite-title">
      <Title order={2} id="invite-title" className={cards.cardTitle}>
        {t('referral.invite.title')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          invite.mutate(emails, {
            onSuccess: (result) => {
              setEmails('');
              show({ type: 'success', key: 'referral-invites-sent', params: { count: result.invited } });
            },
            onError: (failure) => setError(isApiError(failure) ? failure.fields.referralEmails?.message || failure.message || text(failure.key, { max: REFERRAL_EMAILS_MAX }) : text('generic-error')),
          });
        }}
      >
        <Textarea
          label={t('referral.invite.label')}
          description={t('referral.invite.hint', { max: REFERRAL_EMAILS_MAX })}
          placeholder={t('referral.invite.placeholder')}
          value={emails}
          onChange={(event) => setEmails(event.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
        />
        <Button type="submit" mt="sm" loading={invite.isPending} disabled={emails.trim() === ''}>
          {t('referral.invite.submit')}
        </Button>
      </form>
    </section>
  );
}
