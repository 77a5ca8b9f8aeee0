import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { skipsQualityCheck, transitionProblem } from '@marginalia/contracts/staff/order-workflow';
import { useMessages } from '../../../lib/message-store';
import { useMessageText } from '../../../components/form-messages';
import { ActionError } from './action-error';
import { useChangeStatus } from './staff-orders-api';

/**
 * Completing an order, confirmed. After the quality check it is the ordinary completion; from in progress
 * it is the deliberate exception that skips the check, which asks for the reason the history will keep.
 */
export function CompleteOrderDialog({ workbench, opened, onClose }: { workbench: StaffOrderWorkbench; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff-orders');
  const text = useMessageText();
  const { show } = useMessages();
  const { order } = workbench;
  const move = useChangeStatus(order.externalId);
  const skipping = skipsQualityCheck(order.status, 'completed');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    move.reset();
    setProblem(null);
    onClose();
  };

  const confirm = () => {
    move.reset();
    const found = transitionProblem({
      from: order.status,
      to: 'completed',
      reason,
      assigned: workbench.assignee !== null,
      deliverables: workbench.deliverables.length,
      skipQualityCheck: skipping,
    });
    if (found) {
      setProblem(text(found, { from: t(`status.${order.status}`), to: t('status.completed') }));
      return;
    }
    setProblem(null);
    move.mutate(
      { status: 'completed', ...(skipping ? { skipQualityCheck: true, reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setReason('');
          show({ type: 'success', text: t('workflow.moved', { status: t('status.completed') }) });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('complete.title', { externalId: order.externalId })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="sm">
        {skipping && (
          <Text fw={600} data-testid="skip-quality-check-notice">
            {t('complete.skipText')}
          </Text>
        )}
        <Text>{t('complete.text')}</Text>
        <ul>
          <li>{t('complete.mail')}</li>
          <li>{order.paid || order.downloadAvailable ? t('complete.downloads') : t('complete.downloadsUnpaid')}</li>
          <li>{t('complete.certificate')}</li>
          <li>{t('complete.points')}</li>
        </ul>
        {skipping && (
          <Textarea
            label={t('complete.skipReason')}
            required
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
            autosize
            minRows={2}
            maxLength={1000}
          />
        )}
        {problem && (
          <Text c="red.7" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <ActionError error={move.error} />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={close}>
            {t('common.back')}
          </Button>
          <Button color="teal" loading={move.isPending} onClick={confirm}>
            {skipping ? t('complete.skipConfirm') : t('complete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
