import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { personalCodeInputSchema, type PersonalCodeInput, type PersonalCodeRequest } from '@marginalia/contracts/rewards/loyalty-benefits.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { useMessages } from '../../../lib/message-store';
import { StaffDialog } from '../desk/staff-dialog';
import { servicesQuery } from '../catalogue/catalogue-api';
import { NumberField, ServicesField } from '../catalogue/form-fields';
import { useCreatePersonalCode } from './customer-rewards-api';

const FIELDS = ['description', 'percent', 'amountUsdCents', 'serviceIdentities', 'validDays', 'reason'] as const;
const EMPTY: PersonalCodeInput = { description: '', kind: 'percent', percent: 10, amountUsdCents: null, serviceIdentities: null, validDays: 90, reason: '' };

/** A personal promotional code for this customer only: what it gives, on which services, how long, and why. */
export function PersonalCodeDialog({ identity }: { identity: string }) {
  const { t } = useTranslation('staff-customers');
  const text = useMessageText();
  const fieldError = useFieldError();
  const { show } = useMessages();
  const create = useCreatePersonalCode(identity);
  const services = useQuery(servicesQuery());
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PersonalCodeInput, unknown, PersonalCodeRequest>({ resolver: zodResolver(personalCodeInputSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const close = () => {
    setOpen(false);
    setAlert(null);
    form.reset(EMPTY);
  };
  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      const created = await create.mutateAsync(body);
      close();
      show({ type: 'success', key: 'personal-code-created', params: { code: created.code } });
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('personalCode.open')}
      </Button>
      <StaffDialog
        title={t('personalCode.title')}
        opened={open}
        onClose={close}
        onSubmit={submit}
        centered
        size="lg"
        closeLabel={t('common.close')}
        alert={alert}
        cancelLabel={t('common.cancel')}
        submitLabel={t('personalCode.submit')}
        submitting={create.isPending}
      >
        <TextInput label={t('personalCode.description')} required error={fieldError('description', errors.description)} {...form.register('description')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={t('personalCode.kind')}
            data={[
              { value: 'percent', label: t('personalCode.kindPercent') },
              { value: 'amount', label: t('personalCode.kindAmount') },
            ]}
            {...form.register('kind')}
          />
          {kind === 'percent' ? (
            <NumberField control={form.control} name="percent" label={t('personalCode.percent')} min={1} max={100} required />
          ) : (
            <NumberField control={form.control} name="amountUsdCents" label={t('personalCode.amount')} cents required />
          )}
          <NumberField control={form.control} name="validDays" label={t('personalCode.validDays')} min={1} max={3650} required />
        </SimpleGrid>
        {services.data && <ServicesField control={form.control} name="serviceIdentities" services={services.data.services} />}
        <Textarea label={t('personalCode.reason')} required autosize minRows={2} error={fieldError('reason', errors.reason)} {...form.register('reason')} />
      </StaffDialog>
    </>
  );
}
