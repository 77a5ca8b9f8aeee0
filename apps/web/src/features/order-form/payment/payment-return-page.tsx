import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Group, Loader, Text, Title } from '@mantine/core';
import type { PaymentStatusResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { isApiError } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/application-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { paymentStatus } from './payment-api';
import type { PaymentReturnState } from './payment-details-page';
import { RETURN_POLL_MS, returnDecision } from './return-rules';
import classes from './payment.module.css';

/**
 * /researcher/submit/payment-return/{paymentId}: where a hosted payment page (wallets, 3-D Secure)
 * sends the browser back. Polls the payment every second for at most a minute, then goes to the
 * confirmation, or back to the payment step with the payment error modal.
 */
export function PaymentReturnPage({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('payment');
  useDocumentTitle(t('return.title'));
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [timedOut, setTimedOut] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let status: PaymentStatusResponse | null = null;
      try {
        status = await paymentStatus(paymentId, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        // Not the user's payment, or no such payment: nothing to wait for.
        if (isApiError(error) && error.status === 404) {
          await navigate(lp(billingRoutes.paymentDetails), {
            replace: true,
            state: { paymentFailureKey: 'payment-not-found' } satisfies PaymentReturnState,
          });
          return;
        }
      }
      attempts += 1;
      const decision = returnDecision(status, attempts);
      if (decision.kind === 'complete') await navigate(lp(billingRoutes.orderComplete(decision.orderExternalId)), { replace: true });
      else if (decision.kind === 'failed') {
        await navigate(lp(billingRoutes.paymentDetails), {
          replace: true,
          state: { paymentFailureKey: decision.messageKey } satisfies PaymentReturnState,
        });
      } else if (decision.kind === 'timeout') setTimedOut(true);
      else timer = setTimeout(() => void poll(), RETURN_POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [paymentId, navigate, lp, round]);

  return (
    <Container size="sm" className={classes.complete}>
      <Title order={1} className={classes.title}>
        {t('return.title')}
      </Title>
      {timedOut ? (
        <Alert color="amber" variant="light" role="status" mt="lg" title={t('return.slowTitle')}>
          <Text size="sm">{t('return.slowText')}</Text>
          <Group mt="md">
            <Button
              size="xs"
              onClick={() => {
                setTimedOut(false);
                setRound((value) => value + 1);
              }}
            >
              {t('return.retry')}
            </Button>
            <Button size="xs" variant="default" component={Link} to={lp('/researcher')}>
              {t('complete.myOrders')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group gap="md" mt="lg" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('return.waiting')}</Text>
        </Group>
      )}
    </Container>
  );
}
