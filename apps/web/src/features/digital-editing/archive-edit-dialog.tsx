import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Text } from '@mantine/core';
import type { DigitalEdit } from '@marginalia/contracts/digital/digital-editing.contract';
import { isApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { archiveEdit, useRefreshEdits } from './editing-api';

/** The confirmation of a delete (archive): '%(fileName)s archived' once done. */
export function ArchiveEditDialog({ edit, onDone, afterArchive }: { edit: DigitalEdit; onDone: () => void; afterArchive?: () => void }) {
  const { t } = useTranslation('digital-editing');
  const text = useMessageText();
  const { show } = useMessages();
  const refresh = useRefreshEdits();
  const [busy, setBusy] = useState(false);
  const archive = async () => {
    setBusy(true);
    try {
      const answer = await archiveEdit(edit.identity);
      show({ type: 'success', text: text('digital-edit-archived', { fileName: answer.fileName }) });
      afterArchive?.();
    } catch (error) {
      show({ type: 'danger', text: isApiError(error) ? error.message || text(error.key) : text('generic-error') });
    } finally {
      setBusy(false);
      onDone();
      void refresh();
    }
  };
  return (
    <>
      <Text mb="md">{t('list.archiveText', { fileName: edit.file })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('list.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={() => void archive()} data-testid="edit-archive-confirm">
          {t('list.archive')}
        </Button>
      </Group>
    </>
  );
}
