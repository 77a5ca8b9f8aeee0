import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  promotionalCodeInputSchema,
  type PromotionalCodeInput,
  type PromotionalCodeRequest,
  type PromotionalCodeView,
  type StaffServiceView,
} from '@marginalia/contracts/staff/staff-catalogue.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { useSavePromotionalCode } from './catalogue-api';
import { CatalogueDialog } from './catalogue-dialog';
import { NumberField, ServicesField } from './form-fields';

const FIELDS = [
  'code',
  'description',
  'percent',
  'amountUsdCents',
  'startsOn',
  'endsOn',
  'maxUses',
  'maxUsesPerCustomer',
  'serviceIdentities',
] as const;

function defaultsOf(code: PromotionalCodeView | null): PromotionalCodeInput {
  if (code) {
    const { id: _id, uses: _uses, personal: _personal, ...fields } = code;
    return fields;
  }
  return {
    code: '',
    description: '',
    kind: 'percent',
    percent: 10,
    amountUsdCents: null,
    startsOn: new Date().toISOString().slice(0, 10),
    endsOn: null,
    maxUses: null,
    maxUsesPerCustomer: 1,
    newCustomersOnly: false,
    serviceIdentities: null,
    listed: false,
    active: true,
  };
}

interface PromoCodeDialogProps {
  /** The code to edit, null for a new one. */
  code: PromotionalCodeView | null;
  services: StaffServiceView[];
  onClose: () => void;
}

/** Create or edit a promotional code, validated by the shared contract before and after the request. */
export function PromoCodeDialog({ code, services, onClose }: PromoCodeDialogProps) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const fieldError = useFieldError();
  const save = useSavePromotionalCode();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PromotionalCodeInput, unknown, PromotionalCodeRequest>({
    resolver: zodResolver(promotionalCodeInputSchema),
    defaultValues: defaultsOf(code),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await save.mutateAsync({ id: code?.id ?? null, body });
      onClose();
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <CatalogueDialog
      title={code ? t('codes.editTitle', { code: code.code }) : t('codes.newTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      alert={alert}
      submitting={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('codes.code')}
          description={t('codes.codeHint')}
          required
          error={fieldError('code', errors.code)}
          {...form.register('code')}
        />
        <NativeSelect
          label={t('codes.kind')}
          data={[
            { value: 'percent', label: t('codes.kindPercent') },
            { value: 'amount', label: t('codes.kindAmount') },
          ]}
          {...form.register('kind')}
        />
      </SimpleGrid>
      <TextInput
        label={t('codes.description')}
        description={t('codes.descriptionHint')}
        required
        error={fieldError('description', errors.description)}
        {...form.register('description')}
      />
      {kind === 'percent' ? (
        <NumberField
          control={form.control}
          name="percent"
          label={t('codes.percent')}
          description={t('codes.percentHint')}
          min={1}
          max={100}
          required
        />
      ) : (
        <NumberField
          control={form.control}
          name="amountUsdCents"
          label={t('codes.amount')}
          description={t('codes.amountHint')}
          cents
          required
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('codes.startsOn')}
          required
          error={fieldError('startsOn', errors.startsOn)}
          {...form.register('startsOn')}
        />
        <Controller
          control={form.control}
          name="endsOn"
          render={({ field, fieldState }) => (
            <TextInput
              type="date"
              label={t('codes.endsOn')}
              description={t('codes.endsOnHint')}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
              error={fieldError('endsOn', fieldState.error)}
            />
          )}
        />
        <NumberField
          control={form.control}
          name="maxUses"
          label={t('codes.maxUses')}
          description={t('codes.maxUsesHint')}
          nullable
          min={1}
        />
        <NumberField control={form.control} name="maxUsesPerCustomer" label={t('codes.maxUsesPerCustomer')} min={1} max={1000} required />
      </SimpleGrid>
      <ServicesField control={form.control} name="serviceIdentities" services={services} />
      <Group gap="lg">
        <Checkbox label={t('codes.newCustomersOnly')} {...form.register('newCustomersOnly')} />
        <Checkbox label={t('codes.listed')} {...form.register('listed')} />
        <Checkbox label={t('codes.active')} {...form.register('active')} />
      </Group>
    </CatalogueDialog>
  );
}
