import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor } from '@mantine/core';
import { reworkStartPath } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { REEDIT_DISCOUNT_PERCENT, reeditLink, showsScientificRework } from '@marginalia/contracts/orders/reedit-rules';
import { useLocalePath } from '../../lib/application-context';

export type ReeditOrder = Pick<
  OrderDetails,
  'externalId' | 'completed' | 'downloadAvailable' | 'containsActiveService' | 'touchUpAvailable' | 'reeditAvailable' | 'scientificReworkEligible'
>;

/**
 * The re-edit links of an order card and of the details page (the contracts' reedit-rules.ts): the
 * free re-edit, else the paid one, else a request for additional work through support (an inactive
 * service when nothing in the order can be re-edited), plus the scientific rework link. Nothing before
 * the order is completed. Namespace 'reedit'.
 */
export function ReeditLinks({ order, size = 'sm' }: { order: ReeditOrder; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('reedit');
  const lp = useLocalePath();
  const link = reeditLink(order);
  const rework = showsScientificRework(order);
  if (link === null && !rework) return null;
  return (
    <>
      {link === 'free-reedit' && (
        <Anchor component={Link} to={lp(orderRoutes.reedit(order.externalId))} size={size} fw={600} data-testid="reedit-free">
          {t('links.free')}
        </Anchor>
      )}
      {link === 'paid-reedit' && (
        <Anchor component={Link} to={lp(orderRoutes.reedit(order.externalId))} size={size} data-testid="reedit-paid">
          {t('links.paid', { percent: REEDIT_DISCOUNT_PERCENT })}
        </Anchor>
      )}
      {link === 'support' && (
        <Anchor
          component={Link}
          to={lp(orderRoutes.support(order.externalId, order.containsActiveService ? 'support' : 'inactive-service'))}
          size={size}
          data-testid="reedit-support"
        >
          {t('links.additionalWork')}
        </Anchor>
      )}
      {rework && (
        // A navigation to the server, which starts the rework form and opens it.
        <Anchor href={reworkStartPath(order.externalId)} size={size} data-testid="scientific-rework">
          {t('links.scientificRework')}
        </Anchor>
      )}
    </>
  );
}
