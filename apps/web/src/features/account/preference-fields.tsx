import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select, SimpleGrid } from '@mantine/core';
import type { z } from 'zod';
import type { Account, AccountDetailsInput, AccountResponse, accountDetailsSchema } from '@marginalia/contracts/account/account.contract';
import { useApplication, useSiteLanguage } from '../../lib/application-context';
import { currencyOptions, timeZoneOptions } from '../../components/locale-options';

type DetailsOutput = z.output<ReturnType<typeof accountDetailsSchema>>;

interface PreferenceFieldsProps {
  control: Control<AccountDetailsInput, unknown, DetailsOutput>;
  error: (name: 'timeZone' | 'currency' | 'siteLanguage') => string | undefined;
  account: Account;
  currencies: AccountResponse['currencies'];
}

/** Time zone, currency and site language of the personal details form. */
export function PreferenceFields({ control, error, account, currencies: currencyList }: PreferenceFieldsProps) {
  const { t } = useTranslation('account');
  const { config } = useApplication();
  const language = useSiteLanguage();
  const currencies = useMemo(() => currencyOptions(currencyList, language), [currencyList, language]);
  const timeZones = useMemo(() => timeZoneOptions(account.timeZone), [account.timeZone]);
  const languages = config.siteLanguages.map((each) => ({ value: each.code, label: each.nativeName }));

  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="md">
      <Controller
        control={control}
        name="timeZone"
        render={({ field }) => (
          <Select
            label={t('details.timeZone')}
            data={timeZones}
            searchable
            required
            allowDeselect={false}
            nothingFoundMessage={t('common.nothingFound')}
            limit={60}
            error={error('timeZone')}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="currency"
        render={({ field }) => (
          <Select
            label={t('details.currency')}
            placeholder={t('details.currencyPlaceholder')}
            data={currencies}
            clearable
            error={error('currency')}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="siteLanguage"
        render={({ field }) => (
          <Select
            label={t('details.language')}
            data={languages}
            required
            allowDeselect={false}
            error={error('siteLanguage')}
            value={field.value}
            onChange={(value) => field.onChange(value ?? account.siteLanguage)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
    </SimpleGrid>
  );
}
