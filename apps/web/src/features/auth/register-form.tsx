import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Anchor, Button, Checkbox, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { registrationSchema, type ConfirmData, type RegisterResponse, type RegistrationFields } from '@marginalia/contracts/auth/auth.contract';
import { INSTITUTION_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PERSON_NAME_MAX_LENGTH } from '@marginalia/contracts/auth/credentials';
import { useApplication, useSiteLanguage } from '../../lib/application-context';
import { useRegisterMutation } from './auth-api';
import { useCountryOptions } from './country-options';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { withLanguage } from './redirect-target';
import { ControlledSelect } from '../../components/forms/controlled-select';
import { CaptchaField } from '../../components/captcha/captcha-field';
import { useCaptcha } from '../../components/captcha/use-captcha';
import classes from './auth.module.css';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'countryId', 'foundUs', 'institution', 'dataProtectionConsent'] as const;
/** `field-too-long {max}` needs the bound of the field it is shown under. */
const FIELD_PARAMS = {
  firstName: { max: PERSON_NAME_MAX_LENGTH },
  lastName: { max: PERSON_NAME_MAX_LENGTH },
  institution: { max: INSTITUTION_MAX_LENGTH },
};

type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;

interface RegisterFormProps {
  /** Details another provider gave us (the confirm screen): prefilled, and no password is asked. */
  confirm?: ConfirmData;
  completing: boolean;
  onRegistered: (response: RegisterResponse) => Promise<void>;
}

function pushSignupEvent(): void {
  const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event: 'signup-complete' });
}

/** The registration fields a real service needs, validated by the contract's registrationSchema. */
export function RegisterForm({ confirm, completing, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const fieldError = useFieldError(FIELD_PARAMS);
  const application = useApplication();
  const language = useSiteLanguage();
  const { config } = application;
  const countries = useCountryOptions(language);
  const mutation = useRegisterMutation();
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      registrationSchema({
        institutionInfoMandatory: config.institutionInfoMandatory,
        enforcesDataProtection: config.enforcesDataProtection,
        foundUsOptionIds: config.foundUsOptions.map((option) => option.id),
      }),
    [config.institutionInfoMandatory, config.enforcesDataProtection, config.foundUsOptions],
  );
  const form = useForm<RegistrationInput, unknown, RegistrationFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: confirm?.firstName ?? '',
      lastName: confirm?.lastName ?? '',
      email: confirm?.email ?? '',
      password: '',
      institution: '',
      dataProtectionConsent: false,
      ...(confirm ? { externalLoginToken: confirm.externalLoginToken } : {}),
    },
  });
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => fieldError(name, errors[name]);

  const foundUsOptions = config.foundUsOptions.map((option) => ({
    value: option.id,
    label: t(option.label, { ns: ['messages', 'common'], defaultValue: option.label }),
  }));

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const response = await mutation.mutateAsync({ ...values, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, captcha: captcha.payload });
      if (response.error) {
        captcha.renew();
        setAlert(text(response.error));
        return;
      }
      pushSignupEvent();
      await onRegistered(response);
    } catch (failure) {
      // A captcha the server has seen is used up: the next attempt needs a new one.
      captcha.renew();
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  const processing = mutation.isPending || completing;
  // Chinese and Japanese names are written family name first; the form follows.
  const familyNameFirst = language === 'cn' || language === 'jp';
  const lastName = (
    <TextInput label={t('register.lastName')} autoComplete="family-name" required maxLength={PERSON_NAME_MAX_LENGTH} error={error('lastName')} {...form.register('lastName')} />
  );

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      {alert && (
        <Alert color="red" variant="light" role="alert">
          {alert}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        {familyNameFirst && lastName}
        <TextInput label={t('register.firstName')} autoComplete="given-name" required maxLength={PERSON_NAME_MAX_LENGTH} error={error('firstName')} {...form.register('firstName')} />
        {!familyNameFirst && lastName}
      </SimpleGrid>
      <TextInput label={t('register.email')} type="email" autoComplete="email" inputMode="email" required error={error('email')} {...form.register('email')} />
      {!confirm && (
        <PasswordInput
          label={t('register.password')}
          description={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          autoComplete="new-password"
          required
          error={error('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          {...form.register('password')}
        />
      )}
      <ControlledSelect<RegistrationInput, number>
        control={form.control}
        name="countryId"
        label={t('register.country')}
        placeholder={countries.loading ? t('register.countriesLoading') : t('register.countryPlaceholder')}
        data={countries.options}
        searchable
        required
        disabled={countries.loading}
        nothingFoundMessage={t('register.countryNothingFound')}
        autoComplete="off"
        error={error('countryId')}
        toFieldValue={(value) => value ?? undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {foundUsOptions.length > 0 && (
        <ControlledSelect
          control={form.control}
          name="foundUs"
          label={t('register.foundUs')}
          placeholder={t('register.foundUsPlaceholder')}
          data={foundUsOptions}
          required
          error={error('foundUs')}
          toFieldValue={(value) => value ?? undefined}
          allowDeselect={false}
        />
      )}
      <TextInput
        label={t('register.institution')}
        description={config.institutionInfoMandatory ? undefined : t('register.optional')}
        placeholder={t('register.institutionPlaceholder')}
        autoComplete="organization"
        required={config.institutionInfoMandatory}
        maxLength={INSTITUTION_MAX_LENGTH}
        error={error('institution')}
        {...form.register('institution')}
      />
      {config.enforcesDataProtection && (
        <Checkbox
          className={classes.consent}
          label={
            <Trans
              t={t}
              i18nKey="register.consent"
              values={{ company: application.companyShortName }}
              components={{ privacy: <Anchor inherit href={withLanguage(config.links.privacy ?? '/privacy', language)} target="_blank" rel="noopener" /> }}
            />
          }
          error={error('dataProtectionConsent')}
          {...form.register('dataProtectionConsent')}
        />
      )}
      <CaptchaField captcha={captcha} />
      <Button type="submit" size="md" fullWidth loading={processing} disabled={processing || !captcha.ready} className={classes.submit}>
        {confirm ? t('confirm.submit') : t('register.submit')}
      </Button>
    </form>
  );
}
