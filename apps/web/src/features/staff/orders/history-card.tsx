import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Text, Title } from '@mantine/core';
import type { AuditEventView } from '@marginalia/contracts/staff/staff-common.contract';
import type { StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { loyaltyLevelName } from '@marginalia/contracts/reference/reference-names';
import { useSiteLanguage } from '../../../lib/application-context';
import { staffMembersQuery } from './staff-orders-api';
import { useStaffFormat } from './use-staff-format';
import { historyChanges, isInstant, MONEY_FIELDS, type HistoryChange } from './workbench-rules';
import classes from './staff-orders.module.css';

/** Who did what to the order, when, with the values before and after and the reason given. */
export function HistoryCard({ workbench }: { workbench: StaffOrderWorkbench }) {
  const { t } = useTranslation('staff-orders');
  const format = useStaffFormat();
  const language = useSiteLanguage();
  const members = useQuery(staffMembersQuery());
  const events = [...workbench.history].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

  const show = (event: AuditEventView, field: string, value: unknown, side: 'before' | 'after'): string => {
    if (value === null || value === undefined) return '—';
    const member = field === 'assignee' ? members.data?.members.find((candidate) => candidate.identity === value) : undefined;
    if (member) return member.name;
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    const currency = event[side]?.currency;
    if (typeof value === 'number' && MONEY_FIELDS.has(field) && typeof currency === 'string') return format.money(value, currency);
    if (typeof value === 'number' && field === 'size') return format.fileSize(value);
    if (typeof value === 'number') return format.number(value);
    if (isInstant(value)) return format.dateTime(value);
    if (typeof value === 'string') {
      if (field === 'status') return t(`status.${value}`, { defaultValue: t(`paymentStatus.${value}`, { defaultValue: value }) });
      if (field === 'kind') return t(`kind.${value}`, { defaultValue: value });
      if (field === 'loyaltyLevelIdentity') return loyaltyLevelName(language, { identity: value, name: value });
      return value;
    }
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
    return JSON.stringify(value);
  };

  const line = (event: AuditEventView, change: HistoryChange) => {
    const label = t(`field.${change.field}`, { defaultValue: change.field });
    // A value set where there was none (or removed) reads as the value alone, not "— → value".
    if (change.before === null) return `${label}: ${show(event, change.field, change.after, 'after')}`;
    if (change.after === null && event.after === null) return `${label}: ${show(event, change.field, change.before, 'before')}`;
    return `${label}: ${show(event, change.field, change.before, 'before')} → ${show(event, change.field, change.after, 'after')}`;
  };

  return (
    <section className={classes.card} aria-labelledby="order-history">
      <Title order={2} id="order-history" className={classes.cardTitle}>
        {t('history.heading')}
      </Title>
      {events.length === 0 ? (
        <Text className={classes.muted}>{t('history.none')}</Text>
      ) : (
        <ol className={classes.timeline} aria-label={t('history.heading')}>
          {events.map((event) => (
            <li key={event.id} data-testid="history-event" data-action={event.action}>
              <Text size="sm">
                <strong>{t(`action.${event.action}`, { defaultValue: event.action })}</strong>
                {' · '}
                {event.actor ? event.actor.name : t('history.system')}
              </Text>
              <Text className={classes.muted}>{format.dateTime(event.createdAt)}</Text>
              {historyChanges(event.before, event.after).map((change) => (
                <div key={change.field} className={classes.change}>
                  {line(event, change)}
                </div>
              ))}
              {event.reason && <div className={classes.change}>{t('history.reason', { reason: event.reason })}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
