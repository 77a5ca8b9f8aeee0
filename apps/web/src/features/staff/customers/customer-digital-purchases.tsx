import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Group, NumberInput, Table, Text, Textarea, Title } from '@mantine/core';
import { grantDigitalUsesSchema, type DigitalPurchaseRecord, type GrantDigitalUsesRequest } from '@marginalia/contracts/digital/digital-purchases.contract';
import { DIGITAL_TRANSLATION_LANGUAGES } from '@marginalia/contracts/digital/digital-translation.contract';
import { digitalPurchasePaths } from '@marginalia/contracts/digital/digital.paths';
import { api, isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { StaffDialog } from '../desk/staff-dialog';
import { useStaffFormat } from './use-staff-format';
import { PurchaseActions, SubscriptionActionButton } from './customer-subscription-dialogs';
import classes from './customers.module.css';

const key = (identity: string) => ['staff', 'customers', identity, 'digital-purchases'] as const;

/**
 * The customer's digital purchases — translation packages, trials and grants with their uses left, and the
 * digital-editing subscription's periods; staff grant uses or a subscription, extend or end a purchase (audited).
 */
export function CustomerDigitalPurchases({ identity }: { identity: string }) {
  const { t } = useTranslation('staff-customers');
  const format = useStaffFormat();
  const query = useQuery({
    queryKey: key(identity),
    queryFn: ({ signal }) => api.get<{ purchases: DigitalPurchaseRecord[] }>(digitalPurchasePaths.staffCustomerPurchases(identity), { signal }),
  });
  const purchases = query.data?.purchases ?? [];
  return (
    <section aria-labelledby="customer-digital" className={classes.section}>
      <Group justify="space-between" align="center">
        <Title order={2} id="customer-digital" className={classes.sectionTitle}>
          {t('digital.title')}
        </Title>
        <Group gap="xs">
          <SubscriptionActionButton action={{ kind: 'grant', customer: identity }} customer={identity} />
          <GrantUsesDialog identity={identity} />
        </Group>
      </Group>
      {purchases.length === 0 ? (
        <Text c="dimmed" size="sm">
          {query.isPending ? t('common.loading') : t('digital.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="customer-digital-purchases">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('digital.label')}</Table.Th>
                <Table.Th>{t('digital.source')}</Table.Th>
                <Table.Th>{t('digital.uses')}</Table.Th>
                <Table.Th>{t('digital.languages')}</Table.Th>
                <Table.Th>{t('digital.ends')}</Table.Th>
                <Table.Th>
                  <span className={classes.visuallyHidden}>{t('digital.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {purchases.map((purchase) => (
                <Table.Tr key={purchase.identity}>
                  <Table.Td>{purchase.label}</Table.Td>
                  <Table.Td>{t(`digital.sources.${purchase.source}`)}</Table.Td>
                  <Table.Td>{purchase.numberOfUses === null ? '∞' : `${purchase.numberOfUsesRemaining ?? 0} / ${purchase.numberOfUses}`}</Table.Td>
                  <Table.Td>{purchase.kind === 'editing-subscription' ? t('digital.editing') : purchase.allowedLanguages.join(', ')}</Table.Td>
                  <Table.Td>
                    {purchase.endsAt ? format.date(purchase.endsAt) : '—'}
                    {purchase.revokedAt && (
                      <Text size="xs" c="dimmed">
                        {t('digital.endedEarly')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <PurchaseActions purchase={purchase} customer={identity} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

const EMPTY: GrantDigitalUsesRequest = { kind: 'translation-package', numberOfUses: 1, allowedLanguages: [...DIGITAL_TRANSLATION_LANGUAGES], validDays: 365, note: '' };

function GrantUsesDialog({ identity }: { identity: string }) {
  const { t } = useTranslation('staff-customers');
  const text = useMessageText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<GrantDigitalUsesRequest>(EMPTY);
  const [alert, setAlert] = useState<string | null>(null);
  const grant = useMutation({
    mutationFn: (body: GrantDigitalUsesRequest) => api.post<DigitalPurchaseRecord>(digitalPurchasePaths.staffCustomerPurchases(identity), body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'customers', identity] }),
  });
  const close = () => {
    setOpen(false);
    setAlert(null);
    setValues(EMPTY);
  };
  const submit = async () => {
    const checked = grantDigitalUsesSchema.safeParse(values);
    if (!checked.success) {
      setAlert(text(checked.error.issues[0]?.message ?? 'validation-error'));
      return;
    }
    try {
      await grant.mutateAsync(checked.data);
      close();
    } catch (failure) {
      setAlert(isApiError(failure) ? failure.message || text(failure.key) : text('generic-error'));
    }
  };
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)} data-testid="grant-digital-uses">
        {t('digital.grant')}
      </Button>
      <StaffDialog
        title={t('digital.grantTitle')}
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
        submitLabel={t('digital.grantSubmit')}
        submitting={grant.isPending}
        buttonsGap="sm"
        buttonsClassName={classes.dialogButtons}
      >
        <NumberInput label={t('digital.grantUses')} min={1} max={100} required value={values.numberOfUses} onChange={(value) => setValues({ ...values, numberOfUses: Number(value) || 0 })} />
        <Checkbox.Group label={t('digital.languages')} value={values.allowedLanguages} onChange={(allowedLanguages) => setValues({ ...values, allowedLanguages })}>
          <Group mt="xs">
            {DIGITAL_TRANSLATION_LANGUAGES.map((language) => (
              <Checkbox key={language} value={language} label={language} />
            ))}
          </Group>
        </Checkbox.Group>
        <NumberInput label={t('digital.grantDays')} min={1} max={3650} required value={values.validDays} onChange={(value) => setValues({ ...values, validDays: Number(value) || 0 })} />
        <Textarea label={t('credits.note')} description={t('digital.noteHint')} required autosize minRows={2} maxLength={500} value={values.note} onChange={(event) => setValues({ ...values, note: event.currentTarget.value })} />
      </StaffDialog>
    </>
  );
}
