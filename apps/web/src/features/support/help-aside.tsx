import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '@mantine/core';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { sitePageRoutes, supportRoutes } from '@marginalia/contracts/support/support.paths';
import { PanelSection } from '../../components/layout/panel-section';
import { useCurrentUser, useLocalePath } from '../../lib/application-context';
import classes from './support.module.css';

/** Beside the support and contact forms: where an order's questions go, the person's requests, the answers first. */
export function HelpAside() {
  const { t } = useTranslation('support');
  const lp = useLocalePath();
  const user = useCurrentUser();
  return (
    <aside className={classes.aside}>
      <PanelSection className={classes.panel} titleId="help-order" title={t('aside.orderTitle')} lead={user.loggedIn ? t('aside.orderSignedIn') : t('aside.orderVisitor')}>
        <Anchor component={Link} to={lp(user.loggedIn ? orderRoutes.dashboard : `/login?redirect=${encodeURIComponent(lp(orderRoutes.dashboard))}`)}>
          {user.loggedIn ? t('aside.myOrders') : t('aside.signIn')}
        </Anchor>
      </PanelSection>
      {user.loggedIn && (
        <PanelSection className={classes.panel} titleId="help-requests" title={t('aside.requestsTitle')} lead={t('aside.requestsLead')}>
          <Anchor component={Link} to={lp(supportRoutes.myRequests)}>
            {t('aside.myRequests')}
          </Anchor>
        </PanelSection>
      )}
      <PanelSection className={classes.panel} titleId="help-answers" title={t('aside.answersTitle')}>
        <ul className={classes.links}>
          <li>
            <Anchor component={Link} to={lp(sitePageRoutes.faq)}>
              {t('aside.faq')}
            </Anchor>
          </li>
          <li>
            <Anchor component={Link} to={lp(sitePageRoutes.pricing)}>
              {t('aside.pricing')}
            </Anchor>
          </li>
          <li>
            <Anchor component={Link} to={lp(sitePageRoutes.contact)}>
              {t('aside.contact')}
            </Anchor>
          </li>
        </ul>
        <Text size="xs" c="dimmed" mt="sm">
          {t('aside.privacy')}{' '}
          <Anchor component={Link} to={lp(sitePageRoutes.privacy)} size="xs" underline="always">
            {t('aside.privacyLink')}
          </Anchor>
        </Text>
      </PanelSection>
    </aside>
  );
}
