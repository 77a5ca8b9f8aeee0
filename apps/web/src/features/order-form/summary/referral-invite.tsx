import '@mantine/core/styles/Input.css';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import { REFERRAL_EMAILS_MAX } from '@marginalia/contracts/order-form/pricing/word-count';
import { isApiError } from '../../../lib/api-client';
import { useApplication, useCurrentUser } from '../../../lib/application-context';
import { useMessages } from '../../../lib/message-store';
import { useMessageText } from '../../../components/form-messages';
import { currencyOf, referralAmount } from '../../../components/catalogue-amount';
import { useInviteReferrals } from './summary-api';
import { referralInviteState } from './summary-rules';
import classes from './order-summary.module.css';

/**
 * The referral invite block: comma-separated e-mails added to those already invited, at
 * most 10 in all. Shown once the order belongs to a signed-in user.
 */
export function ReferralInvite({ form }: { form: OrderForm }) {
  const { t } = useTranslation('order-summary');
  const text = useMessageText();
  const { config, currencies } = useApplication();
  const user = useCurrentUser();
  const { show } = useMessages();
  const invite = useInviteReferrals(form.id);
  const [input, setInput] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  if (!form.loggedIn) return null;

  // The reward in the currency of the form's prices
  const amount = referralAmount(config.referralAmount, currencyOf(currencies, form.currency.isoCode, user.currency));
  const state = referralInviteState(input, form.referralEmails, invite.isPending);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.canSubmit) return;
    setAlert(null);
    if (!state.valid) {
      setFieldError(text('referral-email-validation-error', { max: REFERRAL_EMAILS_MAX }));
      return;
    }
    setFieldError(null);
    try {
      await invite.mutateAsync(input);
      setInput('');
      show({ type: 'success', key: 'referral-email-save-success' });
    } catch (error) {
      if (isApiError(error) && error.isClientError) {
        const message = error.fields.referralEmails?.message || error.message || text(error.key);
        setAlert(message);
      }
    }
  };

  return (
    <section className={classes.referral} aria-labelledby="referral-invite-title" data-testid="referral-invite">
      <h3 id="referral-invite-title" className={classes.referralTitle}>
        {t('referral.title', { amount })}
      </h3>
      <Text size="sm" c="gray.8" mb="sm">
        {t('referral.lead', { amount })}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={t('referral.emailsLabel')}
          description={t('referral.emailsHint', { max: REFERRAL_EMAILS_MAX })}
          placeholder={t('referral.emailsPlaceholder')}
          type="text"
          inputMode="email"
          autoComplete="off"
          value={input}
          error={fieldError}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            if (fieldError) setFieldError(null);
          }}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" size="sm" variant="filled" disabled={!state.canSubmit} loading={invite.isPending}>
            {t('referral.invite')}
          </Button>
        </Group>
      </form>
      {alert && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {alert}
        </Alert>
      )}
      {form.referralEmails.length > 0 && (
        <Text size="xs" c="gray.7" mt="sm" data-testid="referral-invited">
          {t('referral.invited', { count: form.referralEmails.length, emails: form.referralEmails.join(', ') })}
        </Text>
      )}
    </section>
  );
}
