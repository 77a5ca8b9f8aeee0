import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useMemo } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ADDRESS_LIMITS, type AddressCountry, type AddressInput, type addressSchema } from '@marginalia/contracts/address/address.contract';

type AddressOutput = z.output<ReturnType<typeof addressSchema>>;

interface RegionFieldsProps {
  control: Control<AddressInput, unknown, AddressOutput>;
  register: UseFormRegister<AddressInput>;
  error: (name: 'city' | 'state' | 'zip') => string | undefined;
  /** The chosen country, if any: its states make the state a choice, its postal-code rule the zip required. */
  country: AddressCountry | undefined;
}

/** City, state (a list where the country has states, free text otherwise) and zip code of the address form. */
export function RegionFields({ control, register, error, country }: RegionFieldsProps) {
  const { t } = useTranslation('account');
  const stateOptions = useMemo(() => (country?.states ?? []).map((state) => ({ value: state.code, label: state.name })), [country]);

  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="md">
      <TextInput
        label={t('address.city')}
        autoComplete="address-level2"
        required
        maxLength={ADDRESS_LIMITS.city}
        error={error('city')}
        {...register('city')}
      />
      {stateOptions.length > 0 ? (
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              label={t('address.state')}
              placeholder={t('address.statePlaceholder')}
              data={stateOptions}
              searchable
              required
              nothingFoundMessage={t('common.nothingFound')}
              autoComplete="off"
              error={error('state')}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
      ) : (
        <TextInput
          label={t('address.region')}
          description={t('common.optional')}
          autoComplete="address-level1"
          maxLength={ADDRESS_LIMITS.state}
          error={error('state')}
          {...register('state')}
        />
      )}
      <TextInput
        label={t('address.zip')}
        description={country && !country.postalCodeRequired ? t('common.optional') : undefined}
        autoComplete="postal-code"
        required={country?.postalCodeRequired ?? true}
        maxLength={ADDRESS_LIMITS.zip}
        error={error('zip')}
        {...register('zip')}
      />
    </SimpleGrid>
  );
}
