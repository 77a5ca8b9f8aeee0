import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import type { StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { skipsQualityCheck, transitionNeedsReason, transitionProblem, type OrderStatus } from '@marginalia/contracts/staff/order-workflow';
import { useCurrentUser } from '../../../lib/application-context';
import { useMessages } from '../../../lib/message-store';
import { useMessageText } from '../../../components/form-messages';
import { ActionError } from './action-error';
import { CancelOrderDialog } from './cancel-order-dialog';
import { CompleteOrderDialog } from './complete-order-dialog';
import { staffMembersQuery, useAssignOrder, useChangeStatus } from './staff-orders-api';
import { assignmentChange } from './workbench-rules';
import classes from './staff-orders.module.css';

/**
 * Assignment, the moves the order's state allows, completion and cancellation. Unassigning is its own
 * button: choosing the assigned editor again in the list changes nothing. Completion follows the quality
 * check; from in progress it is offered only as the exception that skips it, with a reason.
 */
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
  const [completing, setCompleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const closed = order.status === 'completed' || order.status === 'cancelled';
  const assigned = workbench.assignee?.identity ?? null;
  const moves = workbench.allowedTransitions.filter((status) => status !== 'completed' && status !== 'cancelled');
  const canComplete = workbench.allowedTransitions.includes('completed');
  const completionSkipsCheck = canComplete && skipsQualityCheck(order.status, 'completed');
  const canCancel = workbench.allowedTransitions.includes('cancelled');
  const needsReason = moves.some((to) => transitionNeedsReason(order.status, to));

  const assignTo = (staffIdentity: string | null) => {
    const change = assignmentChange(assigned, staffIdentity);
    if (change === 'none') return;
    assign.reset();
    assign.mutate(change.assignee, { onSuccess: () => show({ type: 'success', text: change.assignee ? t('workflow.assigned') : t('workflow.unassignedDone') }) });
  };

  const moveTo = (to: OrderStatus) => {
    move.reset();
    const found = transitionProblem({ from: order.status, to, reason, assigned: workbench.assignee !== null, deliverables: workbench.deliverables.length });
    setProblem(found ? text(found, { from: t(`status.${order.status}`), to: t(`status.${to}`) }) : null);
    if (found) return;
    move.mutate(
      { status: to, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setReason('');
          show({ type: 'success', text: t('workflow.moved', { status: t(`status.${to}`) }) });
        },
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
          value={assigned}
          // Picking the editor already assigned must not take the order away from them.
          allowDeselect={false}
          onChange={(value) => {
            if (value) assignTo(value);
          }}
          disabled={closed || assign.isPending}
          searchable
        />
        {!closed && (
          <Group gap="xs">
            {user.identity && assigned !== user.identity && (
              <Button variant="light" size="xs" onClick={() => assignTo(user.identity)} loading={assign.isPending && assign.variables !== null}>
                {t('workflow.assignToMe')}
              </Button>
            )}
            {assigned && (
              <Button variant="subtle" color="red" size="xs" onClick={() => assignTo(null)} loading={assign.isPending && assign.variables === null}>
                {t('workflow.unassign')}
              </Button>
            )}
          </Group>
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
            {canComplete && !completionSkipsCheck && (
              <Button color="teal" onClick={() => setCompleting(true)}>
                {t('workflow.complete')}
              </Button>
            )}
            {completionSkipsCheck && (
              <div>
                <Text className={classes.muted} data-testid="quality-check-rule">
                  {t('workflow.qualityCheckRule')}
                </Text>
                <Button color="teal" variant="outline" size="xs" mt={6} onClick={() => setCompleting(true)}>
                  {t('workflow.completeSkipping')}
                </Button>
              </div>
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
        <ActionError error={move.error} />
      </Stack>

      {completing && <CompleteOrderDialog workbench={workbench} opened={completing} onClose={() => setCompleting(false)} />}
      <CancelOrderDialog workbench={workbench} opened={cancelling} onClose={() => setCancelling(false)} />
    </section>
  );
}
