import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Group, Modal, Rating, Text, Textarea } from '@mantine/core';
import { digitalEditingFeedbackSchema, type DigitalEditLoadResponse } from '@marginalia/contracts/digital/digital-editing.contract';
import { isApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { sendFeedback } from './editing-api';
import classes from './digital-editing.module.css';

/**
 * The side panel about the service: how it works, the word-processor add-in (only when one is configured), and,
 * for those with access, the feedback form (stored by the portal and read by staff; no outside survey).
 */
export function EditingSidePanel({ load }: { load: DigitalEditLoadResponse }) {
  const { t } = useTranslation('digital-editing');
  const [open, setOpen] = useState(false);
  return (
    <aside className={classes.side} aria-labelledby="editing-about">
      <h2 id="editing-about" className={classes.sideTitle}>
        {t('side.title')}
      </h2>
      <Text size="sm">{t('side.how')}</Text>
      <Text size="sm">{t('side.review')}</Text>
      <Text size="sm">{t('side.privacy')}</Text>
      {load.addinUrl && (
        <Anchor href={load.addinUrl} target="_blank" rel="noopener" size="sm" data-testid="editing-addin">
          {t('side.addin')}
        </Anchor>
      )}
      {load.accessType !== 'NONE' && (
        <>
          <Button variant="light" size="sm" onClick={() => setOpen(true)} data-testid="editing-feedback">
            {t('feedback.open')}
          </Button>
          <Modal opened={open} onClose={() => setOpen(false)} title={t('feedback.title')} centered>
            <FeedbackForm onDone={() => setOpen(false)} />
          </Modal>
        </>
      )}
    </aside>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('digital-editing');
  const text = useMessageText();
  const { show } = useMessages();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const checked = digitalEditingFeedbackSchema.safeParse({ rating, comment });
    if (!checked.success) {
      setProblem(text(checked.error.issues[0]?.message ?? 'validation-error'));
      return;
    }
    setBusy(true);
    try {
      await sendFeedback(checked.data);
      show({ type: 'success', text: t('feedback.thanks') });
      onDone();
    } catch (error) {
      setProblem(isApiError(error) ? error.message || text(error.key) : text('generic-error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text size="sm" mb={4} id="feedback-rating">
        {t('feedback.rating')}
      </Text>
      <Rating value={rating} onChange={setRating} size="lg" getSymbolLabel={(value) => t('staffFeedback.stars', { count: value })} aria-labelledby="feedback-rating" data-testid="feedback-rating" />
      <Textarea mt="md" label={t('feedback.comment')} autosize minRows={3} maxLength={2000} value={comment} onChange={(event) => setComment(event.currentTarget.value)} />
      {problem && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {t('list.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('feedback.send')}
        </Button>
      </Group>
    </form>
  );
}
