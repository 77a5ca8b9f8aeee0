import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@mantine/core';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import { isApiError } from '../../../lib/api-client';
import { useSiteLanguage } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';
import { currencyOptions } from '../../../components/locale-options';
import { useSaveCurrency } from '../summary/summary-api';
import layout from '../../../components/layout/layout.module.css';
import shell from '../shell/order-form-shell.module.css';
import classes from './payment.module.css';

/**
 * The currency chooser, for a user who has no currency: the order is priced in the chosen currency
 * (PUT /api/order-form/{id}/currency); an account with a currency pays in it and never sees this.
 */
export function PaymentCurrencyChooser({
  form,
  currencies,
  onSaved,
}: {
  form: OrderForm;
  currencies: readonly PaymentCurrency[];
  onSaved: () => void;
}) {
  const { t } = useTranslation('payment');
  const language = useSiteLanguage();
  const text = useMessageText();
  const save = useSaveCurrency();
  const [failure, setFailure] = useState<string | null>(null);
  const choices = currencies.filter((currency) => currency.isoCode !== 'CNY');

  const change = async (isoCode: string | null) => {
    if (!isoCode || isoCode === form.currency.isoCode) return;
    setFailure(null);
    try {
      await save.mutateAsync(isoCode);
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.isClientError) setFailure(error.message || text(error.key));
    }
  };

  return (
    <section className={`${layout.panel} ${shell.stepCard} ${classes.card}`} aria-labelledby="payment-currency-title">
      <h2 id="payment-currency-title" className={shell.stepCardTitle}>
        {t('currency.title')}
      </h2>
      <Select
        label={t('currency.label')}
        description={t('currency.hint')}
        data={currencyOptions(choices, language)}
        value={save.isPending ? (save.variables ?? form.currency.isoCode) : form.currency.isoCode}
        onChange={(value) => void change(value)}
        allowDeselect={false}
        disabled={save.isPending}
        error={failure ?? undefined}
        comboboxProps={{ withinPortal: true }}
        data-testid="payment-currency"
      />
    </section>
  );
}
