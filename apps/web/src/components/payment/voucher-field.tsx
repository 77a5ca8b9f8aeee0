import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { isApiError } from '../../lib/api-client';
import { useMessageText } from '../form-messages';
import type { PanelPartProps } from './panel-form';
import classes from './payment-panel.module.css';

interface VoucherFieldProps extends PanelPartProps {
  apply: (code: string) => Promise<unknown>;
  remove?: (code: string) => Promise<unknown>;
  applied: string | null;
  onChange: (code: string | null) => void;
}

/** The voucher: the code is trimmed; the server's error shows under the field. */
export function VoucherField({ form, apply, remove, applied, onChange }: VoucherFieldProps) {
  const { t } = useTranslation('payment');
  const text = useMessageText();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const call = async (action: () => Promise<unknown>, after: () => void) => {
    setFailure(null);
    setPending(true);
    try {
      await action();
      after();
    } catch (error) {
      setFailure(isApiError(error) ? error.message || text(error.key, error.params) : text('generic-error'));
    } finally {
      setPending(false);
    }
  };

  if (applied) {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="voucher-applied">
        <Group justify="space-between" gap="sm">
          <span>{t('voucher.applied', { code: applied })}</span>
          {remove && (
            <Button
              size="xs"
              variant="subtle"
              loading={pending}
              onClick={() =>
                void call(
                  () => remove(applied),
                  () => onChange(null),
                )
              }
            >
              {t('voucher.remove')}
            </Button>
          )}
        </Group>
        {failure && <p className={classes.error}>{failure}</p>}
      </Alert>
    );
  }

  const run = () => {
    const code = form.getValues('voucherCode').trim();
    if (code === '') {
      setFailure(text('value-required'));
      return;
    }
    void call(
      () => apply(code),
      () => onChange(code),
    );
  };

  return (
    <div className={classes.voucher}>
      <TextInput
        label={t('voucher.label')}
        description={t('voucher.hint')}
        maxLength={60}
        error={failure ?? undefined}
        className={classes.grow}
        {...form.register('voucherCode')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            run();
          }
        }}
      />
      <Button variant="default" onClick={run} loading={pending} className={classes.voucherButton}>
        {t('voucher.apply')}
      </Button>
    </div>
  );
}
