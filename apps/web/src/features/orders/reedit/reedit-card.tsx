import { useTranslation } from 'react-i18next';
import { Group, Text } from '@mantine/core';
import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';
import { reeditLink, showsScientificRework } from '@marginalia/contracts/orders/reedit-rules';
import { ReeditLinks } from '../../../components/reedit/reedit-links';
import classes from '../orders.module.css';

/** The details page's re-edit section (main area): shown once the order is completed. */
export function ReeditCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('reedit');
  const link = reeditLink(order);
  if (link === null && !showsScientificRework(order)) return null;
  const lead = link === 'free-reedit' ? t('card.free') : link === 'paid-reedit' ? t('card.paid') : t('card.support');
  return (
    <section className={classes.card} aria-labelledby="reedit-title" data-testid="reedit-card">
      <h2 id="reedit-title" className={classes.cardTitle}>
        {t('card.title')}
      </h2>
      <Text size="sm" mb="sm">
        {lead}
      </Text>
      <Group gap="lg">
        <ReeditLinks order={order} size="md" />
      </Group>
    </section>
  );
}
