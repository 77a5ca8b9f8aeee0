import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Group, Radio, TextInput } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import type { PanelPartProps } from './panel-form';
import classes from './payment-panel.module.css';

interface BalanceFieldsProps extends PanelPartProps {
  currency: PaymentCurrency;
  creditBalance: number;
  prepaymentBalance: number;
  creditsApplied: number;
  prepaymentApplied: number;
  maxPrepayment: number;
}

/**
 * Credits and prepayment: 'Use my credits' yes/no (on by default with a balance), then the
 * prepayment in full, in part (an amount up to what may be applied) or not at all.
 */
export function BalanceFields({
  form,
  error,
  currency,
  creditBalance,
  prepaymentBalance,
  creditsApplied,
  prepaymentApplied,
  maxPrepayment,
}: BalanceFieldsProps) {
  const { t } = useTranslation('payment');
  const option = useWatch({ control: form.control, name: 'prepaymentOption' });
  const money = (amount: number) => formatMoney(amount, currency, { keepDecimals: true });
  return (
    <div className={classes.fields}>
      {creditBalance > 0 && (
        <Controller
          control={form.control}
          name="useCredits"
          render={({ field }) => (
            <Radio.Group
              label={t('credits.use')}
              description={t('credits.balance', { amount: money(creditBalance) })}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            >
              <Group gap="xl" mt={8}>
                <Radio value="yes" label={t('common.yes')} />
                <Radio value="no" label={t('common.no')} />
              </Group>
              {creditsApplied > 0 && (
                <p className={classes.hint} data-testid="credits-applied">
                  {t('credits.applied', { amount: money(creditsApplied) })}
                </p>
              )}
            </Radio.Group>
          )}
        />
      )}
      {prepaymentBalance > 0 && (
        <Controller
          control={form.control}
          name="prepaymentOption"
          render={({ field }) => (
            <Radio.Group
              label={t('prepay.use')}
              description={t('prepay.balance', { amount: money(prepaymentBalance) })}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            >
              <Group gap="xl" mt={8}>
                <Radio value="fullPayment" label={t('prepay.fullPayment')} />
                <Radio value="partialPayment" label={t('prepay.partialPayment')} />
                <Radio value="none" label={t('prepay.none')} />
              </Group>
            </Radio.Group>
          )}
        />
      )}
      {prepaymentBalance > 0 && option === 'partialPayment' && (
        <TextInput
          label={t('prepay.amount', { currency: currency.isoCode })}
          description={t('prepay.amountHint', { amount: money(maxPrepayment) })}
          inputMode="decimal"
          leftSection={<span className={classes.currencySign}>{currency.sign}</span>}
          error={error('prepaymentAmount')}
          {...form.register('prepaymentAmount')}
        />
      )}
      {prepaymentApplied > 0 && (
        <p className={classes.hint} data-testid="prepayment-applied">
          {t('prepay.applied', { amount: money(prepaymentApplied) })}
        </p>
      )}
    </div>
  );
}
