import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useEffect, useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import {
  ACCOUNT_DETAIL_FIELDS,
  accountDetailsSchema,
  type AccountDetailsInput,
  type AccountResponse,
} from '@marginalia/contracts/account/account.contract';
import { INSTITUTION_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@marginalia/contracts/auth/credentials';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { useApplication, useSiteLanguage } from '../../lib/application-context';
import { useSwitchLanguage } from '../../lib/use-switch-language';
import { countryOptions } from '../../components/locale-options';
import { PreferenceFields } from './preference-fields';
import { useFieldError } from '../../components/form-messages';
import { PanelSection } from '../../components/layout/panel-section';
import { ResultAlert } from '../../components/result-alert';
import { ControlledSelect } from '../../components/forms/controlled-select';
import { useAccountUpdate } from './use-account-update';
import { CountrySelect, PhoneField } from './account-fields';
import layout from '../../components/layout/layout.module.css';
import classes from './account.module.css';

const FIELDS = ACCOUNT_DETAIL_FIELDS;
const FIELD_PARAMS = {
  firstName: { max: PERSON_NAME_MAX_LENGTH },
  lastName: { max: PERSON_NAME_MAX_LENGTH },
  institution: { max: INSTITUTION_MAX_LENGTH },
};
/** missingFields names → form fields. */
const FORM_FIELD: Record<string, Path<AccountDetailsInput>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  country: 'countryId',
  institution: 'institution',
};

type DetailsOutput = z.output<ReturnType<typeof accountDetailsSchema>>;

interface DetailsSectionProps {
  data: AccountResponse;
  /** Fields the portal needs before the user may go on; highlighted at once. */
  missingFields: readonly string[];
}

/** Personal details: names, institution, country, phone, how they found us, time zone, currency, language. */
export function DetailsSection({ data, missingFields }: DetailsSectionProps) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError(FIELD_PARAMS);
  const application = useApplication();
  const language = useSiteLanguage();
  const { switchLanguage } = useSwitchLanguage();
  const { account } = data;
  const { config } = application;

  const schema = useMemo(
    () =>
      accountDetailsSchema({
        institutionInfoMandatory: config.institutionInfoMandatory,
        foundUsOptionIds: data.foundUsOptions.map((option) => option.id),
        currencyCodes: data.currencies.map((currency) => currency.isoCode),
        countryIds: data.countries.map((country) => country.id),
      }),
    [config.institutionInfoMandatory, data.foundUsOptions, data.currencies, data.countries],
  );
  const form = useForm<AccountDetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? '',
      institution: account.institution ?? '',
      countryId: account.countryId,
      foundUs: account.foundUs,
      timeZone: account.timeZone,
      currency: account.currency,
      siteLanguage: account.siteLanguage,
      dataProtectionConsent: account.dataProtectionConsent,
    },
  });
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => fieldError(name, errors[name]);

  // A user sent here to complete the account sees at once which fields need them.
  const missingKey = missingFields.join(',');
  useEffect(() => {
    const names = missingKey.split(',').flatMap((field) => (FORM_FIELD[field] ? [FORM_FIELD[field]] : []));
    if (names.length > 0) void form.trigger(names, { shouldFocus: true });
  }, [missingKey, form]);

  const countries = useMemo(() => countryOptions(data.countries, language), [data.countries, language]);
  const foundUsOptions = data.foundUsOptions.map((option) => ({
    value: option.id,
    label: t(option.label, { ns: ['messages', 'common'], defaultValue: option.label }),
  }));

  const update = useAccountUpdate(account.identity, FIELDS, form.setError);
  const submit = form.handleSubmit((values) =>
    update.save({ ...values, dataProtectionConsent: values.dataProtectionConsent === true ? true : undefined }, (answer) => {
      form.reset(form.getValues());
      if (isSiteLanguage(answer.account.siteLanguage) && answer.account.siteLanguage !== language)
        switchLanguage(answer.account.siteLanguage);
    }),
  );

  const familyNameFirst = language === 'cn' || language === 'jp';
  const lastName = (
    <TextInput
      label={t('details.lastName')}
      autoComplete="family-name"
      required
      maxLength={PERSON_NAME_MAX_LENGTH}
      error={error('lastName')}
      {...form.register('lastName')}
    />
  );

  return (
    <PanelSection className={classes.section} titleId="account-details-title" title={t('details.title')} lead={t('details.lead')}>
      <form className={layout.fields} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-details-title">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          {familyNameFirst && lastName}
          <TextInput
            label={t('details.firstName')}
            autoComplete="given-name"
            required
            maxLength={PERSON_NAME_MAX_LENGTH}
            error={error('firstName')}
            {...form.register('firstName')}
          />
          {!familyNameFirst && lastName}
        </SimpleGrid>
        <TextInput
          label={t('details.institution')}
          description={config.institutionInfoMandatory ? undefined : t('common.optional')}
          autoComplete="organization"
          required={config.institutionInfoMandatory}
          maxLength={INSTITUTION_MAX_LENGTH}
          error={error('institution')}
          {...form.register('institution')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <CountrySelect control={form.control} name="countryId" label={t('details.country')} data={countries} error={error('countryId')} />
          <PhoneField label={t('details.phone')} error={error('phone')} {...form.register('phone')} />
        </SimpleGrid>
        {foundUsOptions.length > 0 && (
          <ControlledSelect
            control={form.control}
            name="foundUs"
            label={t('details.foundUs')}
            placeholder={t('details.foundUsPlaceholder')}
            data={foundUsOptions}
            clearable
            error={error('foundUs')}
          />
        )}
        <PreferenceFields control={form.control} error={error} account={account} currencies={data.currencies} />
        {config.enforcesDataProtection && !account.dataProtectionConsent && (
          <Checkbox
            label={t('details.consent', { company: application.companyShortName })}
            error={error('dataProtectionConsent')}
            {...form.register('dataProtectionConsent')}
          />
        )}
        <ResultAlert result={update.result} />
        <div className={layout.buttons}>
          <Button type="submit" loading={update.saving}>
            {t('details.save')}
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
