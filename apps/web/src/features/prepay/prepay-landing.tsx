import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader } from '@mantine/core';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { useRefreshPrepay } from './prepay-api';
import { landingMessage } from './prepay-messages';
import classes from './prepay.module.css';

/**
 * /researcher/prepay/complete/{type}: where a payment comes back to. Shows the outcome as the
 * page message, then goes to /researcher/prepay (the message is kept across that one navigation).
 */
export function PrepayLanding({ type }: { type: string }) {
  const { t } = useTranslation('prepay');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const refresh = useRefreshPrepay();
  const { show } = useMessages();
  useEffect(() => {
    show(landingMessage(type));
    void refresh();
    void navigate(lp(billingRoutes.prepay()), { replace: true });
  }, [type, show, refresh, navigate, lp]);
  return (
    <div className={classes.loading} role="status">
      <Loader size="sm" aria-label={t('page.loading')} />
    </div>
  );
}
