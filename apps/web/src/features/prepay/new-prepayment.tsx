import '@mantine/core/styles/Input.css';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Group, TextInput, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import { useFieldError } from '../../components/form-messages';
import { parsePrepayAmount, prepayAmountProblem } from './prepay-amount';
import { PrepayPayment } from './prepay-payment';
import { PanelSection } from '../../components/layout/panel-section';
import layout from '../../components/layout/layout.module.css';
import classes from './prepay.module.css';

interface AmountValues {
  amount: string;
}

export interface NewPrepaymentProps {
  currency: PaymentCurrency;
  /** The minimum prepayment in minor units of `currency`. */
  minimum: number;
  methods: readonly number[];
}

/**
 * A new prepayment: the amount, then Next locks it and reveals the payment options;
 * 'Start over' unlocks it and clears it.
 */
export function NewPrepayment({ currency, minimum, methods }: NewPrepaymentProps) {
  const { t } = useTranslation('prepay');
  const [locked, setLocked] = useState<number | null>(null);
  const price = formatMoney(minimum, currency);
  const schema = useMemo(
    () =>
      z.object({
        amount: z.string().superRefine((value, ctx) => {
          const problem = prepayAmountProblem(value, currency.numDecimals, minimum);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      }),
    [currency.numDecimals, minimum],
  );
  const params = useMemo(() => ({ amount: { price } }), [price]);
  const fieldError = useFieldError(params);
  const form = useForm<AmountValues>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });

  const next = form.handleSubmit((values) => setLocked(parsePrepayAmount(values.amount, currency.numDecimals)));
  const startOver = () => {
    setLocked(null);
    form.reset({ amount: '' });
  };

  return (
    <PanelSection className={classes.card} titleId="prepay-form-title" title={t('form.title')} lead={t('form.lead')}>

      {locked === null ? (
        <form className={layout.fields} onSubmit={(event) => void next(event)} noValidate aria-labelledby="prepay-form-title">
          <TextInput
            className={classes.amountInput}
            label={t('form.amount', { currency: currency.isoCode })}
            description={t('form.minimum', { price })}
            leftSection={<span className={classes.sign}>{currency.sign}</span>}
            inputMode="decimal"
            autoComplete="off"
            required
            error={fieldError('amount', form.formState.errors.amount)}
            {...form.register('amount')}
          />
          <Group>
            <Button type="submit">{t('form.next')}</Button>
          </Group>
        </form>
      ) : (
        <>
          <div className={classes.locked}>
            <TextInput
              className={classes.amountInput}
              label={t('form.amount', { currency: currency.isoCode })}
              value={formatMoney(locked, currency, { withIsoCode: true })}
              readOnly
              classNames={{ input: classes.lockedInput }}
            />
            <Button variant="default" onClick={startOver} className={classes.startOver}>
              {t('form.startOver')}
            </Button>
          </div>
          <Title order={3} className={classes.subTitle}>
            {t('form.paymentTitle')}
          </Title>
          <PrepayPayment amount={locked} currency={currency} methods={methods} receiptCode={null} onPaid={startOver} />
        </>
      )}
    </PanelSection>
  );
}
