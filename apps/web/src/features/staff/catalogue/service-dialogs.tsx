import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import {
  serviceOptionInputSchema,
  serviceUpdateSchema,
  type ServiceOptionInput,
  type ServiceOptionRequest,
  type ServiceOptionView,
  type ServiceUpdateInput,
  type ServiceUpdateRequest,
  type StaffServiceView,
} from '@marginalia/contracts/staff/staff-catalogue.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { useSaveOption, useSaveService } from './catalogue-api';
import { CatalogueDialog } from './catalogue-dialog';
import { NumberField } from './form-fields';

/** A service's name, visibility, certificate and reward points. */
export function ServiceDialog({ service, onClose }: { service: StaffServiceView; onClose: () => void }) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const fieldError = useFieldError();
  const save = useSaveService();
  const [alert, setAlert] = useState<string | null>(null);
  const { name, active, featured, includesCertificate, rewardPointsPerUsd } = service;
  const form = useForm<ServiceUpdateInput, unknown, ServiceUpdateRequest>({
    resolver: zodResolver(serviceUpdateSchema),
    defaultValues: { name, active, featured, includesCertificate, rewardPointsPerUsd },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ identity: service.identity, body });
      onClose();
    } catch (failure) {
      setAlert(applyServerErrors(failure, ['name', 'rewardPointsPerUsd'], form.setError, text));
    }
  });
  return (
    <CatalogueDialog
      title={t('services.editTitle', { name: service.name })}
      onClose={onClose}
      onSubmit={submit}
      alert={alert}
      submitting={save.isPending}
    >
      <TextInput label={t('services.name')} required error={fieldError('name', form.formState.errors.name)} {...form.register('name')} />
      <NumberField
        control={form.control}
        name="rewardPointsPerUsd"
        label={t('services.rewardPoints')}
        description={t('services.rewardPointsHint')}
        min={0}
        max={100}
        required
      />
      <Checkbox label={t('services.active')} description={t('services.activeHint')} {...form.register('active')} />
      <Checkbox label={t('services.featured')} {...form.register('featured')} />
      <Checkbox label={t('services.includesCertificate')} {...form.register('includesCertificate')} />
    </CatalogueDialog>
  );
}

const OPTION_FIELDS = ['lengthLow', 'lengthHigh', 'priceUsdCents', 'timelineBusinessDays'] as const;

/** One priced option: a count bin, a turnaround, a price in US cents, standard or rush. */
export function OptionDialog({
  service,
  option,
  onClose,
}: {
  service: StaffServiceView;
  option: ServiceOptionView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const save = useSaveOption();
  const [alert, setAlert] = useState<string | null>(null);
  const defaults: ServiceOptionInput = option
    ? {
        lengthLow: option.lengthLow,
        lengthHigh: option.lengthHigh,
        priceUsdCents: option.priceUsdCents,
        timelineBusinessDays: option.timelineBusinessDays,
        rush: option.rush,
      }
    : { lengthLow: 1, lengthHigh: 1000, priceUsdCents: 1000, timelineBusinessDays: 5, rush: false };
  const form = useForm<ServiceOptionInput, unknown, ServiceOptionRequest>({
    resolver: zodResolver(serviceOptionInputSchema),
    defaultValues: defaults,
  });
  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await save.mutateAsync({ identity: service.identity, id: option?.id ?? null, body });
      onClose();
    } catch (failure) {
      setAlert(applyServerErrors(failure, OPTION_FIELDS, form.setError, text));
    }
  });
  const unit = t(`services.unit.${service.countedBy}`);
  return (
    <CatalogueDialog
      title={option ? t('services.editOptionTitle', { name: service.name }) : t('services.newOptionTitle', { name: service.name })}
      onClose={onClose}
      onSubmit={submit}
      alert={alert}
      submitting={save.isPending}
    >
      <SimpleGrid cols={2}>
        <NumberField control={form.control} name="lengthLow" label={t('services.from', { unit })} min={0} required />
        <NumberField control={form.control} name="lengthHigh" label={t('services.to', { unit })} min={0} required />
        <NumberField control={form.control} name="priceUsdCents" label={t('services.price')} cents required />
        <NumberField control={form.control} name="timelineBusinessDays" label={t('services.timeline')} min={1} max={120} required />
      </SimpleGrid>
      <Checkbox label={t('services.rush')} description={t('services.rushHint')} {...form.register('rush')} />
    </CatalogueDialog>
  );
}
