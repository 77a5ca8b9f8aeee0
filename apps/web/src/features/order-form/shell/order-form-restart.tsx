import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { ORDER_FORM_RESET_PATH, stepUrl, SUBMIT_BASE } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api, isApiError } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/application-context';
import { handles } from '../../../lib/request-failures';
import { useMessageText } from '../../../components/form-messages';
import { loadNewOrderForm, ORDER_FORM_KEY } from '../order-form-api';
import { appliedPromoCode, type NewFormLocationState } from './banner-rules';
import { OrderFormLoading } from './order-form-loading';
import { queryRecord } from './step-rules';
import classes from './order-form-shell.module.css';

/**
 * new and reset make a form and move on. They run as queries keyed by the visit (location.key) so that a
 * re-render, or React's development double mount, does not create a second form, while opening the link
 * again does make a new one.
 */
function useFormAction(name: 'new' | 'reset', run: () => Promise<OrderFormResponse>) {
  const queryClient = useQueryClient();
  const location = useLocation();
  return useQuery({
    queryKey: ['order-form-action', name, location.key],
    queryFn: async () => {
      const response = await run();
      // In the cache before the page moves, so the step page finds the new form without loading it again.
      queryClient.setQueryData(ORDER_FORM_KEY, response);
      return response;
    },
    staleTime: Infinity,
    gcTime: 60 * 1000,
    retry: false,
    meta: { handledErrors: handles.clientErrors },
  });
}

function ActionFailed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('order-form');
  const text = useMessageText();
  const lp = useLocalePath();
  const message = isApiError(error) && error.isClientError ? error.message || text(error.key, error.params) : t('loading.failedText');
  return (
    <Container size="sm" className={classes.loading}>
      <Alert color="red" variant="light" role="alert" title={t('loading.failedTitle')}>
        <Text mb="sm">{message}</Text>
        <Group gap="sm">
          <Button size="xs" variant="light" onClick={onRetry} loading={retrying}>
            {t('loading.retry')}
          </Button>
          <Button size="xs" variant="default" component={Link} to={lp(`${SUBMIT_BASE}/resume`)}>
            {t('loading.continueSaved')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}

/** /researcher/submit/new: GET /api/order-form/new with the page's query parameters, then the form's step. */
export function NewOrderForm() {
  const location = useLocation();
  const lp = useLocalePath();
  const search = new URLSearchParams(location.search);
  const query = useFormAction('new', () => loadNewOrderForm(queryRecord(search)));
  if (query.isError) return <ActionFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <OrderFormLoading />;
  // The page the new form opens greets the ?promo=CODE the server applied.
  const promo = appliedPromoCode(search.get('promo'), query.data);
  const state: NewFormLocationState | undefined = promo ? { promoCode: promo } : undefined;
  return <Navigate replace to={lp(query.data.orderForm.steps.current.url)} state={state} />;
}

/** /researcher/submit/reset: clears the order form (POST reset answers a new one) and starts at get-started. */
export function ResetOrderForm() {
  const lp = useLocalePath();
  const query = useFormAction('reset', () => api.post<OrderFormResponse>(ORDER_FORM_RESET_PATH));
  if (query.isError) return <ActionFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <OrderFormLoading />;
  return <Navigate replace to={lp(stepUrl('get-started'))} />;
}
