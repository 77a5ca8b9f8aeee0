import { useTranslation } from 'react-i18next';
import { Text, Title } from '@mantine/core';
import type { AuditEventView } from '@marginalia/contracts/staff/staff-common.contract';
import { useStaffFormat } from './use-staff-format';
import desk from '../desk/desk.module.css';
import classes from './customers.module.css';

/** `{a: 1}` → `a: 1`, for before/after values: short, readable, never a raw JSON dump. */
function describe(values: Record<string, unknown> | null, label: (key: string) => string): string {
  if (!values) return '';
  return Object.entries(values)
    .map(([key, value]) => `${label(key)}: ${value === null ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}

/** Only what changed, when both sides are known. */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null, label: (key: string) => string): { before: string; after: string } {
  if (!before || !after) return { before: describe(before, label), after: describe(after, label) };
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (values: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));
  return { before: describe(pick(before), label), after: describe(pick(after), label) };
}

/** The customer's history: who did what, when, with the values before and after. */
export function CustomerAudit({ events }: { events: AuditEventView[] }) {
  const { t } = useTranslation('staff-customers');
  const format = useStaffFormat();
  // Flag columns read as the form's labels; other fields keep their names.
  const label = (key: string) => t(`flags.${key === 'preferredGroupCode' ? 'preferredGroup' : key}`, { defaultValue: key });
  return (
    <section aria-labelledby="customer-audit" className={classes.section}>
      <Title order={2} id="customer-audit" className={classes.sectionTitle}>
        {t('audit.title')}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">{t('audit.none')}</Text>
      ) : (
        <ol className={classes.timeline}>
          {events.map((event) => {
            const diff = changes(event.before, event.after, label);
            return (
              <li key={event.id} className={classes.event}>
                <div className={classes.eventHead}>
                  <strong>{t(`audit.actions.${event.action}`, { defaultValue: event.action })}</strong>
                  <span className={desk.sub}>
                    {event.actor ? event.actor.name : t('audit.system')} · <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
                  </span>
                </div>
                {diff.before && (
                  <div className={desk.sub}>
                    {t('audit.before')}: {diff.before}
                  </div>
                )}
                {diff.after && (
                  <div className={desk.sub}>
                    {t('audit.after')}: {diff.after}
                  </div>
                )}
                {event.reason && <div className={desk.sub}>{t('audit.reason')}: {event.reason}</div>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
