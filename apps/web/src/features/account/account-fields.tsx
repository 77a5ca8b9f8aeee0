import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@mantine/core';
import { ADDRESS_LIMITS } from '@marginalia/contracts/address/address.contract';
import { ControlledSelect, type ControlledSelectProps } from '../../components/forms/controlled-select';

type Fixed = 'placeholder' | 'searchable' | 'required' | 'nothingFoundMessage' | 'autoComplete';

/** The account page's country lists (the person's, an address's): required, searchable by name. */
export function CountrySelect<T extends FieldValues>(props: Omit<ControlledSelectProps<T, number>, Fixed>) {
  const { t } = useTranslation('account');
  return (
    <ControlledSelect<T, number>
      placeholder={t('details.countryPlaceholder')}
      searchable
      required
      nothingFoundMessage={t('common.nothingFound')}
      autoComplete="off"
      {...props}
    />
  );
}

/** An optional phone number (the person's, an address's). */
export function PhoneField({ label, error, ...field }: UseFormRegisterReturn & { label: string; error?: string }) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={label}
      description={t('common.optional')}
      type="tel"
      autoComplete="tel"
      maxLength={ADDRESS_LIMITS.phoneMax}
      error={error}
      {...field}
    />
  );
}
