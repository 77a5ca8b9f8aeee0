import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { isApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { useArchiveAssessment } from './grammar-check-api';

/** Confirms, then archives the assessment ('{fileName} archived'); `onArchived` runs after it left the list. */
export function ArchiveDialog({ assessment, onClose, onArchived }: { assessment: Pick<LanguageAssessment, 'identity' | 'name'> | null; onClose: () => void; onArchived?: () => void }) {
  const { t } = useTranslation('grammar-check');
  const text = useMessageText();
  const { show } = useMessages();
  const archive = useArchiveAssessment();

  const confirm = async () => {
    if (!assessment) return;
    try {
      const archived = await archive.mutateAsync(assessment.identity);
      show({ type: 'success', key: 'language-assessment-archived', params: { fileName: archived.name } });
      onClose();
      onArchived?.();
    } catch (failure) {
      if (isApiError(failure) && failure.isClientError) show({ type: 'danger', text: failure.message || text(failure.key, failure.params) });
      onClose();
    }
  };

  return (
    <Modal opened={assessment !== null} onClose={onClose} title={t('archive.title')} centered>
      <Text mb="lg">{t('archive.text', { name: assessment?.name ?? '' })}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('archive.keep')}
        </Button>
        <Button color="red" loading={archive.isPending} onClick={() => void confirm()} data-testid="grammar-archive-confirm">
          {t('archive.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
