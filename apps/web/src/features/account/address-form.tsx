import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import {
  ADDRESS_LIMITS,
  addressSchema,
  type AddressCountry,
  type AddressInput,
  type SavedAddress,
} from '@marginalia/contracts/address/address.contract';
import { useCurrentUser, useSiteLanguage, useUserName } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { useSaveAddress } from './account-api';
import { countryOptions } from '../../components/locale-options';
import { RegionFields } from './region-fields';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { addressLineFields, AddressLines } from '../../components/forms/address-lines';
import { CountrySelect, PhoneField } from './account-fields';
import layout from '../../components/layout/layout.module.css';

const FIELDS = [
  'label',
  'isInvoiceAddress',
  'name',
  'organization',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'countryId',
  'phone',
  'vat',
] as const;
/** `field-too-long {max}` shows the bound of its own field. */
const FIELD_PARAMS = Object.fromEntries(
  (['label', 'name', 'organization', 'address1', 'address2', 'city', 'state', 'zip', 'vat'] as const).map((field) => [
    field,
    { max: ADDRESS_LIMITS[field] },
  ]),
);

type AddressOutput = z.output<ReturnType<typeof addressSchema>>;

interface AddressFormProps {
  /** null for a new address. */
  address: SavedAddress | null;
  countries: AddressCountry[];
  onSaved: () => void;
  onCancel: () => void;
}

/** The address rules, through the shared contract: states by country, zip where required, payer name on invoice addresses. */
export function AddressForm({ address, countries, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const fieldError = useFieldError(FIELD_PARAMS);
  const language = useSiteLanguage();
  const user = useCurrentUser();
  const userName = useUserName();
  const { show } = useMessages();
  const mutation = useSaveAddress();
  const [alert, setAlert] = useState<string | null>(null);

  const schema = useMemo(() => addressSchema({ countries }), [countries]);
  const form = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      label: address?.label ?? '',
      isInvoiceAddress: address?.isInvoiceAddress ?? false,
      name: address?.name ?? userName,
      organization: address?.organization ?? '',
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      countryId: address?.country.id ?? user.country?.id ?? null,
      phone: address?.phone ?? '',
      vat: address?.vat ?? '',
    },
  });
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => fieldError(name, errors[name]);
  const [countryId, invoice] = useWatch({ control: form.control, name: ['countryId', 'isInvoiceAddress'] });
  const country = countries.find((each) => each.id === countryId);
  const options = useMemo(() => countryOptions(countries, language), [countries, language]);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const response = await mutation.mutateAsync({ id: address?.id ?? null, address: values });
      show({ type: 'success', key: response.message, params: response.messageParams });
      onSaved();
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text, { prefix: 'address.' }));
    }
  });

  return (
    <form
      className={layout.fields}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(address ? 'address.titleEdit' : 'address.titleNew')}
    >
      {alert && (
        <Alert color="red" variant="light" role="alert">
          {alert}
        </Alert>
      )}
      <TextInput
        label={t('address.label')}
        description={t('address.labelHint')}
        maxLength={ADDRESS_LIMITS.label}
        error={error('label')}
        {...form.register('label')}
      />
      <Checkbox
        label={t('address.invoice')}
        description={t('address.invoiceHint')}
        error={error('isInvoiceAddress')}
        {...form.register('isInvoiceAddress')}
      />
      <AddressLines t={t} invoice={invoice === true} lines={addressLineFields((name) => ({ error: error(name), ...form.register(name) }))} />
      <CountrySelect
        control={form.control}
        name="countryId"
        label={t('address.country')}
        data={options}
        error={error('countryId')}
        onChoose={(value, previous) => {
          // A state of the previous country means nothing in the new one.
          if (value !== previous) form.setValue('state', '');
        }}
      />
      <RegionFields control={form.control} register={form.register} error={error} country={country} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <PhoneField label={t('address.phone')} error={error('phone')} {...form.register('phone')} />
        <TextInput
          label={t('address.vat')}
          description={t('common.optional')}
          maxLength={ADDRESS_LIMITS.vat}
          error={error('vat')}
          {...form.register('vat')}
        />
      </SimpleGrid>
      <div className={layout.buttons}>
        <Button type="submit" loading={mutation.isPending}>
          {t('address.save')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
