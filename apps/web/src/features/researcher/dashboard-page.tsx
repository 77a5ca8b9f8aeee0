import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container, Text, Title } from '@mantine/core';
import { useCurrentUser, useLocalePath } from '../../app/application-context';
import { ArrowRightIcon, PenIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';
import classes from './researcher.module.css';

/** Researcher home (spec 1 "Researcher dashboard"): the frame later issues fill with orders, banners and widgets. */
export function DashboardPage() {
  const { t } = useTranslation('researcher');
  const user = useCurrentUser();
  const lp = useLocalePath();
  useDocumentTitle(t('dashboard.documentTitle'));
  const count = user.numberOfOrders;

  return (
    <Container size="lg" className={classes.page}>
      <header className={classes.head}>
        <Title order={1} className={classes.title}>
          {t('dashboard.welcome', { name: user.fullName ?? '' })}
        </Title>
        <Text className={classes.lead}>{t('dashboard.lead')}</Text>
      </header>

      <div className={classes.grid}>
        <section className={classes.card} aria-labelledby="my-orders-title">
          <Title order={2} id="my-orders-title" className={classes.cardTitle}>
            {t('dashboard.myOrders')}
          </Title>
          <p className={classes.stat}>
            <span className={classes.statValue}>{count}</span>
            <span className={classes.statLabel}>{t('dashboard.orders', { count })}</span>
          </p>
          <Text className={classes.cardText}>{count === 0 ? t('dashboard.noOrders') : t('dashboard.ordersHint')}</Text>
        </section>

        <section className={`${classes.card} ${classes.cardAccent}`} aria-labelledby="start-order-title">
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
      </div>
    </Container>
  );
}
