import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, Modal, Text } from '@mantine/core';
import { orderFormPaths, stepUrl, type OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import type { StepChangeRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { api, isApiError } from '../../../lib/api-client';
import { useLocalePath, useSiteLanguage } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';
import { PaymentErrorModal } from '../../../components/payment/payment-error-modal';
import { PaymentPanel } from '../../../components/payment/payment-panel';
import { inAppPath } from '../../../components/payment/payment-redirect';
import { ORDER_FORM_KEY, useOrderForm, useOrderFormSave } from '../order-form-api';
import { applyVoucher, paymentLoadQuery, removeVoucher, submitOrderFormPayment } from './payment-api';
import { cartProblem } from './payment-cart-checks';
import { PaymentCurrencyChooser } from './payment-currency-chooser';
import { PageHeader } from '../../../components/layout/page-header';
import classes from './payment.module.css';
import { personName } from '@marginalia/contracts/formatting/person-name';

/** Failures after which the amounts on screen are out of date: load them again. */
const STALE_KEYS = new Set(['credit-balance-changed', 'payment-amount-changed', 'order-form-already-paid']);

/** What the payment-return page hands back after a refused hosted payment. */
export interface PaymentReturnState {
  paymentFailureKey?: string;
}

/**
 * The payment step: the cart checks, the currency chooser when
 * the user has none, then the shared payment panel; a finished payment goes to the confirmation, a
 * pending one to the return page.
 */
export function PaymentDetailsPage() {
  const { t } = useTranslation('payment');
  const text = useMessageText();
  const form = useOrderForm();
  const language = useSiteLanguage();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const problem = cartProblem(form);
  const goBack = useGoBack();
  const load = useQuery({ ...paymentLoadQuery(form.id), enabled: problem === null });
  const [returnFailure, setReturnFailure] = useState(() => (location.state as PaymentReturnState | null)?.paymentFailureKey ?? null);

  // The server's answer names the page to go to (the confirmation, or the return page that polls); the
  // confirmation page drops the cached form, which has become an order.
  const done = async (response: PaymentSubmissionResponse) => {
    const path = inAppPath(response.redirectUrl);
    if (path) await navigate(path);
    else if (response.orderExternalId) await navigate(lp(billingRoutes.orderComplete(response.orderExternalId)));
    else if (response.paymentId) await navigate(lp(billingRoutes.paymentReturn(response.paymentId)));
  };
  const failed = (error: unknown) => {
    if (isApiError(error) && STALE_KEYS.has(error.key)) {
      void load.refetch();
      void queryClient.invalidateQueries({ queryKey: ORDER_FORM_KEY });
    }
  };

  const data = load.data;
  return (
    <div>
      <PageHeader title={t('page.title')} lead={t('page.lead')} spacing="compact" titleClassName={classes.title} />

      {load.isPending && problem === null && (
        <div className={classes.loading} role="status">
          <Loader role="progressbar" aria-label={t('page.loading')} />
        </div>
      )}
      {load.isError && (
        <Alert color="red" variant="light" role="alert" title={t('page.loadFailed')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => void load.refetch()} loading={load.isFetching}>
            {t('page.retry')}
          </Button>
        </Alert>
      )}
      {data && !data.user.currency && (
        <PaymentCurrencyChooser form={form} currencies={data.payment.currencies} onSaved={() => void load.refetch()} />
      )}
      {data && (
        <PaymentPanel
          key={`${form.currency.isoCode}:${form.total}`}
          context="order-form"
          methods={data.payment.paymentMethods}
          currency={form.currency}
          cardCurrencies={data.payment.currencies}
          total={form.total}
          creditBalance={data.user.credits.balance}
          prepaymentBalance={data.user.prepayments.availablePrepaymentAmount}
          countryId={data.user.country?.id ?? null}
          countryIso2={data.user.country?.iso2 ?? null}
          fapiaoOffered={data.payment.fapiaoOffered}
          fapiaoTypes={data.payment.fapiaoTypes}
          fapiaoDeliveryTimelines={data.payment.fapiaoDeliveryTimelines}
          countries={data.payment.countries}
          savedAddresses={data.payment.userAddresses}
          defaultName={personName(language, data.user.names)}
          voucher={
            data.user.voucherAvailable || data.payment.voucher
              ? {
                  apply: (code) => applyVoucher(form.id, code),
                  remove: (code) => removeVoucher(form.id, code),
                  applied: data.payment.voucher?.code ?? null,
                }
              : undefined
          }
          overrideDownloadAvailable={data.user.overrideDownloadAvailable}
          adminCreated={form.adminCreated}
          receiptCode={data.payment.receiptCodes[0] ?? null}
          installments={data.payment.installments}
          submit={(payment) => submitOrderFormPayment(form.id, payment)}
          onDone={(response) => void done(response)}
          onFailure={failed}
        />
      )}

      <PaymentErrorModal
        opened={returnFailure !== null}
        error={returnFailure ? text(returnFailure) : null}
        onClose={() => setReturnFailure(null)}
      />

      {problem && (
        <Modal
          opened
          onClose={() => undefined}
          withCloseButton={false}
          closeOnClickOutside={false}
          closeOnEscape={false}
          centered
          title={t('page.problemTitle')}
        >
          <Text size="sm" mb="lg" role="alert">
            {text(problem.key)}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => void goBack.run(problem.backTo)} loading={goBack.pending}>
              {t('error.goBack')}
            </Button>
          </Group>
        </Modal>
      )}
    </div>
  );
}

/** 'Go Back': PUT step to the step that can fix the cart, then there (also when the server refuses the move). */
function useGoBack() {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const save = useOrderFormSave((formId, step: OrderFormStepName) => api.put<OrderFormResponse>(orderFormPaths.step(formId), { step } satisfies StepChangeRequest));
  const run = async (step: OrderFormStepName) => {
    try {
      const response = await save.mutateAsync(step);
      if (!response.nextUrl) await navigate(lp(stepUrl(step)));
    } catch {
      await navigate(lp(stepUrl(step)));
    }
  };
  return { run, pending: save.isPending };
}
