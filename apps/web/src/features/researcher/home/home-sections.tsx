import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Loader, Text } from '@mantine/core';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { EMPTY_ORDER_FILTERS, orderCardStatus } from '@marginalia/contracts/orders/order-search.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { groupWidgetShown } from '@marginalia/contracts/users/preferred-group.contract';
import { useApplication, useCurrentUser, useLocalePath, useSiteLanguage } from '../../../lib/application-context';
import { orderSearchQuery, recentDocumentsQuery } from '../researcher-api';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { GroupWidget } from '../widgets/group-widget';
import { PrepayCreditWidget } from '../widgets/prepay-credit-widget';
import { ReferralWidget } from '../widgets/referral-widget';
import { prepayCreditQuery } from '../widgets/widgets-api';
import { recentOrders, showCreditWidget } from './home-rules';
import classes from './home.module.css';

/** The three latest orders with a link to My Orders (GET /api/order/search, page 1). */
export function RecentOrders() {
  const { t } = useTranslation('researcher');
  const lp = useLocalePath();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const query = useQuery(orderSearchQuery(EMPTY_ORDER_FILTERS));
  const orders = recentOrders(query.data?.orders);
  return (
    <section className={classes.section} aria-labelledby="home-orders-title" data-testid="home-recent-orders">
      <div className={classes.sectionHead}>
        <h2 id="home-orders-title" className={classes.sectionTitle}>
          {t('home.recentOrders')}
        </h2>
        <Anchor component={Link} to={lp(orderRoutes.dashboard)}>
          {t('home.allOrders')}
        </Anchor>
      </div>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('home.loading')} />
      ) : orders.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.noOrders')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {orders.map((order) => (
            <li key={order.externalId} className={classes.item}>
              <Anchor component={Link} to={lp(orderRoutes.details(order.externalId))} fw={600} className={classes.itemTitle}>
                {order.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('home.orderLine', { externalId: order.externalId, date: formatDate(new Date(order.createdAt), user.timeZone, language), status: t(`status.${orderCardStatus(order)}`) })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The three latest editing and translation documents of every kind (GET /api/researcher/recent-documents). */
export function RecentDocuments() {
  const { t } = useTranslation('researcher');
  const lp = useLocalePath();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const { allowsDigitalEditing, allowsDigitalTranslations } = useApplication();
  const query = useQuery(recentDocumentsQuery());
  const documents = query.data?.documents ?? [];
  return (
    <section className={classes.section} aria-labelledby="home-documents-title" data-testid="home-recent-documents">
      <div className={classes.sectionHead}>
        <h2 id="home-documents-title" className={classes.sectionTitle}>
          {t('home.recentDocuments')}
        </h2>
        <span className={classes.sectionLinks}>
          {allowsDigitalEditing && (
            <Anchor component={Link} to={lp(digitalRoutes.editing)}>
              {t('home.allEdits')}
            </Anchor>
          )}
          {allowsDigitalTranslations && (
            <Anchor component={Link} to={lp(digitalRoutes.translations)}>
              {t('home.allDocuments')}
            </Anchor>
          )}
        </span>
      </div>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('home.loading')} />
      ) : documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.noDocuments')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {documents.map((document) => (
            <li key={`${document.kind}-${document.identity}`} className={classes.item}>
              <Anchor component={Link} to={lp(document.path)} fw={600} className={classes.itemTitle}>
                {document.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('home.documentLine', { kind: t(`home.documentKind.${document.kind}`), date: formatDate(new Date(document.createdAt), user.timeZone, language), status: t(`home.documentStatus.${document.status}`) })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** More options: referral, group (not for a free-trial group), and the credit balance when invoices are shown and it is above 0. */
export function MoreOptions() {
  const { t } = useTranslation('researcher');
  const user = useCurrentUser();
  const credit = useQuery({ ...prepayCreditQuery(), enabled: !user.hideInvoices });
  const balance = credit.data ? credit.data.credits.reduce((sum, item) => sum + item.balance, 0) : null;
  return (
    <section aria-labelledby="home-options-title" data-testid="home-more-options">
      <h2 id="home-options-title" className={classes.sectionTitle}>
        {t('home.moreOptions')}
      </h2>
      <div className={classes.widgets}>
        <ReferralWidget />
        {groupWidgetShown(user.preferredGroup) && <GroupWidget />}
        {showCreditWidget(user.hideInvoices, balance) && <PrepayCreditWidget />}
      </div>
    </section>
  );
}
