import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { loyaltyBenefitInputSchema, type LoyaltyBenefitInput, type LoyaltyBenefitRequest, type LoyaltyBenefitView } from '@marginalia/contracts/rewards/loyalty-benefits.contract';
import { LOYALTY_LEVEL_IDENTITIES } from '@marginalia/contracts/rewards/loyalty-progress';
import type { StaffServiceView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { CatalogueDialog } from './catalogue-dialog';
import { NumberField, ServicesField } from './form-fields';
import { useSaveLoyaltyBenefit } from './level-benefits-api';

const FIELDS = ['levelIdentity', 'description', 'percent', 'amountUsdCents', 'serviceIdentities', 'validDays'] as const;

function defaultsOf(benefit: LoyaltyBenefitView | null): LoyaltyBenefitInput {
  if (benefit) {
    const { id: _id, issued: _issued, ...fields } = benefit;
    return { ...fields, levelIdentity: fields.levelIdentity as LoyaltyBenefitInput['levelIdentity'] };
  }
  return { levelIdentity: 'level2', description: '', kind: 'percent', percent: 5, amountUsdCents: null, serviceIdentities: null, validDays: 180, active: true };
}

/** Create or change what a level issues; codes issued before keep what they gave. */
export function LevelBenefitDialog({ benefit, services, onClose }: { benefit: LoyaltyBenefitView | null; services: StaffServiceView[]; onClose: () => void }) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const fieldError = useFieldError();
  const save = useSaveLoyaltyBenefit();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoyaltyBenefitInput, unknown, LoyaltyBenefitRequest>({ resolver: zodResolver(loyaltyBenefitInputSchema), defaultValues: defaultsOf(benefit) });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await save.mutateAsync({ id: benefit?.id ?? null, body });
      onClose();
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <CatalogueDialog title={benefit ? t('benefits.editTitle') : t('benefits.newTitle')} size="lg" onClose={onClose} onSubmit={submit} alert={alert} submitting={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('benefits.level')}
          data={LOYALTY_LEVEL_IDENTITIES.map((identity) => ({ value: identity, label: t(`benefits.levels.${identity}`) }))}
          error={fieldError('levelIdentity', errors.levelIdentity)}
          {...form.register('levelIdentity')}
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
      <TextInput label={t('codes.description')} description={t('benefits.descriptionHint')} required error={fieldError('description', errors.description)} {...form.register('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {kind === 'percent' ? (
          <NumberField control={form.control} name="percent" label={t('codes.percent')} min={1} max={100} required />
        ) : (
          <NumberField control={form.control} name="amountUsdCents" label={t('codes.amount')} description={t('codes.amountHint')} cents required />
        )}
        <NumberField control={form.control} name="validDays" label={t('benefits.validDays')} description={t('benefits.validDaysHint')} min={1} max={3650} required />
      </SimpleGrid>
      <ServicesField control={form.control} name="serviceIdentities" services={services} />
      <Checkbox label={t('codes.active')} {...form.register('active')} />
    </CatalogueDialog>
  );
}
