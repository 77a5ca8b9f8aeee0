import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/InlineInput.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { cancelOrderSchema, type StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { useMessages } from '../../../lib/message-store';
import { useMessageText } from '../../../components/form-messages';
import { ActionError } from './action-error';
import { useCancelOrder } from './staff-orders-api';
import { useStaffFormat } from './use-staff-format';
import { refundableAmount } from './workbench-rules';

type Refund = 'gateway' | 'credit' | 'none';

/** Cancel with a reason and, when something was paid, a refund to the original payment method or as account credit. */
export function CancelOrderDialog({ workbench, opened, onClose }: { workbench: StaffOrderWorkbench; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff-orders');
  const text = useMessageText();
  const { show } = useMessages();
  const format = useStaffFormat();
  const cancel = useCancelOrder(workbench.order.externalId);
  const paidSomething = workbench.order.paid || refundableAmount(workbench.payments) > 0;
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<Refund>(paidSomething ? 'gateway' : 'none');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const close = () => {
    cancel.reset();
    setReasonError(null);
    onClose();
  };

  const submit = () => {
    const parsed = cancelOrderSchema.safeParse({ reason, refund });
    if (!parsed.success) {
      setReasonError(text(parsed.error.issues[0]?.message ?? 'staff-reason-required'));
      return;
    }
    setReasonError(null);
    cancel.mutate(parsed.data, {
      onSuccess: () => {
        show({ type: 'success', text: t('cancel.done') });
        setReason('');
        onClose();
      },
    });
  };

  const refundable = refundableAmount(workbench.payments);
  return (
    <Modal opened={opened} onClose={close} title={t('cancel.title', { externalId: workbench.order.externalId })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('cancel.text')}</Text>
        <Textarea label={t('cancel.reason')} required value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={reasonError} autosize minRows={3} maxLength={1000} data-autofocus />
        {paidSomething ? (
          <Radio.Group label={t('cancel.refund')} description={refundable > 0 ? t('cancel.refundable', { amount: format.money(refundable, workbench.order.currency) }) : undefined} value={refund} onChange={(value) => setRefund(value as Refund)}>
            <Stack gap={6} mt={6}>
              <Radio value="gateway" label={t('cancel.refundGateway')} />
              <Radio value="credit" label={t('cancel.refundCredit')} />
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('cancel.nothingPaid')}
          </Text>
        )}
        <ActionError error={cancel.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={submit}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
