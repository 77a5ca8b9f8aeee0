import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import { useSiteLanguage } from '../../lib/application-context';
import { currencyOptions } from '../locale-options';
import { cardBrand, formatCardNumber, formatExpiry } from './card-input-rules';
import type { PanelPartProps } from './panel-form';
import { ControlledSelect } from '../forms/controlled-select';
import classes from './payment-panel.module.css';

interface CardFieldsProps extends PanelPartProps {
  currencies: readonly PaymentCurrency[];
  /** FAPESP funds are charged in US dollars: the currency is fixed then. */
  currencyLocked: boolean;
  /** The card the last tokenization returned ("Visa ending in 1111"). */
  tokenized: { type: string; lastFour: string } | null;
}

/**
 * The card form of the gateway: number, expiry MM/YY and security code, turned into a nonce
 * on submit; the saved-card option; the payment currency, asked only for cards.
 */
export function CardFields({ form, error, currencies, currencyLocked, tokenized }: CardFieldsProps) {
  const { t } = useTranslation('payment');
  const language = useSiteLanguage();
  return (
    <div className={classes.cardForm} data-testid="card-form">
      <Controller
        control={form.control}
        name="card.number"
        render={({ field }) => (
          <TextInput
            label={t('card.number')}
            placeholder="1234 1234 1234 1234"
            inputMode="numeric"
            autoComplete="cc-number"
            required
            error={error('card.number')}
            value={field.value}
            onChange={(event) => field.onChange(formatCardNumber(event.currentTarget.value))}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            rightSection={
              <span className={classes.cardBrand}>
                {cardBrand(field.value) === 'other' ? '' : t(`card.brand.${cardBrand(field.value)}`)}
              </span>
            }
            rightSectionWidth={96}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="md">
        <Controller
          control={form.control}
          name="card.expiry"
          render={({ field }) => (
            <TextInput
              label={t('card.expiry')}
              placeholder={t('card.expiryPlaceholder')}
              inputMode="numeric"
              autoComplete="cc-exp"
              required
              error={error('card.expiry')}
              value={field.value}
              onChange={(event) => field.onChange(formatExpiry(event.currentTarget.value))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <TextInput
          label={t('card.cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={error('card.cvv')}
          {...form.register('card.cvv')}
        />
      </SimpleGrid>
      {tokenized && (
        <p className={classes.hint} data-testid="card-tokenized">
          {t('card.tokenized', { type: tokenized.type, lastFour: tokenized.lastFour })}
        </p>
      )}
      <ControlledSelect
        control={form.control}
        name="card.currency"
        emptyAsBlank
        label={t('card.currency')}
        description={currencyLocked ? t('card.currencyFapesp') : undefined}
        data={currencyOptions(currencies, language)}
        required
        allowDeselect={false}
        disabled={currencyLocked}
        error={error('card.currency')}
        comboboxProps={{ withinPortal: true }}
      />
      <Checkbox label={t('card.save')} description={t('card.saveHint')} {...form.register('card.save')} />
    </div>
  );
}
