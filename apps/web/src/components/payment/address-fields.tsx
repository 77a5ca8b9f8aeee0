import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ADDRESS_LIMITS, type AddressCountry, type SavedAddress } from '@marginalia/contracts/address/address.contract';
import { useSiteLanguage } from '../../lib/application-context';
import { countryOptions } from '../locale-options';
import type { PanelPartProps } from './panel-form';
import { addressFromSaved, emptyAddress, type PanelValues } from './panel-values';
import { ControlledSelect } from '../forms/controlled-select';
import { addressLineFields, AddressLines } from '../forms/address-lines';
import classes from './payment-panel.module.css';

interface AddressFieldsProps extends PanelPartProps {
  prefix: 'billingAddress' | 'invoiceAddress';
  countries: readonly AddressCountry[];
  savedAddresses: readonly SavedAddress[];
  organizationRequired: boolean;
  phoneRequired: boolean;
  /** Users in China give their name and phone; the postal address is optional. */
  postalOptional: boolean;
}

/**
 * A billing or invoice address (the account's address rules): a saved address fills the fields;
 * the state is a list where the country has states; on an invoice address the organization is the payer.
 */
export function AddressFields({
  form,
  error,
  prefix,
  countries,
  savedAddresses,
  organizationRequired,
  phoneRequired,
  postalOptional,
}: AddressFieldsProps) {
  const { t } = useTranslation('payment');
  const language = useSiteLanguage();
  const invoice = prefix === 'invoiceAddress';
  const countryId = useWatch({ control: form.control, name: `${prefix}.countryId` });
  const country = countries.find((each) => each.id === countryId);
  const options = useMemo(() => countryOptions(countries, language), [countries, language]);
  const stateOptions = useMemo(() => (country?.states ?? []).map((state) => ({ value: state.code, label: state.name })), [country]);
  const saved = savedAddresses.map((address) => ({
    value: String(address.id),
    label: [address.label, address.name, address.address1, address.city].filter(Boolean).join(' · '),
  }));
  const field = (name: string) => `${prefix}.${name}`;
  const optional = postalOptional ? t('common.optional') : undefined;
  const fieldError = (name: string) => error(field(name));

  return (
    <div className={classes.fields}>
      {saved.length > 0 && (
        <Controller
          control={form.control}
          name={`${prefix}.savedId`}
          render={({ field: select }) => (
            <Select
              label={t('address.saved')}
              placeholder={t('address.savedPlaceholder')}
              data={saved}
              clearable
              value={select.value || null}
              onChange={(value) => {
                const address = savedAddresses.find((each) => String(each.id) === value);
                const current = form.getValues(prefix);
                form.setValue(prefix, address ? addressFromSaved(address) : { ...emptyAddress(current.name, current.countryId) }, {
                  shouldDirty: true,
                });
              }}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      )}
      <AddressLines
        t={t}
        invoice={invoice}
        organizationRequired={organizationRequired}
        postalOptional={postalOptional}
        lines={addressLineFields((name) => ({ error: fieldError(name), ...form.register(`${prefix}.${name}`) }))}
      />
      <ControlledSelect<PanelValues, number>
        control={form.control}
        name={`${prefix}.countryId`}
        label={t('address.country')}
        description={optional}
        placeholder={t('address.countryPlaceholder')}
        data={options}
        searchable
        required={!postalOptional}
        nothingFoundMessage={t('common.nothingFound')}
        autoComplete="off"
        error={fieldError('countryId')}
        onChoose={(value, previous) => {
          if (value !== previous) form.setValue(`${prefix}.state`, '');
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('address.city')}
          description={optional}
          autoComplete="address-level2"
          required={!postalOptional}
          maxLength={ADDRESS_LIMITS.city}
          error={fieldError('city')}
          {...form.register(`${prefix}.city`)}
        />
        {stateOptions.length > 0 ? (
          <ControlledSelect
            control={form.control}
            name={`${prefix}.state`}
            emptyAsBlank
            label={t('address.state')}
            description={optional}
            placeholder={t('address.statePlaceholder')}
            data={stateOptions}
            searchable
            required={!postalOptional}
            nothingFoundMessage={t('common.nothingFound')}
            autoComplete="off"
            error={fieldError('state')}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <TextInput
            label={t('address.region')}
            description={t('common.optional')}
            autoComplete="address-level1"
            maxLength={ADDRESS_LIMITS.state}
            error={fieldError('state')}
            {...form.register(`${prefix}.state`)}
          />
        )}
        <TextInput
          label={t('address.zip')}
          description={postalOptional || (country && !country.postalCodeRequired) ? t('common.optional') : undefined}
          autoComplete="postal-code"
          required={!postalOptional && (country?.postalCodeRequired ?? true)}
          maxLength={ADDRESS_LIMITS.zip}
          error={fieldError('zip')}
          {...form.register(`${prefix}.zip`)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t('address.phone')}
          description={phoneRequired ? undefined : t('common.optional')}
          type="tel"
          autoComplete="tel"
          required={phoneRequired}
          maxLength={ADDRESS_LIMITS.phoneMax}
          error={fieldError('phone')}
          {...form.register(`${prefix}.phone`)}
        />
        <TextInput
          label={t('address.vat')}
          description={t('common.optional')}
          maxLength={ADDRESS_LIMITS.vat}
          error={fieldError('vat')}
          {...form.register(`${prefix}.vat`)}
        />
      </SimpleGrid>
    </div>
  );
}
