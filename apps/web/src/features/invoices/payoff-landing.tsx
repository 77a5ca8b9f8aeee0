import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Loader } from '@mantine/core';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { INVOICES_KEY } from './invoices-api';
import classes from './invoices.module.css';

/**
 * /researcher/invoices/unpaid/{type}: where a hosted payoff returns. Shows the outcome as
 * the page message, then goes to the unpaid list (the message is kept across that one navigation).
 */
export function PayoffLanding({ success }: { success: boolean }) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const queryClient = useQueryClient();
  const { show } = useMessages();
  useEffect(() => {
    show(success ? { type: 'success', key: 'po-payoff-processing-success' } : { type: 'danger', key: 'payment-processing-error' });
    void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    void navigate(lp(billingRoutes.invoices('unpaid')), { replace: true });
  }, [success, show, navigate, lp, queryClient]);
  return (
    <div className={classes.loading} role="status">
      <Loader size="sm" />
    </div>
  );
}
