import { useQuery, queryOptions } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { billingRoutes, paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import type { PaymentCurrency, PaymentLoadResponse } from '@marginalia/contracts/payments/payment-load.contract';
import { api } from '../../lib/api-client';
import { useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { personName } from '@marginalia/contracts/formatting/person-name';
import { useMessages } from '../../lib/message-store';
import { PaymentPanel } from '../../components/payment/payment-panel';
import { submitPrepayPayment, useRefreshPrepay } from './prepay-api';
import { landingMessage } from './prepay-messages';
import { prepayRequest } from './prepay-request';
import classes from './prepay.module.css';

/** GET /api/payment/load: the countries, saved addresses and the user's country the panel needs. */
function paymentLoadQuery() {
  return queryOptions({
    queryKey: ['payment-load', 'prepay'] as const,
    queryFn: ({ signal }) => api.get<PaymentLoadResponse>(paymentPaths.load, { signal }),
    staleTime: 60 * 1000,
  });
}

export interface PrepayPaymentProps {
  /** What is paid now, in minor units of `currency`: the locked amount, or the prepayment's balance. */
  amount: number;
  currency: PaymentCurrency;
  /** The payment methods of the prepay load (no Alipay, no credits, no bank transfer). */
  methods: readonly number[];
  /** An existing prepayment's receipt code; null pays a new prepayment of `amount`. */
  receiptCode: string | null;
  /** Called once the payment went through without an outside page (e.g. to clear the amount). */
  onPaid?: () => void;
}

/**
 * The payment options of a prepayment: the shared payment panel in its 'prepay' context. A
 * payment that needs no outside page lands on complete/success like a hosted one coming back.
 */
export function PrepayPayment({ amount, currency, methods, receiptCode, onPaid }: PrepayPaymentProps) {
  const { t } = useTranslation('prepay');
  const lp = useLocalePath();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const refresh = useRefreshPrepay();
  const { show } = useMessages();
  const load = useQuery(paymentLoadQuery());

  if (load.isPending) {
    return (
      <div className={classes.loading} aria-live="polite">
        <Loader size="sm" aria-label={t('payment.loading')} />
      </div>
    );
  }
  if (load.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Text mb="sm">{t('payment.loadError')}</Text>
        <Button size="xs" variant="light" onClick={() => void load.refetch()} loading={load.isFetching}>
          {t('page.retry')}
        </Button>
      </Alert>
    );
  }
  const { payment, user } = load.data;
  return (
    <PaymentPanel
      context="prepay"
      methods={methods}
      currency={currency}
      cardCurrencies={[currency]}
      total={amount}
      countryId={user.country?.id ?? null}
      countryIso2={user.country?.iso2 ?? null}
      fapiaoOffered={false}
      countries={payment.countries}
      savedAddresses={payment.userAddresses}
      defaultName={personName(language, user.names)}
      receiptCode={receiptCode}
      installments={payment.installments}
      prepayBankTransferNotice
      submit={(form) => submitPrepayPayment(prepayRequest(form, amount, receiptCode))}
      onDone={(response) => {
        // Paid at once, or a boleto awaiting payment (its link is in the prepayments table).
        show(response.boletoUrl ? { type: 'info', text: t('payment.boletoIssued') } : landingMessage('success'));
        onPaid?.();
        void refresh();
        void navigate(lp(billingRoutes.prepay()), { replace: true });
        window.scrollTo({ top: 0 });
      }}
      // A refused payment may mean the balance changed meanwhile (payment-amount-changed).
      onFailure={() => void refresh()}
    />
  );
}
