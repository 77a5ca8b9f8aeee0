import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Checkbox, Group } from '@mantine/core';
import { ADDRESS_LIMITS } from '@marginalia/contracts/address/address.contract';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { isApiUrl } from '@marginalia/contracts/http/api-path';
import { PURCHASE_ORDER_MAX } from '@marginalia/contracts/payments/payment-form.contract';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { useApplication, useLocalePath } from '../../lib/application-context';
import { useFieldError, useMessageText } from '../form-messages';
import { PaymentErrorModal } from './payment-error-modal';
import type { PaymentPanelProps } from './payment-panel-types';
import { AmountSummary, BalancesSection, BillingSection, ExtrasSection, MethodSection } from './payment-panel-sections';
import { panelResolver } from './panel-resolver';
import { panelState, type PanelRulesInput } from './panel-rules';
import { panelDefaults, toPaymentForm, type PanelValues } from './panel-values';
import { usePaymentSubmit } from './use-payment-submit';
import classes from './payment-panel.module.css';

export type { PaymentPanelProps, PaymentPanelContext } from './payment-panel-types';

const ADDRESS_FIELDS = ['name', 'organization', 'address1', 'address2', 'city', 'state', 'zip', 'vat'] as const;

/**
 * The shared payment widget: see PaymentPanelProps. Used by the
 * order form's payment step, paying invoices off and prepayments.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { t } = useTranslation('payment');
  const text = useMessageText();
  const [voucherApplied, setVoucherApplied] = useState<string | null>(props.voucher?.applied ?? null);
  const [frameSaving, setFrameSaving] = useState(false);
  const orderForm = props.context === 'order-form';
  const lp = useLocalePath();
  const terms = useApplication().config.links.terms ?? '/terms';
  const termsUrl = /^(https?:)?\/\//.test(terms) || isApiUrl(terms) ? terms : lp(terms);

  const rules: PanelRulesInput = {
    methods: props.methods,
    total: props.total,
    numDecimals: props.currency.numDecimals,
    creditBalance: orderForm ? (props.creditBalance ?? 0) : 0,
    prepaymentBalance: orderForm ? (props.prepaymentBalance ?? 0) : 0,
    countryId: props.countryId,
    countryIso2: props.countryIso2,
    fapiaoOffered: props.fapiaoOffered,
    countries: props.countries,
    voucherApplied,
    adminCreated: orderForm && props.adminCreated === true,
    receiptCode: props.receiptCode ?? null,
  };
  const [defaultValues] = useState(() =>
    panelDefaults({
      defaultName: props.defaultName ?? '',
      countryId: props.countryId,
      currencyIso: props.currency.isoCode,
      creditBalance: rules.creditBalance,
      savedAddresses: props.savedAddresses,
    }),
  );
  const form = useForm<PanelValues, PanelRulesInput>({ defaultValues, resolver: panelResolver, context: rules });
  const values = form.watch();
  const state = panelState(values, rules);
  const money = (amount: number) => formatMoney(amount, props.currency, { keepDecimals: true });

  const params = {
    prepaymentAmount: { amount: money(state.amounts.maxPrepayment) },
    purchaseOrder: { max: PURCHASE_ORDER_MAX },
    ...Object.fromEntries(
      ADDRESS_FIELDS.flatMap((field) => [
        [`billingAddress.${field}`, { max: ADDRESS_LIMITS[field] }],
        [`invoiceAddress.${field}`, { max: ADDRESS_LIMITS[field] }],
      ]),
    ),
  };
  const fieldError = useFieldError(params);
  const error = (name: string) => {
    const found = name
      .split('.')
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        form.formState.errors,
      );
    return fieldError(name, found as Parameters<typeof fieldError>[1]);
  };

  const submission = usePaymentSubmit({
    form,
    needsCard: state.method === PAYMENT_METHOD.creditCard,
    build: (submitted, card) => {
      const current = panelState(submitted, rules);
      return toPaymentForm(submitted, {
        method: current.method,
        amountDue: current.amounts.amountDue,
        creditsApplied: current.amounts.creditsApplied,
        prepaymentApplied: current.amounts.prepaymentApplied,
        prepaymentRequested: current.prepaymentRequested,
        countryId: props.countryId,
        fapiaoOffered: props.fapiaoOffered,
        voucherApplied,
        adminCreated: rules.adminCreated,
        receiptCode: rules.receiptCode,
        card,
      });
    },
    submit: props.submit,
    onDone: props.onDone,
    onFailure: props.onFailure,
  });
  const busy = submission.phase !== 'idle';
  const completeOrder = state.nothingDue && orderForm;
  const label = completeOrder ? t('submit.completeOrder') : (props.submitLabel ?? t('submit.pay'));
  const part = { form, error };

  return (
    <form
      className={classes.panel}
      onSubmit={(event) => void form.handleSubmit((submitted) => submission.run(submitted))(event)}
      noValidate
      aria-label={t('panel.label')}
      aria-busy={busy}
      data-payment-context={props.context}
    >
      {orderForm && (
        <BalancesSection {...part} props={props} state={state} voucherApplied={voucherApplied} onVoucherChange={setVoucherApplied} />
      )}
      {!state.nothingDue && (
        <MethodSection {...part} props={props} state={state} onFrameSaving={setFrameSaving} tokenized={submission.tokenized} />
      )}
      {!state.nothingDue && <BillingSection {...part} props={props} state={state} />}
      <ExtrasSection {...part} props={props} state={state} />
      {props.children}
      <section className={classes.section} aria-label={t('summary.label')}>
        <AmountSummary currency={props.currency} total={props.total} amounts={state.amounts} voucherApplied={voucherApplied} />
        {state.nothingDue && orderForm && !voucherApplied && (
          <Alert color="teal" variant="light" role="status" mt="md" data-testid="paid-order-notice">
            {text('paid-order-notice')}
          </Alert>
        )}
        <Checkbox
          mt="lg"
          label={
            <Trans t={t} i18nKey="terms.accept" components={{ terms: <Anchor inherit href={termsUrl} target="_blank" rel="noopener" /> }} />
          }
          error={error('acceptedTermsAndConditions')}
          {...form.register('acceptedTermsAndConditions')}
        />
        {form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0 && (
          <Alert color="red" variant="light" role="alert" mt="md">
            {t('panel.checkFields')}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button type="submit" size="md" loading={busy} disabled={props.disabled === true || frameSaving} data-testid="payment-submit">
            {busy ? t('submit.processing') : label}
          </Button>
        </Group>
        {busy && (
          <p className={classes.hint} role="status">
            {submission.phase === 'redirecting' ? t('submit.redirecting') : t('submit.processingHint')}
          </p>
        )}
      </section>
      <PaymentErrorModal opened={submission.failure !== null} error={submission.failure?.error ?? null} onClose={submission.closeFailure} />
    </form>
  );
}
