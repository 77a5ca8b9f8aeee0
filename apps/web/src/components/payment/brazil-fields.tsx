import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Group, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import { BRAZIL_PAYMENT_REQUIREMENTS, INSTALLMENTS, TAX_ID_TYPES } from '@marginalia/contracts/payments/payment-form.contract';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { AllpagoFrame } from './allpago-frame';
import type { PanelPartProps } from './panel-form';
import type { BrazilOption } from './panel-values';
import { ControlledSelect } from '../forms/controlled-select';
import classes from './payment-panel.module.css';

/** Brazil's first choice, the customer's own: no special requirements, or FAPESP funds (the gateway is not a choice here). */
export function BrazilOptionField({ form, error, onChange }: PanelPartProps & { onChange: (option: BrazilOption) => void }) {
  const { t } = useTranslation('payment');
  return (
    <Controller
      control={form.control}
      name="brazilPaymentMethods"
      render={({ field }) => (
        <Radio.Group
          label={t('brazil.option')}
          required
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value);
            onChange(value as BrazilOption);
          }}
          error={error('brazilPaymentMethods')}
          name={field.name}
        >
          <Group gap="lg" mt={8}>
            {BRAZIL_PAYMENT_REQUIREMENTS.map((option) => (
              <Radio key={option} value={option} label={t(`brazil.option.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

interface BrazilMethodFieldsProps extends PanelPartProps {
  method: number | null;
  installmentChoices: readonly number[];
  receiptCode: string | null;
  amountDue: number;
  currency: PaymentCurrency;
  onFrameSaving: (saving: boolean) => void;
}

/** FAPESP number, CPF/CNPJ, the boleto payer, and the Allpago card frame with its installments. */
export function BrazilMethodFields({
  form,
  error,
  method,
  installmentChoices,
  receiptCode,
  amountDue,
  currency,
  onFrameSaving,
}: BrazilMethodFieldsProps) {
  const { t } = useTranslation('payment');
  const [option, installments] = useWatch({ control: form.control, name: ['brazilPaymentMethods', 'installments'] });
  const taxed = method === PAYMENT_METHOD.boleto || method === PAYMENT_METHOD.allpagoPaypal;
  const choices =
    installmentChoices.length > 0 ? installmentChoices : Array.from({ length: INSTALLMENTS.max }, (_, i) => i + INSTALLMENTS.min);
  return (
    <div className={classes.fields}>
      {option === 'fapesp' && (
        <TextInput
          label={t('brazil.fapespNumber')}
          required
          maxLength={40}
          error={error('fapespNumber')}
          {...form.register('fapespNumber')}
        />
      )}
      {taxed && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ControlledSelect
            control={form.control}
            name="taxType"
            emptyAsBlank
            label={t('brazil.taxType')}
            placeholder={t('brazil.taxTypePlaceholder')}
            data={TAX_ID_TYPES.map((type) => ({ value: type, label: type }))}
            required
            error={error('taxType')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('brazil.taxNumber')}
            required
            maxLength={20}
            inputMode="numeric"
            error={error('taxNumber')}
            {...form.register('taxNumber')}
          />
        </SimpleGrid>
      )}
      {method === PAYMENT_METHOD.boleto && (
        <TextInput
          label={t('brazil.boletoPayer')}
          required
          maxLength={100}
          error={error('boletoPayer')}
          {...form.register('boletoPayer')}
        />
      )}
      {method === PAYMENT_METHOD.allpagoCard && (
        <>
          <Controller
            control={form.control}
            name="installments"
            render={({ field }) => (
              <Select
                label={t('brazil.installments')}
                data={choices.map((count) => ({
                  value: String(count),
                  label: t('brazil.installmentsOption', {
                    count,
                    amount: formatMoney(Math.round(amountDue / count), currency, { keepDecimals: true }),
                  }),
                }))}
                required
                allowDeselect={false}
                error={error('installments')}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  // A new number of installments is a new checkout.
                  form.setValue('allpagoCheckoutId', '');
                }}
                name={field.name}
                ref={field.ref}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <AllpagoFrame
            receiptCode={receiptCode}
            amount={amountDue}
            numDecimals={currency.numDecimals}
            installments={Number.parseInt(installments, 10) || 1}
            onCheckout={(checkoutId) => form.setValue('allpagoCheckoutId', checkoutId, { shouldValidate: form.formState.isSubmitted })}
            onSaving={onFrameSaving}
          />
          {error('allpagoCheckoutId') && (
            <p className={classes.error} role="alert">
              {error('allpagoCheckoutId')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
