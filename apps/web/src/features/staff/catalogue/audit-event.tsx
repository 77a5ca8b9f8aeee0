import '@mantine/core/styles/Badge.css';

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import type { StaffAuditEvent } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { useLocalePath } from '../../../lib/application-context';
import { useCatalogueFormat } from './catalogue-format';
import classes from './catalogue.module.css';

const show = (value: unknown): string => (value === undefined ? '' : value === null ? '∅' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields an event changed: every field of before and after, unchanged ones left out when both exist. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, before: before ? show(before[key]) : null, after: after ? show(after[key]) : null }))
    .filter((field) => !(before && after) || field.before !== field.after);
}

/** One entry of the audit timeline: who, when, what, on which order or customer, before → after, why. */
export function AuditEventItem({ event }: { event: StaffAuditEvent }) {
  const { t } = useTranslation('staff-catalogue');
  const lp = useLocalePath();
  const format = useCatalogueFormat();
  const fields = changedFields(event.before, event.after);
  return (
    <li className={classes.event}>
      <Group gap={8} justify="space-between">
        <Group gap={8}>
          <Badge variant="light">{event.action}</Badge>
          <Text size="sm" fw={600}>
            {event.actor ? event.actor.name : t('audit.system')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={event.createdAt}>{format.instant(event.createdAt)}</time>
        </Text>
      </Group>
      <Group gap={12} mt={4}>
        <Text size="sm">
          {t('audit.subject', { type: event.subjectType, id: event.subjectId })}
        </Text>
        {event.orderExternalId && (
          <Anchor component={Link} to={lp(staffRoutes.order(event.orderExternalId))} size="sm">
            {t('audit.order', { id: event.orderExternalId })}
          </Anchor>
        )}
        {event.customer && (
          <Anchor component={Link} to={lp(staffRoutes.customer(event.customer.identity))} size="sm">
            {t('audit.customer', { name: event.customer.name })}
          </Anchor>
        )}
      </Group>
      {fields.length > 0 && (
        <ul className={classes.diff} aria-label={t('audit.changes')}>
          {fields.map((field) => (
            <li key={field.key}>
              <span>{`${field.key}: `}</span>
              {field.before !== null && <span className={classes.diffBefore}>{field.before}</span>}
              {field.before !== null && field.after !== null && <span>{' → '}</span>}
              {field.after !== null && <span className={classes.diffAfter}>{field.after}</span>}
            </li>
          ))}
        </ul>
      )}
      {event.reason && (
        <Text size="sm" mt={4}>
          {t('audit.reason', { reason: event.reason })}
        </Text>
      )}
    </li>
  );
}
