import '@mantine/core/styles/Input.css';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Text, Textarea, Title } from '@mantine/core';
import { orderNoteSchema, type StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { useMessageText } from '../../../components/form-messages';
import { ActionError } from './action-error';
import { useAddNote } from './staff-orders-api';
import { useStaffFormat } from './use-staff-format';
import classes from './staff-orders.module.css';

/** Internal notes: staff only, never shown to the customer; newest first. */
export function NotesCard({ workbench }: { workbench: StaffOrderWorkbench }) {
  const { t } = useTranslation('staff-orders');
  const text = useMessageText();
  const format = useStaffFormat();
  const add = useAddNote(workbench.order.externalId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.reset();
    const parsed = orderNoteSchema.safeParse({ body });
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message ?? 'staff-note-required'));
      return;
    }
    setProblem(null);
    add.mutate(parsed.data, { onSuccess: () => setBody('') });
  };

  const notes = [...workbench.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section className={classes.card} aria-labelledby="order-notes">
      <Title order={2} id="order-notes" className={classes.cardTitle}>
        {t('notes.heading')}
      </Title>
      <form onSubmit={submit} noValidate aria-label={t('notes.add')}>
        <Textarea
          label={t('notes.label')}
          description={t('notes.hint')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={problem}
          autosize
          minRows={2}
          maxLength={4000}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" size="xs" loading={add.isPending}>
            {t('notes.add')}
          </Button>
        </Group>
        <ActionError error={add.error} />
      </form>
      {notes.length === 0 ? (
        <Text className={classes.muted} mt="sm">
          {t('notes.none')}
        </Text>
      ) : (
        <ul className={classes.timeline} aria-label={t('notes.heading')} style={{ marginTop: 12 }}>
          {notes.map((note) => (
            <li key={note.id} data-testid="order-note">
              <Text className={classes.muted}>
                {note.author.name} · {format.dateTime(note.createdAt)}
              </Text>
              <div className={classes.note}>{note.body}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
