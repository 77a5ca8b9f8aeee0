import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { SimpleGrid, TextInput } from '@mantine/core';
import { ADDRESS_LIMITS } from '@marginalia/contracts/address/address.contract';

export type AddressLine = 'name' | 'organization' | 'address1' | 'address2';

export interface AddressLinesProps {
  /** The translations of the form it is part of (each has the address.* and common.optional texts). */
  t: TFunction;
  /** A line's registration with the form, and its error. */
  line: (name: AddressLine) => UseFormRegisterReturn & { error?: string };
  /** An invoice address names the payer instead of the organization, and requires it. */
  invoice: boolean;
  organizationRequired?: boolean;
  /** Where postal fields are optional the street is too. */
  postalOptional?: boolean;
}

/** The first lines of an address: who it is for (name, organization or payer) and the street. */
export function AddressLines({ t, line, invoice, organizationRequired = false, postalOptional = false }: AddressLinesProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput label={t('address.name')} autoComplete="name" required maxLength={ADDRESS_LIMITS.name} {...line('name')} />
        <TextInput
          label={invoice ? t('address.payerName') : t('address.organization')}
          description={invoice ? t('address.payerNameHint') : organizationRequired ? undefined : t('common.optional')}
          autoComplete="organization"
          required={invoice || organizationRequired}
          maxLength={ADDRESS_LIMITS.organization}
          {...line('organization')}
        />
      </SimpleGrid>
      <TextInput
        label={t('address.address1')}
        description={postalOptional ? t('common.optional') : undefined}
        autoComplete="address-line1"
        required={!postalOptional}
        maxLength={ADDRESS_LIMITS.address1}
        {...line('address1')}
      />
      <TextInput
        label={t('address.address2')}
        description={t('common.optional')}
        autoComplete="address-line2"
        maxLength={ADDRESS_LIMITS.address2}
        {...line('address2')}
      />
    </>
  );
}
