import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, TextInput } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { PaymentAmounts } from '@marginalia/contracts/payments/payment-amounts';
import { PURCHASE_ORDER_MAX } from '@marginalia/contracts/payments/payment-form.contract';
import {
  billingRequired,
  invoiceAddressRequired,
  organizationRequired,
  phoneRequired,
} from '@marginalia/contracts/payments/payment-form.rules';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import { PAYMENT_FLOW, PAYMENT_METHOD, methodSupportsFapiao, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { useMessageText } from '../form-messages';
import { AddressFields } from './address-fields';
import { BalanceFields } from './balance-fields';
import { BrazilMethodFields, BrazilOptionField } from './brazil-fields';
import { CardFields } from './card-fields';
import type { TokenizedCard } from './card-tokenize';
import { FapiaoFields } from './fapiao-fields';
import { MethodButtons } from './method-buttons';
import type { PanelPartProps } from './panel-form';
import type { PanelState } from './panel-rules';
import type { PaymentPanelProps } from './payment-panel-types';
import { VoucherField } from './voucher-field';
import classes from './payment-panel.module.css';

interface SectionProps extends PanelPartProps {
  props: PaymentPanelProps;
  state: PanelState;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = `payment-section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Credits, prepayment and the voucher (order form only). */
export function BalancesSection({
  props,
  state,
  voucherApplied,
  onVoucherChange,
  ...part
}: SectionProps & { voucherApplied: string | null; onVoucherChange: (code: string | null) => void }) {
  const { t } = useTranslation('payment');
  const credits = props.creditBalance ?? 0;
  const prepayment = props.prepaymentBalance ?? 0;
  if (credits <= 0 && prepayment <= 0 && !props.voucher) return null;
  return (
    <Section title={t('section.balances')} testId="payment-balances">
      <div className={classes.fields}>
        {!voucherApplied && (credits > 0 || prepayment > 0) && (
          <BalanceFields
            {...part}
            currency={props.currency}
            creditBalance={credits}
            prepaymentBalance={prepayment}
            creditsApplied={state.amounts.creditsApplied}
            prepaymentApplied={state.amounts.prepaymentApplied}
            maxPrepayment={state.amounts.maxPrepayment}
          />
        )}
        {props.voucher && (
          <VoucherField
            {...part}
            apply={props.voucher.apply}
            remove={props.voucher.remove}
            applied={voucherApplied}
            onChange={onVoucherChange}
          />
        )}
      </div>
    </Section>
  );
}

/** The Brazil option, the method buttons and what the chosen method needs (card, purchase order, CPF…). */
export function MethodSection({
  props,
  state,
  onFrameSaving,
  tokenized,
  ...part
}: SectionProps & { onFrameSaving: (saving: boolean) => void; tokenized: TokenizedCard | null }) {
  const { t } = useTranslation('payment');
  const text = useMessageText();
  const { form, error } = part;
  const method = state.method;
  const option = form.watch('brazilPaymentMethods');

  const chooseMethod = (id: number) => {
    form.setValue('paymentMethodId', id, { shouldValidate: form.formState.submitCount > 0 });
    // A method without fapiao resets it.
    if (!methodSupportsFapiao(id as PaymentMethodId)) form.setValue('requireFapiao', '');
  };
  const chooseOption = (next: string) => {
    // FAPESP funds are charged in US dollars.
    form.setValue('card.currency', next === 'fapesp' ? 'USD' : props.currency.isoCode);
    form.setValue('paymentMethodId', null);
  };

  return (
    <Section title={t('section.method')} testId="payment-methods">
      <div className={classes.fields}>
        {state.brazil && <BrazilOptionField {...part} onChange={chooseOption} />}
        {(!state.brazil || option !== '') && (
          <MethodButtons methods={state.shownMethods} value={method} onChange={chooseMethod} error={error('paymentMethodId')} />
        )}
        {method === PAYMENT_METHOD.creditCard && (
          <CardFields
            {...part}
            currencies={props.cardCurrencies && props.cardCurrencies.length > 0 ? props.cardCurrencies : [props.currency]}
            currencyLocked={state.brazil && option === 'fapesp'}
            tokenized={tokenized}
          />
        )}
        {state.brazil && (
          <BrazilMethodFields
            {...part}
            method={method}
            installmentChoices={props.installments ?? []}
            receiptCode={props.receiptCode ?? null}
            amountDue={state.amounts.amountDue}
            currency={props.currency}
            onFrameSaving={onFrameSaving}
          />
        )}
        {method === PAYMENT_METHOD.bankTransfer && (
          <>
            <TextInput
              label={t('bankTransfer.purchaseOrder')}
              description={t('bankTransfer.purchaseOrderHint')}
              required
              maxLength={PURCHASE_ORDER_MAX}
              error={error('purchaseOrder')}
              {...form.register('purchaseOrder')}
            />
            {props.context === 'order-form' && !props.overrideDownloadAvailable && (
              <Alert color="amber" variant="light" role="status" data-testid="bank-transfer-download-warning">
                {text('bank-transfer-download-warning')}
              </Alert>
            )}
            {props.prepayBankTransferNotice && (
              <Alert color="ink" variant="light" role="status">
                {text('prepay-bank-transfer-notice')}
              </Alert>
            )}
          </>
        )}
        {method !== null && PAYMENT_FLOW[method] === 'hosted' && method !== PAYMENT_METHOD.allpagoCard && (
          <p className={classes.hint}>{t('hosted.hint', { method: t(`method.${method}`) })}</p>
        )}
        {method === PAYMENT_METHOD.boleto && <p className={classes.hint}>{t('boleto.hint')}</p>}
      </div>
    </Section>
  );
}

/** The billing address, and the invoice address when it differs (always for bank transfer). */
export function BillingSection({ props, state, ...part }: SectionProps) {
  const { t } = useTranslation('payment');
  const { form, error } = part;
  const method = state.method;
  if (!billingRequired(method)) return null;
  const forced = method === PAYMENT_METHOD.bankTransfer;
  const differs = invoiceAddressRequired(method, form.watch('invoiceAddressDiffersFromBilling'));
  const fapiao = props.fapiaoOffered && methodSupportsFapiao(method) && form.watch('requireFapiao') === 'yes';
  const common = {
    ...part,
    countries: props.countries,
    savedAddresses: props.savedAddresses,
    postalOptional: props.countryIso2?.toUpperCase() === 'CN',
  };
  return (
    <Section title={t('section.billing')} testId="payment-billing">
      <fieldset className={classes.fieldset} aria-label={t('section.billing')}>
        <AddressFields
          {...common}
          prefix="billingAddress"
          organizationRequired={organizationRequired(method)}
          phoneRequired={phoneRequired(method) || fapiao}
        />
      </fieldset>
      <Controller
        control={form.control}
        name="invoiceAddressDiffersFromBilling"
        render={({ field }) => (
          <Checkbox
            mt="lg"
            label={t('invoice.differs')}
            description={forced ? t('invoice.forced') : undefined}
            checked={differs}
            disabled={forced}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      {differs && (
        <fieldset className={`${classes.fieldset} ${classes.invoiceFieldset}`} aria-label={t('section.invoice')}>
          <legend className={classes.legend}>{t('section.invoice')}</legend>
          <AddressFields {...common} prefix="invoiceAddress" organizationRequired phoneRequired={false} />
        </fieldset>
      )}
      {error('billingAddress') && <p className={classes.error}>{error('billingAddress')}</p>}
    </Section>
  );
}

/** Fapiao (China) and the Admin Options of admin-created orders. */
export function ExtrasSection({ props, state, ...part }: SectionProps) {
  const { t } = useTranslation('payment');
  const fapiao = props.fapiaoOffered && !state.nothingDue && methodSupportsFapiao(state.method);
  const admin = props.context === 'order-form' && props.adminCreated === true;
  return (
    <>
      {fapiao && (
        <Section title={t('section.fapiao')} testId="payment-fapiao">
          <FapiaoFields
            {...part}
            types={props.fapiaoTypes ?? []}
            timelines={props.fapiaoDeliveryTimelines ?? []}
            purchaseOrderPayment={state.method === PAYMENT_METHOD.bankTransfer}
          />
        </Section>
      )}
      {admin && (
        <Section title={t('section.admin')} testId="payment-admin">
          <div className={classes.fields}>
            <Checkbox label={t('admin.suppressInvoice')} {...part.form.register('suppressInvoiceCreation')} />
            <Checkbox label={t('admin.notifyCustomer')} {...part.form.register('notifyCustomer')} />
          </div>
        </Section>
      )}
    </>
  );
}

interface AmountSummaryProps {
  currency: PaymentCurrency;
  total: number;
  amounts: PaymentAmounts;
  voucherApplied: string | null;
}

/** Total, what credits, prepayment and a voucher take off, and what the method must still take. */
export function AmountSummary({ currency, total, amounts, voucherApplied }: AmountSummaryProps) {
  const { t } = useTranslation('payment');
  const money = (amount: number) => formatMoney(amount, currency, { keepDecimals: true, withIsoCode: true });
  const due = voucherApplied ? 0 : Math.max(0, amounts.amountDue);
  return (
    <dl className={classes.amounts}>
      <dt>{t('summary.total')}</dt>
      <dd>{money(Math.max(0, total))}</dd>
      {amounts.creditsApplied > 0 && !voucherApplied && (
        <>
          <dt>{t('summary.credits')}</dt>
          <dd>−{money(amounts.creditsApplied)}</dd>
        </>
      )}
      {amounts.prepaymentApplied > 0 && !voucherApplied && (
        <>
          <dt>{t('summary.prepayment')}</dt>
          <dd>−{money(amounts.prepaymentApplied)}</dd>
        </>
      )}
      {voucherApplied && (
        <>
          <dt>{t('summary.voucher')}</dt>
          <dd>{voucherApplied}</dd>
        </>
      )}
      <dt className={classes.due}>{t('summary.due')}</dt>
      <dd className={classes.due} data-testid="payment-amount-due">
        {money(due)}
      </dd>
    </dl>
  );
}
