import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMessageText } from '../form-messages';

/**
 * The payment failure modal: 'An error occurred processing your payment' (no answer, a server fault)
 * or 'There was a problem saving your payment: {error}' (the server's reason), with Go Back.
 * `error` null means the first.
 */
export function PaymentErrorModal({ opened, error, onClose }: { opened: boolean; error: string | null; onClose: () => void }) {
  const { t } = useTranslation('payment');
  const text = useMessageText();
  return (
    <Modal opened={opened} onClose={onClose} centered title={t('error.title')} data-testid="payment-error-modal">
      <Text size="sm" mb="lg" role="alert">
        {error === null ? text('payment-processing-error') : text('payment-save-error', { error })}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('error.goBack')}</Button>
      </Group>
    </Modal>
  );
}
