import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Anchor, Skeleton, Text, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { useCurrentUser, useLocalePath } from '../../../lib/application-context';
import { WalletIcon } from '../../../components/icons';
import { prepayCreditQuery } from './widgets-api';
import classes from './widgets.module.css';

/** The prepay credit widget for users without rewards (never shown with hideInvoices): balance and link. */
export function PrepayCreditWidget() {
  const { t } = useTranslation('researcher');
  const user = useCurrentUser();
  const lp = useLocalePath();
  const prepay = useQuery(prepayCreditQuery());
  const data = prepay.data;
  const balance = data ? data.credits.reduce((sum, credit) => sum + credit.balance, 0) : 0;

  return (
    <section className={classes.widget} aria-labelledby="credit-widget-title" data-testid="credit-widget">
      <div className={classes.head}>
        <span className={classes.icon}>
          <WalletIcon size={18} />
        </span>
        <Title order={2} id="credit-widget-title" className={classes.title}>
          {t('widgets.credit.title')}
        </Title>
      </div>
      {data ? (
        <>
          <p className={classes.figure}>{formatMoney(balance, data.currency ?? user.currency)}</p>
          <Text className={classes.text}>{balance > 0 ? t('widgets.credit.text') : t('widgets.credit.empty')}</Text>
        </>
      ) : (
        <Skeleton height={48} mt={8} aria-label={t('widgets.loading')} />
      )}
      <Anchor component={Link} to={lp(billingRoutes.prepay())} className={classes.link}>
        {t('widgets.credit.link')}
      </Anchor>
    </section>
  );
}
