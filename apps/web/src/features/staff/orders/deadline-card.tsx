import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { orderDeadlineSchema, type StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { useMessages } from '../../../lib/message-store';
import { useMessageText } from '../../../components/form-messages';
import { ActionError } from './action-error';
import { deadlineSlots, localDay, sameTimeOn } from './deadline-rules';
import { useChangeDeadline } from './staff-orders-api';
import { useStaffFormat } from './use-staff-format';
import classes from './staff-orders.module.css';

/**
 * The deadline edit: a day and a time in 30-minute steps, in the staff member's zone, shown
 * exactly as stored (a stored time between two steps is offered as it is, so saving untouched keeps it);
 * required; the suggested deadline can be applied with one click.
 */
export function DeadlineCard({ workbench }: { workbench: StaffOrderWorkbench }) {
  const { t } = useTranslation('staff-orders');
  const text = useMessageText();
  const { show } = useMessages();
  const format = useStaffFormat();
  const { timeZone } = format;
  const { order, suggestedDeadline } = workbench;
  const change = useChangeDeadline(order.externalId);
  const current = new Date(order.deadline);
  const [day, setDay] = useState(() => localDay(current, timeZone));
  const [slot, setSlot] = useState<string | null>(() => sameTimeOn(localDay(current, timeZone), order.deadline, timeZone, order.deadline));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const slots = useMemo(() => deadlineSlots(day, timeZone, order.deadline), [day, timeZone, order.deadline]);
  const closed = order.status === 'completed' || order.status === 'cancelled';

  const chooseDay = (next: string) => {
    setDay(next);
    setSlot(sameTimeOn(next, slot, timeZone, order.deadline));
  };

  const applySuggested = () => {
    if (!suggestedDeadline) return;
    const suggestedDay = localDay(new Date(suggestedDeadline), timeZone);
    setDay(suggestedDay);
    setSlot(sameTimeOn(suggestedDay, suggestedDeadline, timeZone, order.deadline));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const parsed = orderDeadlineSchema.safeParse({ deadline: slot ?? '', ...(reason.trim() ? { reason: reason.trim() } : {}) });
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message ?? 'deadline-required'));
      return;
    }
    setProblem(null);
    change.mutate(parsed.data, { onSuccess: () => show({ type: 'success', text: t('deadline.saved') }) });
  };

  return (
    <section className={classes.card} aria-labelledby="order-deadline">
      <Title order={2} id="order-deadline" className={classes.cardTitle}>
        {t('deadline.heading')}
      </Title>
      <Text size="sm" mb="sm">
        {t('deadline.current', { date: format.dateTime(order.deadline) })}
      </Text>
      {closed ? (
        <Text className={classes.muted}>{t('deadline.closed')}</Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('deadline.heading')}>
          <Stack gap="sm">
            <Group grow gap="xs" align="flex-start" preventGrowOverflow={false}>
              <TextInput type="date" label={t('deadline.day')} value={day} onChange={(event) => chooseDay(event.currentTarget.value)} />
              <Select
                label={t('deadline.time')}
                placeholder={t('deadline.timePlaceholder')}
                data={slots}
                value={slot}
                onChange={(value) => {
                  setSlot(value);
                  setProblem(null);
                }}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('deadline.clearTime') }}
                maxDropdownHeight={240}
                error={problem}
              />
            </Group>
            <Text className={classes.muted}>{t('deadline.zone', { zone: timeZone })}</Text>
            {suggestedDeadline && (
              <div>
                <Text size="sm" mb={4} data-testid="suggested-deadline">
                  {t('deadline.suggested', { date: format.dateTime(suggestedDeadline) })}
                </Text>
                <Button size="xs" variant="light" onClick={applySuggested}>
                  {t('deadline.useSuggested')}
                </Button>
              </div>
            )}
            <Textarea label={t('deadline.reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} autosize minRows={1} maxLength={1000} />
            <Button type="submit" loading={change.isPending}>
              {t('deadline.save')}
            </Button>
            <ActionError error={change.error} />
          </Stack>
        </form>
      )}
    </section>
  );
}
