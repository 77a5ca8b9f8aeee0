import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import { emailChangeFormSchema, type Account } from '@marginalia/contracts/account/account.contract';
import { useFieldError } from '../../components/form-messages';
import { PanelSection } from '../../components/layout/panel-section';
import { ResultAlert } from '../../components/result-alert';
import { useAccountUpdate } from './use-account-update';
import layout from '../../components/layout/layout.module.css';
import classes from './account.module.css';

const FIELDS = ['newEmail', 'currentPassword'] as const;

type EmailChangeInput = z.input<ReturnType<typeof emailChangeFormSchema>>;
type EmailChangeOutput = z.output<ReturnType<typeof emailChangeFormSchema>>;

/** The e-mail address: the current one, a change waiting for its confirmation link, and the change form. */
export function EmailSection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const schema = useMemo(() => emailChangeFormSchema(account.hasPassword), [account.hasPassword]);
  const form = useForm<EmailChangeInput, unknown, EmailChangeOutput>({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors } = form.formState;
  const update = useAccountUpdate(account.identity, FIELDS, form.setError);

  const submit = form.handleSubmit((values) =>
    update.save({ newEmail: values.newEmail, currentPassword: values.currentPassword || undefined }, () =>
      form.reset({ newEmail: '', currentPassword: '' }),
    ),
  );

  return (
    <PanelSection
      className={classes.section}
      titleId="account-email-title"
      title={t('email.title')}
      lead={
        <>
          {t('email.current')} <span className={classes.current}>{account.email}</span>
        </>
      }
    >
      {account.pendingEmail && (
        <Alert color="ink" variant="light" mb="md" data-testid="pending-email">
          {t('email.pending', { email: account.pendingEmail })}
        </Alert>
      )}
      <form className={layout.fields} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-email-title">
        <TextInput
          label={t('email.newEmail')}
          description={t('email.newEmailHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={fieldError('newEmail', errors.newEmail)}
          {...form.register('newEmail')}
        />
        {account.hasPassword && (
          <PasswordInput
            label={t('email.currentPassword')}
            autoComplete="current-password"
            required
            error={fieldError('currentPassword', errors.currentPassword)}
            visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
            {...form.register('currentPassword')}
          />
        )}
        <ResultAlert result={update.result} />
        <div className={layout.buttons}>
          <Button type="submit" variant="light" loading={update.saving}>
            {t('email.submit')}
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
