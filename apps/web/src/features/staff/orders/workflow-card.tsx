import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import type { StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { transitionNeedsReason, transitionProblem, type OrderStatus } from '@marginalia/contracts/staff/order-workflow';
import { useCurrentUser } from '../../../lib/application-context';
import { useMessages } from '../../../lib/message-store';
import { useMessageText } from '../../../components/form-messages';
import { ActionError } from './action-error';
import { CancelOrderDialog } from './cancel-order-dialog';
import { staffMembersQuery, useAssignOrder, useChangeStatus } from './staff-orders-api';
import classes from './staff-orders.module.css';

/** Assignment, the moves the order's state allows, completion and cancellation. */
export function WorkflowCard({ workbench }: { workbench: StaffOrderWorkbench }) {
  const { t } = useTranslation('staff-orders');
  const text = useMessageText();
  const { show } = useMessages();
  const user = useCurrentUser();
  const { order } = workbench;
  const members = useQuery(staffMembersQuery());
  const assign = useAssignOrder(order.externalId);
  const move = useChangeStatus(order.externalId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const closed = order.status === 'completed' || order.status === 'cancelled';
  const moves = workbench.allowedTransitions.filter((status) => status !== 'completed' && status !== 'cancelled');
  const canComplete = workbench.allowedTransitions.includes('completed');
  const canCancel = workbench.allowedTransitions.includes('cancelled');
  const needsReason = moves.some((to) => transitionNeedsReason(order.status, to));

  const assignTo = (staffIdentity: string | null) => {
    assign.reset();
    assign.mutate(staffIdentity, { onSuccess: () => show({ type: 'success', text: staffIdentity ? t('workflow.assigned') : t('workflow.unassignedDone') }) });
  };

  const moveTo = (to: OrderStatus) => {
    move.reset();
    const found = transitionProblem({ from: order.status, to, reason, assigned: workbench.assignee !== null, deliverables: workbench.deliverables.length });
    setProblem(found ? text(found, { from: t(`status.${order.status}`), to: t(`status.${to}`) }) : null);
    if (found) {
      setConfirming(false);
      return;
    }
    move.mutate(
      { status: to, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setReason('');
          setConfirming(false);
          show({ type: 'success', text: t('workflow.moved', { status: t(`status.${to}`) }) });
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <section className={classes.card} aria-labelledby="order-workflow">
      <Title order={2} id="order-workflow" className={classes.cardTitle}>
        {t('workflow.heading')}
      </Title>
      <Stack gap="sm">
        <Select
          label={t('workflow.assignee')}
          placeholder={t('order.unassigned')}
          data={(members.data?.members ?? []).map((member) => ({ value: member.identity, label: member.name }))}
          value={workbench.assignee?.identity ?? null}
          onChange={(value) => assignTo(value)}
          disabled={closed || assign.isPending}
          clearable
          searchable
        />
        {!closed && user.identity && workbench.assignee?.identity !== user.identity && (
          <Button variant="light" size="xs" onClick={() => assignTo(user.identity)} loading={assign.isPending}>
            {t('workflow.assignToMe')}
          </Button>
        )}
        <ActionError error={assign.error} />

        {closed ? (
          <Text className={classes.muted}>{t('workflow.closed', { status: t(`status.${order.status}`) })}</Text>
        ) : (
          <>
            <Textarea
              label={t('workflow.reason')}
              description={needsReason ? t('workflow.reasonHint') : undefined}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={1000}
            />
            <Group gap="xs">
              {moves.map((to) => (
                <Button key={to} size="xs" variant="default" onClick={() => moveTo(to)} loading={move.isPending && move.variables?.status === to}>
                  {t(`workflow.moveTo.${to}`)}
                </Button>
              ))}
            </Group>
            {canComplete && (
              <Button color="teal" onClick={() => setConfirming(true)}>
                {t('workflow.complete')}
              </Button>
            )}
            {canCancel && (
              <Button color="red" variant="outline" onClick={() => setCancelling(true)}>
                {t('workflow.cancel')}
              </Button>
            )}
          </>
        )}
        {problem && (
          <Text c="red.7" size="sm" role="alert">
            {problem}
          </Text>
        )}
        {!confirming && <ActionError error={move.error} />}
      </Stack>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('complete.title', { externalId: order.externalId })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Text mb="sm">{t('complete.text')}</Text>
        <ul>
          <li>{t('complete.mail')}</li>
          <li>{order.paid || order.downloadAvailable ? t('complete.downloads') : t('complete.downloadsUnpaid')}</li>
          <li>{t('complete.certificate')}</li>
          <li>{t('complete.points')}</li>
        </ul>
        <ActionError error={move.error} />
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.back')}
          </Button>
          <Button color="teal" loading={move.isPending} onClick={() => moveTo('completed')}>
            {t('complete.confirm')}
          </Button>
        </Group>
      </Modal>
      <CancelOrderDialog workbench={workbench} opened={cancelling} onClose={() => setCancelling(false)} />
    </section>
  );
}
