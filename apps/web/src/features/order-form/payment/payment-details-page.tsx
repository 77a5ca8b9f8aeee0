import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Modal, Text, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { orderFormPaths, stepUrl, type OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api } from '../../../app/api-client';
import { useLocalePath } from '../../../app/application-context';
import { useMessageText } from '../../../components/form-messages';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { cartProblem, isPaidOrder } from './payment-cart-checks';
import classes from './payment.module.css';

/**
 * The payment step (spec 2 §2 "Payment screen", §5 "Payment"). Issue 5 builds the payment methods; until
 * then this page runs the cart checks, shows the paid-order notice, and says plainly that payment cannot
 * be taken here yet.
 */
export function PaymentDetailsPage() {
  const { t } = useTranslation('order-summary');
  const text = useMessageText();
  const form = useOrderForm();
  const problem = cartProblem(form);
  const goBack = useGoBack();
  const paid = isPaidOrder(form);

  return (
    <div>
      <header className={classes.head}>
        <Title order={1} className={classes.title}>
          {t('payment.title')}
        </Title>
        <Text className={classes.lead}>{t('payment.lead')}</Text>
      </header>

      <section className={classes.card} aria-labelledby="payment-amount-title">
        <h2 id="payment-amount-title" className={classes.cardTitle}>
          {t('payment.amountDue')}
        </h2>
        <Text className={classes.amount} data-testid="payment-amount">
          {formatMoney(Math.max(form.total, 0), form.currency, { withIsoCode: true })}
        </Text>
        {paid ? (
          <>
            <Alert color="teal" variant="light" role="status" mt="md" data-testid="paid-order-notice">
              {text('paid-order-notice')}
            </Alert>
            <Group justify="flex-end" mt="md">
              {/* The free method's submission belongs to the payments issue: shown, not yet usable. */}
              <Button disabled>{t('payment.completeOrder')}</Button>
            </Group>
          </>
        ) : (
          <Alert color="ink" variant="light" role="status" mt="md" title={t('payment.pendingTitle')} data-testid="payment-pending">
            {t('payment.pendingText')}
          </Alert>
        )}
      </section>

      {problem && (
        <Modal
          opened
          onClose={() => undefined}
          withCloseButton={false}
          closeOnClickOutside={false}
          closeOnEscape={false}
          centered
          title={t('payment.problemTitle')}
        >
          <Text size="sm" mb="lg" role="alert">
            {text(problem.key)}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => void goBack.run(problem.backTo)} loading={goBack.pending}>
              {t('payment.goBack')}
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
  const save = useOrderFormSave((formId, step: OrderFormStepName) => api.put<OrderFormResponse>(orderFormPaths.step(formId), { step }));
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
