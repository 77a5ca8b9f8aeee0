import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Group, NumberInput, Textarea } from '@mantine/core';
import { staffPurchaseRevokeSchema, staffSubscriptionGrantSchema } from '@marginalia/contracts/digital/digital-editing.contract';
import type { DigitalPurchaseRecord } from '@marginalia/contracts/digital/digital-purchases.contract';
import { digitalPurchasePaths } from '@marginalia/contracts/digital/digital.paths';
import { api, isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { StaffDialog } from '../desk/staff-dialog';
import classes from './customers.module.css';

/**
 * Staff actions on a customer's digital-editing subscription (audited by the server): a period granted after
 * the running one, a running purchase extended by some days, or ended now — each with its reason.
 */
type Action = { kind: 'grant'; customer: string } | { kind: 'extend'; purchase: string } | { kind: 'revoke'; purchase: string };

function request(action: Action, days: number, note: string): Promise<DigitalPurchaseRecord> {
  if (action.kind === 'grant') return api.post(digitalPurchasePaths.staffEditingSubscription(action.customer), { days, note });
  if (action.kind === 'extend') return api.post(digitalPurchasePaths.staffExtendPurchase(action.purchase), { days, note });
  return api.post(digitalPurchasePaths.staffRevokePurchase(action.purchase), { note });
}

export function SubscriptionActionButton({ action, customer }: { action: Action; customer: string }) {
  const { t } = useTranslation('staff-customers');
  const text = useMessageText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(action.kind === 'grant' ? 365 : 30);
  const [note, setNote] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: () => request(action, days, note),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'customers', customer] }),
  });
  const close = () => {
    setOpen(false);
    setAlert(null);
    setNote('');
  };
  const submit = async () => {
    const checked = action.kind === 'revoke' ? staffPurchaseRevokeSchema.safeParse({ note }) : staffSubscriptionGrantSchema.safeParse({ days, note });
    if (!checked.success) {
      setAlert(text(checked.error.issues[0]?.message ?? 'validation-error'));
      return;
    }
    try {
      await run.mutateAsync();
      close();
    } catch (failure) {
      setAlert(isApiError(failure) ? failure.message || text(failure.key) : text('generic-error'));
    }
  };
  return (
    <>
      <Button size="xs" variant={action.kind === 'grant' ? 'light' : 'subtle'} color={action.kind === 'revoke' ? 'red' : undefined} onClick={() => setOpen(true)} data-testid={`subscription-${action.kind}`}>
        {t(`editing.${action.kind}`)}
      </Button>
      <StaffDialog
        title={t(`editing.${action.kind}Title`)}
        opened={open}
        onClose={close}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        centered
        closeLabel={t('common.close')}
        alert={alert}
        cancelLabel={t('common.cancel')}
        submitLabel={t(`editing.${action.kind}Submit`)}
        submitting={run.isPending}
        danger={action.kind === 'revoke'}
        buttonsGap="sm"
        buttonsClassName={classes.dialogButtons}
      >
        {action.kind !== 'revoke' && <NumberInput label={t('editing.days')} min={1} max={3650} required value={days} onChange={(value) => setDays(Number(value) || 0)} />}
        <Textarea label={t('credits.note')} description={t('editing.noteHint')} required autosize minRows={2} maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      </StaffDialog>
    </>
  );
}

/** The row's actions: a purchase not yet over can be extended or ended. */
export function PurchaseActions({ purchase, customer }: { purchase: DigitalPurchaseRecord; customer: string }) {
  const running = purchase.revokedAt === null && (purchase.endsAt === null || new Date(purchase.endsAt) > new Date());
  if (!running) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <SubscriptionActionButton action={{ kind: 'extend', purchase: purchase.identity }} customer={customer} />
      <SubscriptionActionButton action={{ kind: 'revoke', purchase: purchase.identity }} customer={customer} />
    </Group>
  );
}
