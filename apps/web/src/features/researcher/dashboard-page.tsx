import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Text, Title } from '@mantine/core';
import { parseOrdersListPath, type OrderSearchFilters } from '@marginalia/contracts/orders/order-search.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { greetingFor } from '@marginalia/contracts/users/greeting';
import { useCurrentUser, useLocalePath, useUserName } from '../../lib/application-context';
import { ArrowRightIcon, PenIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';
import { DashboardBanners } from './dashboard-banners';
import { MyOrders } from './my-orders';
import { DashboardWidgets } from './widgets/dashboard-widgets';
import { GrammarCheckCard } from '../grammar-check/grammar-check.public';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './researcher.module.css';

const LIST_MARKER = `${orderRoutes.ordersIndex}/`;

/**
 * The filters of /{lang}/researcher/index/orders/{xid}/{orderTitle}/{from}/{to}/{page}, read from the raw
 * (still encoded) path so a title with '/' or '%' comes back exactly; /{lang}/researcher has none.
 */
export function filtersFromPathname(pathname: string): OrderSearchFilters {
  const at = pathname.indexOf(LIST_MARKER);
  return parseOrdersListPath(at === -1 ? undefined : pathname.slice(at + LIST_MARKER.length));
}

/** Researcher home, also the filtered order list. */
export function DashboardPage() {
  const { t } = useTranslation('researcher');
  const user = useCurrentUser();
  const userName = useUserName();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  useDocumentTitle(t('dashboard.documentTitle'));
  const filters = filtersFromPathname(pathname);

  return (
    <Page size="lg">
      <PageHeader title={t(`dashboard.${greetingFor(user)}`, { name: userName })} lead={t('dashboard.lead')} spacing="roomy" />

      <DashboardBanners />

      <div className={classes.dashboardGrid}>
        <MyOrders filters={filters} />

        <aside>
          <section className={`${layout.panel} ${classes.card} ${classes.cardAccent}`} aria-labelledby="start-order-title">
            <div className={classes.cardIcon}>
              <PenIcon size={22} />
            </div>
            <Title order={2} id="start-order-title" className={classes.cardTitle}>
              {t('dashboard.startTitle')}
            </Title>
            <Text className={classes.cardText}>{t('dashboard.startText')}</Text>
            <Button component={Link} to={lp('/researcher/submit/get-started')} rightSection={<ArrowRightIcon size={16} />} className={classes.cardButton}>
              {t('dashboard.startOrder')}
            </Button>
          </section>
          <GrammarCheckCard />
          <DashboardWidgets />
        </aside>
      </div>
    </Page>
  );
}
