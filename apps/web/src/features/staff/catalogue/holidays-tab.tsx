import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, NativeSelect, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import {
  holidayInputSchema,
  type holidaySchema,
  type HolidayInput,
  type HolidayRequest,
} from '@marginalia/contracts/staff/staff-catalogue.contract';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { DeskTable, type DeskColumn } from '../desk/desk-table';
import { holidaysQuery, useAddHoliday, useRemoveHoliday } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import { CatalogueTab } from './catalogue-tab';
import hidden from '../../../components/visually-hidden.module.css';

type Holiday = z.infer<typeof holidaySchema>;

/** Days each company (localization) is closed: deadlines skip them from the next price on. */
export function HolidaysTab() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const fieldError = useFieldError();
  const format = useCatalogueFormat();
  const [localization, setLocalization] = useState('us');
  const holidays = useQuery(holidaysQuery(localization));
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<HolidayInput, unknown, HolidayRequest>({
    resolver: zodResolver(holidayInputSchema),
    values: { localization, day: '', name: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await add.mutateAsync(body);
      form.reset({ localization, day: '', name: '' });
    } catch (failure) {
      setAlert(applyServerErrors(failure, ['day', 'name'], form.setError, text));
    }
  });
  const onRemove = async (day: string) => {
    setAlert(null);
    try {
      await remove.mutateAsync({ localization, day });
    } catch (failure) {
      if (isApiError(failure)) setAlert(failure.message || text(failure.key));
    }
  };

  const columns: DeskColumn<Holiday>[] = [
    { header: t('holidays.day'), cell: (holiday) => format.day(holiday.day) },
    { header: t('holidays.name'), cell: (holiday) => holiday.name },
    {
      header: <span className={hidden.visuallyHidden}>{t('common.actions')}</span>,
      cell: (holiday) => (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => void onRemove(holiday.day)}
          aria-label={t('holidays.removeLabel', { name: holiday.name })}
        >
          {t('common.remove')}
        </Button>
      ),
    },
  ];

  return (
    <CatalogueTab lead={t('holidays.lead')}>
      <NativeSelect
        label={t('holidays.localization')}
        value={localization}
        onChange={(event) => setLocalization(event.currentTarget.value)}
        data={(holidays.data?.localizations ?? [{ identity: localization, name: localization }]).map((each) => ({
          value: each.identity,
          label: each.name,
        }))}
        maw={320}
        mb="md"
      />
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('holidays.add')}>
        <Group align="flex-start" mb="md">
          <TextInput
            type="date"
            label={t('holidays.day')}
            required
            error={fieldError('day', form.formState.errors.day)}
            {...form.register('day')}
          />
          <TextInput
            label={t('holidays.name')}
            required
            error={fieldError('name', form.formState.errors.name)}
            {...form.register('name')}
          />
          <Button type="submit" mt={25} loading={add.isPending}>
            {t('holidays.add')}
          </Button>
        </Group>
      </form>
      {alert && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {alert}
        </Alert>
      )}
      {holidays.isPending ? (
        <Loader size="sm" />
      ) : holidays.isError ? (
        <Alert color="red">{text('generic-error')}</Alert>
      ) : holidays.data.holidays.length === 0 ? (
        <Text c="dimmed">{t('holidays.none')}</Text>
      ) : (
        <DeskTable
          rows={holidays.data.holidays}
          columns={columns}
          rowKey={(holiday) => holiday.day}
          label={t('tabs.holidays')}
          verticalSpacing={4}
          maw={640}
        />
      )}
    </CatalogueTab>
  );
}
