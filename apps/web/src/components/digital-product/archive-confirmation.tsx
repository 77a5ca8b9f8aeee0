import { useTranslation } from 'react-i18next';
import { Button, Group, Text } from '@mantine/core';

export interface ArchiveConfirmationProps {
  /** The product's translation namespace (`list.archiveText`, `list.cancel`, `list.archive`). */
  namespace: string;
  fileName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmTestId?: string;
}

/** The question before an item leaves a product's list (archived), with Cancel and the archive button. */
export function ArchiveConfirmation({ namespace, fileName, busy, onConfirm, onCancel, confirmTestId }: ArchiveConfirmationProps) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <Text mb="md">{t('list.archiveText', { fileName })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('list.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid={confirmTestId}>
          {t('list.archive')}
        </Button>
      </Group>
    </>
  );
}
