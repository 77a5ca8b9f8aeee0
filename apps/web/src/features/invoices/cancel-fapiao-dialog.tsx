import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';
import { isApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { useCancelFapiao } from './invoices-api';

/** Confirms, then DELETE /api/fapiao/{identity}; the list reloads either way. */
export function CancelFapiaoDialog({ fapiao, onClose }: { fapiao: Fapiao | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const text = useMessageText();
  const { show } = useMessages();
  const cancellation = useCancelFapiao();

  const confirm = async () => {
    if (!fapiao) return;
    try {
      await cancellation.mutateAsync(fapiao);
      show({ type: 'success', key: `fapiao-cancellation-success-type-${fapiao.type}` });
    } catch (failure) {
      if (isApiError(failure) && failure.isClientError) show({ type: 'danger', text: failure.message || text(failure.key, failure.params) });
    }
    onClose();
  };

  return (
    <Modal opened={fapiao !== null} onClose={onClose} title={t('cancelFapiao.title')} centered closeButtonProps={{ 'aria-label': t('cancelFapiao.close') }}>
      <Text mb="lg">{t('cancelFapiao.text', { invoiceNumber: fapiao?.invoiceNumber ?? '' })}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('cancelFapiao.keep')}
        </Button>
        <Button color="red" loading={cancellation.isPending} onClick={() => void confirm()}>
          {t('cancelFapiao.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
