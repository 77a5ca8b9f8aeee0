import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';

import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { displayDeadline } from '@marginalia/contracts/formatting/dates';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { JOURNAL_SEARCH_MIN_CHARS } from '@marginalia/contracts/journals/journals.contract';
import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';
import { orderEditFormSchema, type OrderEditForm as FormInput, type OrderSaveResponse } from '@marginalia/contracts/orders/order-edit.contract';
import { deadlineMismatch, journalUrlChangeProblem, recalculatedDeadline, serviceRemovalProblem } from '@marginalia/contracts/orders/order-edit.rules';
import { useCurrentUser, useSiteLanguage } from '../../../lib/application-context';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { JournalAutocomplete } from '../../../components/journal/journal-autocomplete';
import { useServiceName } from '../../../components/service-name';
import { orderEditServicesQuery, useSaveOrderEdit } from './order-edit-api';
import { OrderFilesSection } from './order-files-section';
import classes from '../orders.module.css';

type FormOutput = (typeof orderEditFormSchema)['_output'];
const FIELDS = ['title', 'styleOfEnglish', 'journalName', 'journalUrl', 'serviceIdentities'] as const;

/**
 * Edit mode of the details page: file uploaders, title, style of English, journal and its
 * website, services with the server's prices and deadlines; the 'Deadline Mismatch' alert; Cancel resets,
 * Save sends and leaves (files are added as they are uploaded; Save waits for running uploads).
 */
export function OrderEditForm({ order, onDone }: { order: OrderDetails; onDone: (saved: OrderSaveResponse | null) => void }) {
  const { t } = useTranslation('orders');
  const serviceName = useServiceName();
  const text = useMessageText();
  const fieldError = useFieldError();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const services = useQuery(orderEditServicesQuery(order.externalId));
  const save = useSaveOrderEdit(order.externalId);
  const [alert, setAlert] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const defaults: FormInput = { title: order.title, styleOfEnglish: order.styleOfEnglish, journalName: order.journal?.name ?? '', journalUrl: order.journal?.url ?? '', serviceIdentities: order.services.map((service) => service.id) };
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(orderEditFormSchema), defaultValues: defaults });
  const selected = useWatch({ control: form.control, name: 'serviceIdentities' });
  const { errors } = form.formState;

  const calculated = useMemo(() => {
    const added = (services.data?.services ?? []).filter((service) => !service.selected && selected.includes(service.identity) && service.deadline !== null);
    return recalculatedDeadline(order.deadline, added.map((service) => ({ deadline: service.deadline ?? order.deadline })));
  }, [services.data, selected, order.deadline]);
  const mismatch = deadlineMismatch(calculated, order.deadline);

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    const urlProblem = journalUrlChangeProblem({ name: order.journal?.name, url: order.journal?.url }, { name: values.journalName, url: values.journalUrl });
    if (urlProblem) {
      form.setError('journalUrl', { message: urlProblem }, { shouldFocus: true });
      return;
    }
    try {
      onDone(await save.mutateAsync(values));
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text, { prefix: 'orderDetails.' }));
    }
  });
  const when = (iso: string) => displayDeadline(new Date(iso), user.timeZone, language);

  return (
    <form className={classes.card} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="order-edit-form" aria-labelledby="edit-title">
      <h2 id="edit-title" className={classes.cardTitle}>
        {t('edit.title')}
      </h2>
      <Stack gap="md">
        <TextInput label={t('edit.orderTitle')} required {...form.register('title')} error={fieldError('title', errors.title)} data-testid="edit-title-input" />
        <Controller
          control={form.control}
          name="styleOfEnglish"
          render={({ field }) => (
            <Radio.Group label={t('edit.styleOfEnglish')} required value={field.value} onChange={field.onChange} error={fieldError('styleOfEnglish', errors.styleOfEnglish)}>
              <Group mt={4}>
                <Radio value="american" label={t('edit.american')} />
                <Radio value="british" label={t('edit.british')} />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="journalName"
          render={({ field }) => (
            <JournalAutocomplete
              label={t('edit.journal')}
              description={t('edit.journalHint', { min: JOURNAL_SEARCH_MIN_CHARS })}
              value={field.value}
              onType={(text) => field.onChange(text)}
              onPick={(journal) => {
                field.onChange(journal.title);
                // The directory knows the new journal's website: it replaces the old journal's.
                if (journal.url) form.setValue('journalUrl', journal.url, { shouldDirty: true, shouldValidate: true });
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={fieldError('journalName', errors.journalName)}
              testId="edit-journal-input"
            />
          )}
        />
        <TextInput
          label={t('edit.journalUrl')}
          description={t('edit.journalUrlHint')}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...form.register('journalUrl')}
          error={fieldError('journalUrl', errors.journalUrl)}
          data-testid="edit-journal-url-input"
        />
        <OrderFilesSection externalId={order.externalId} onBusyChange={setUploading} />
        <div>
          <Text fw={600} size="sm" mb={4}>
            {t('edit.services')}
          </Text>
          {services.isPending && <Loader size="sm" aria-label={t('edit.loadingServices')} />}
          {services.isError && <Text c="red" size="sm">{text('generic-error')}</Text>}
          {services.data && (
            <Controller
              control={form.control}
              name="serviceIdentities"
              render={({ field }) => (
                <Stack gap={6}>
                  {services.data.services.map((service) => {
                    const checked = field.value.includes(service.identity);
                    const removal = service.selected ? serviceRemovalProblem({ selectedCount: field.value.length, removable: service.removable, paid: services.data.paid }) : null;
                    const disabled = checked ? removal !== null : service.price === null;
                    const detail = service.selected
                      ? removal && checked ? text(removal) : t('edit.onOrder')
                      : service.price === null ? text('service-unavailable-for-word-count')
                      : t('edit.addFor', { price: formatMoney(service.price, services.data.currency, { keepDecimals: true, withIsoCode: true }), deadline: when(service.deadline ?? order.deadline) });
                    return (
                      <Checkbox
                        key={service.identity}
                        label={serviceName(service.identity, service.name)}
                        description={detail}
                        checked={checked}
                        disabled={disabled}
                        data-testid={`edit-service-${service.identity}`}
                        onChange={(event) => field.onChange(event.currentTarget.checked ? [...field.value, service.identity] : field.value.filter((id) => id !== service.identity))}
                      />
                    );
                  })}
                </Stack>
              )}
            />
          )}
          {errors.serviceIdentities && <Text c="red" size="sm">{fieldError('serviceIdentities', errors.serviceIdentities as never)}</Text>}
        </div>
        <Text size="sm" data-testid="edit-deadline">
          {t('edit.deadline', { deadline: when(calculated) })}
        </Text>
        {mismatch && (
          <Alert color="yellow" variant="light" title={text('deadline-mismatch-title')} data-testid="deadline-mismatch">
            {text('deadline-mismatch')} {t('edit.newInvoiceNotice')}
          </Alert>
        )}
        {alert && (
          <Alert color="red" variant="light" role="alert" data-testid="edit-error">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => { form.reset(defaults); setAlert(null); onDone(null); }} data-testid="edit-cancel">
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={uploading} data-testid="edit-save">
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
