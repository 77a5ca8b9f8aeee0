import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useTranslation } from 'react-i18next';
import { Select } from '@mantine/core';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useSiteLanguage } from '../../../lib/application-context';
import { useMessages } from '../../../lib/message-store';
import { isApiError } from '../../../lib/api-client';
import { currencyOptions } from '../../../components/locale-options';
import { useSaveCurrency } from './summary-api';
import classes from './order-summary.module.css';

/**
 * CURRENCY PICKER: visitors only — signed-in users pay in their account's currency — and
 * the server's list already leaves CNY out.
 */
export function CurrencyPicker({ form }: { form: OrderForm }) {
  const { t } = useTranslation('order-summary');
  const language = useSiteLanguage();
  const { show } = useMessages();
  const save = useSaveCurrency();
  if (form.loggedIn || form.currencies.length === 0) return null;

  const change = async (isoCode: string | null) => {
    if (!isoCode || isoCode === form.currency.isoCode) return;
    try {
      await save.mutateAsync(isoCode);
      show({ type: 'success', key: 'save-currency-success' });
    } catch (error) {
      // A 5xx or no answer already opened the error modal.
      if (isApiError(error) && error.isClientError) show({ type: 'danger', key: 'generic-touchup-error' });
    }
  };

  return (
    <section className={classes.section}>
      <Select
        label={t('summary.currency')}
        data={currencyOptions(form.currencies, language)}
        value={save.isPending ? (save.variables ?? form.currency.isoCode) : form.currency.isoCode}
        onChange={(value) => void change(value)}
        allowDeselect={false}
        disabled={save.isPending}
        size="sm"
        comboboxProps={{ withinPortal: true }}
        data-testid="order-summary-currency"
      />
    </section>
  );
}
