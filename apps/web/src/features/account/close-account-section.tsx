import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Text } from '@mantine/core';
import { closeAccountFormSchema, type Account } from '@marginalia/contracts/account/account.contract';
import { useUpdateDetails } from './account-api';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { PanelSection } from '../../components/layout/panel-section';
import layout from '../../components/layout/layout.module.css';
import classes from './account.module.css';

const FIELDS = ['currentPassword'] as const;

type CloseInput = z.input<ReturnType<typeof closeAccountFormSchema>>;
type CloseOutput = z.output<ReturnType<typeof closeAccountFormSchema>>;

/** The danger zone: closing the account, confirmed in a dialog (with the password when the account has one). */
export function CloseAccountSection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const fieldError = useFieldError();
  const mutation = useUpdateDetails(account.identity);
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => closeAccountFormSchema(account.hasPassword), [account.hasPassword]);
  const form = useForm<CloseInput, unknown, CloseOutput>({ resolver: zodResolver(schema), defaultValues: { currentPassword: '', deleteData: false } });
  const deleteData = form.watch('deleteData') === true;

  const close = () => {
    setOpen(false);
    setAlert(null);
    form.reset({ currentPassword: '', deleteData: false });
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const response = await mutation.mutateAsync({ closeAccount: true, deleteData: values.deleteData, currentPassword: values.currentPassword || undefined });
      // An update answering active false sends the user to /logout (a full page load: the session is gone).
      if (!response.active) window.location.assign('/logout');
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <PanelSection
      className={`${classes.section} ${classes.danger}`}
      titleId="account-close-title"
      title={t('close.title')}
      titleClassName={classes.dangerTitle}
      lead={t('close.lead')}
    >
      <Button color="red" variant="outline" onClick={() => setOpen(true)}>
        {t('close.button')}
      </Button>

      <Modal opened={open} onClose={close} title={t('close.modalTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <form className={layout.fields} onSubmit={(event) => void submit(event)} noValidate>
          <Text>{t('close.modalText')}</Text>
          <Checkbox label={t('close.deleteData')} description={t('close.deleteDataHint')} {...form.register('deleteData')} />
          {account.hasPassword && (
            <PasswordInput
              label={t('close.password')}
              autoComplete="current-password"
              required
              data-autofocus
              error={fieldError('currentPassword', form.formState.errors.currentPassword)}
              visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
              {...form.register('currentPassword')}
            />
          )}
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('close.cancel')}
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              {deleteData ? t('close.confirmDelete') : t('close.confirm')}
            </Button>
          </Group>
        </form>
      </Modal>
    </PanelSection>
  );
}
