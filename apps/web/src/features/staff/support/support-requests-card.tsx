import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Anchor, Loader, Text, Title } from '@mantine/core';
import { staffSupportRoutes } from '@marginalia/contracts/support/support.paths';
import { useLocalePath } from '../../../lib/application-context';
import { useStaffFormat } from '../customers/use-staff-format';
import { RequestStatusBadge } from './request-status-badge';
import { inboxQuery } from './support-inbox-api';
import { useInboxFormat } from './use-inbox-format';
import classes from './support-inbox.module.css';

/** A customer's (customer page) or an order's (workbench) support requests, newest first. */
export function SupportRequestsCard({ customer, order }: { customer?: string; order?: string }) {
  const { t } = useTranslation('staff-support');
  const lp = useLocalePath();
  const format = useStaffFormat();
  const inboxFormat = useInboxFormat();
  const requests = useQuery(inboxQuery({ view: 'all', customer, order }));
  const rows = requests.data?.requests ?? [];
  return (
    <section aria-labelledby="support-requests-title" className={classes.panel} data-testid="support-requests-card">
      <Title order={2} size="h4" id="support-requests-title" mb="sm">
        {t('card.title')}
      </Title>
      {requests.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
      {requests.data && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('card.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <ul className={classes.history}>
          {rows.map((row) => (
            <li key={row.number}>
              <Anchor component={Link} to={lp(staffSupportRoutes.request(row.number))} size="sm">
                {row.number}
              </Anchor>{' '}
              · {inboxFormat.type(row)} · <RequestStatusBadge status={row.status} awaitingReply={row.awaitingReply} /> · {format.date(row.updatedAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
