import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, PasswordInput, SimpleGrid, Text } from '@mantine/core';
import { passwordChangeFormSchema, type Account } from '@marginalia/contracts/account/account.contract';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@marginalia/contracts/auth/credentials';
import { useApplication } from '../../lib/application-context';
import { useFieldError } from '../../components/form-messages';
import { PanelSection } from '../../components/layout/panel-section';
import { ResultAlert } from '../../components/result-alert';
import { useAccountUpdate } from './use-account-update';
import layout from '../../components/layout/layout.module.css';
import classes from './account.module.css';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

type PasswordInputValues = z.input<ReturnType<typeof passwordChangeFormSchema>>;
type PasswordOutput = z.output<ReturnType<typeof passwordChangeFormSchema>>;

/** Changing the password, or setting a first one on an account made through another sign-in provider. */
export function PasswordSection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const application = useApplication();
  const schema = useMemo(() => passwordChangeFormSchema(account.hasPassword), [account.hasPassword]);
  const form = useForm<PasswordInputValues, unknown, PasswordOutput>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const toggle = { 'aria-label': t('common.togglePassword') };
  const update = useAccountUpdate(account.identity, FIELDS, form.setError);

  const submit = form.handleSubmit((values) =>
    update.save({ currentPassword: values.currentPassword || undefined, newPassword: values.newPassword }, () => form.reset(EMPTY)),
  );

  const known = application.config.authenticationProviders;
  const providers = account.linkedProviders
    .map((each) => known.find((provider) => provider.id === each.provider)?.name ?? each.provider)
    .join(', ');
  return (
    <PanelSection
      className={classes.section}
      titleId="account-password-title"
      title={t('password.title')}
      lead={
        account.hasPassword ? t('password.leadChange') : providers ? t('password.leadSet', { providers }) : t('password.leadSetNoProvider')
      }
    >
      <form className={layout.fields} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-password-title">
        {account.hasPassword && (
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            error={fieldError('currentPassword', errors.currentPassword)}
            visibilityToggleButtonProps={toggle}
            {...form.register('currentPassword')}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <PasswordInput
            label={t('password.new')}
            description={t('password.newHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            autoComplete="new-password"
            required
            error={fieldError('newPassword', errors.newPassword)}
            visibilityToggleButtonProps={toggle}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('password.confirm')}
            description={t('password.confirmHint')}
            autoComplete="new-password"
            required
            error={fieldError('newPasswordConfirmation', errors.newPasswordConfirmation)}
            visibilityToggleButtonProps={toggle}
            {...form.register('newPasswordConfirmation')}
          />
        </SimpleGrid>
        <ResultAlert result={update.result} />
        <div className={layout.buttons}>
          <Button type="submit" variant="light" loading={update.saving}>
            {account.hasPassword ? t('password.submitChange') : t('password.submitSet')}
          </Button>
          {account.hasPassword && (
            <Text size="sm" c="dimmed">
              {t('password.otherSessions')}
            </Text>
          )}
        </div>
      </form>
    </PanelSection>
  );
}
