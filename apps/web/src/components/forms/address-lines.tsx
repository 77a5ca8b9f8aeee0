import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { SimpleGrid, TextInput } from '@mantine/core';
import { ADDRESS_LIMITS } from '@marginalia/contracts/address/address.contract';

export const ADDRESS_LINES = ['name', 'organization', 'address1', 'address2'] as const;
export type AddressLine = (typeof ADDRESS_LINES)[number];
type LineField = UseFormRegisterReturn & { error?: string };

/**
 * The lines' registrations, made by the form where it renders them: the form library focuses the first
 * invalid field in the order fields were registered, which is the order they show.
 */
export function addressLineFields(line: (name: AddressLine) => LineField): Record<AddressLine, LineField> {
  return Object.fromEntries(ADDRESS_LINES.map((name) => [name, line(name)])) as Record<AddressLine, LineField>;
}

export interface AddressLinesProps {
  /** The translations of the form it is part of (each has the address.* and common.optional texts). */
  t: TFunction;
  /** Each line's registration with the form and its error (addressLineFields). */
  lines: Record<AddressLine, LineField>;
  /** An invoice address names the payer instead of the organization, and requires it. */
  invoice: boolean;
  organizationRequired?: boolean;
  /** Where postal fields are optional the street is too. */
  postalOptional?: boolean;
}

/** The first lines of an address: who it is for (name, organization or payer) and the street. */
export function AddressLines({ t, lines, invoice, organizationRequired = false, postalOptional = false }: AddressLinesProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput label={t('address.name')} autoComplete="name" required maxLength={ADDRESS_LIMITS.name} {...lines.name} />
        <TextInput
          label={invoice ? t('address.payerName') : t('address.organization')}
          description={invoice ? t('address.payerNameHint') : organizationRequired ? undefined : t('common.optional')}
          autoComplete="organization"
          required={invoice || organizationRequired}
          maxLength={ADDRESS_LIMITS.organization}
          {...lines.organization}
        />
      </SimpleGrid>
      <TextInput
        label={t('address.address1')}
        description={postalOptional ? t('common.optional') : undefined}
        autoComplete="address-line1"
        required={!postalOptional}
        maxLength={ADDRESS_LIMITS.address1}
        {...lines.address1}
      />
      <TextInput
        label={t('address.address2')}
        description={t('common.optional')}
        autoComplete="address-line2"
        maxLength={ADDRESS_LIMITS.address2}
        {...lines.address2}
      />
    </>
  );
}
