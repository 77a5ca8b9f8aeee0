import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';

import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Loader, Radio, Select, Text } from '@mantine/core';
import type { AvailableDigitalPurchase, DigitalProductKind, DigitalPurchasePaymentInput } from '@marginalia/contracts/digital/digital-purchases.contract';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { personName } from '@marginalia/contracts/formatting/person-name';
import { useSiteLanguage } from '../../lib/application-context';
import { LoadError } from '../layout/load-error';
import { currencyOptions } from '../locale-options';
import { PaymentPanel } from '../payment/payment-panel';
import { inAppPath } from '../payment/payment-redirect';
import { offersQuery, purchasePaymentLoadQuery } from './digital-purchase-api';
import { chosenProduct, savingOf } from './purchase-rules';
import classes from './digital-purchase.module.css';

export interface DigitalPurchasePanelProps {
  kind: DigitalProductKind;
  /** The kind's payment call (POST /api/digital-translation/payment, /api/digital-edit/payment). */
  submit: (body: DigitalPurchasePaymentInput) => Promise<PaymentSubmissionResponse>;
  /** What a product gives, under its label (uses and languages, or the period). */
  describe: (product: AvailableDigitalPurchase) => ReactNode;
  /** The product to select first (a link from a package card). */
  initialProduct?: string | null;
  /** The label of the products' group (default: "Choose a package"). */
  productsLabel?: string;
}

/**
 * The purchase path's panel, shared by every kind of digital product: the currency picker for a user
 * without one, the products with their price, full price and saving, and the payment panel in its
 * 'digital' context (no bank transfer, boleto or credits; terms required). A paid purchase sends the
 * browser to the kind's purchase page with the receipt code, which waits for the purchase.
 */
export function DigitalPurchasePanel({ kind, submit, describe, initialProduct = null, productsLabel }: DigitalPurchasePanelProps) {
  const { t } = useTranslation('digital-purchase');
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const [currency, setCurrency] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(initialProduct);
  const offers = useQuery(offersQuery(kind, currency));
  const load = useQuery(purchasePaymentLoadQuery());

  if (offers.isPending || load.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (offers.isError || load.isError) {
    return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void Promise.all([offers.refetch(), load.refetch()])} retrying={offers.isFetching || load.isFetching} />;
  }
  const data = offers.data;
  const product = chosenProduct(data.products, selected);
  const money = (amount: number) => (data.currency ? formatMoney(amount, data.currency) : '');

  return (
    <div className={classes.purchase}>
      {!data.userHasCurrency && (
        <Select
          label={t('currency.label')}
          description={t('currency.hint')}
          placeholder={t('currency.placeholder')}
          data={currencyOptions(data.currencies, language)}
          value={currency}
          onChange={setCurrency}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="purchase-currency"
        />
      )}
      {data.currency && data.products.length === 0 && (
        <Alert color="amber" variant="light" role="status">
          {t('noProducts')}
        </Alert>
      )}
      {data.currency && product && (
        <Radio.Group value={product.identity} onChange={setSelected} label={productsLabel ?? t('products.label')} className={classes.products}>
          {data.products.map((each) => (
            <Radio.Card key={each.identity} value={each.identity} className={classes.product} data-testid={`product-${each.identity}`}>
              <div className={classes.productHead}>
                <Radio.Indicator />
                <span className={classes.productLabel}>{each.label}</span>
                <span className={classes.price}>{money(each.price)}</span>
              </div>
              <div className={classes.productBody}>
                {describe(each)}
                {savingOf(each) > 0 && (
                  <Text size="sm" className={classes.saving}>
                    <s>{money(each.fullPrice)}</s> {t('products.saving', { amount: money(savingOf(each)) })}
                  </Text>
                )}
              </div>
            </Radio.Card>
          ))}
        </Radio.Group>
      )}
      {data.currency && product && (
        <PaymentPanel
          key={`${data.currency.isoCode}-${product.identity}`}
          context="digital"
          methods={data.paymentMethods}
          currency={data.currency}
          cardCurrencies={[data.currency]}
          total={product.price}
          countryId={load.data.user.country?.id ?? null}
          countryIso2={load.data.user.country?.iso2 ?? null}
          fapiaoOffered={data.fapiaoOffered}
          countries={load.data.payment.countries}
          savedAddresses={load.data.payment.userAddresses}
          defaultName={personName(language, load.data.user.names)}
          installments={load.data.payment.installments}
          submitLabel={t('pay', { amount: money(product.price) })}
          submit={(form) => submit({ ...form, availableDigitalPurchaseIdentity: product.identity, currency: data.userHasCurrency ? null : data.currency?.isoCode, amount: product.price })}
          onDone={(response) => {
            const path = inAppPath(response.redirectUrl);
            if (path) void navigate(path);
          }}
          onFailure={() => void offers.refetch()}
        />
      )}
      {!data.currency && (
        <Text size="sm" c="dimmed">
          {t('currency.needed')}
        </Text>
      )}
    </div>
  );
}
