import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Fieldset.css';

import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Fieldset, TextInput } from '@mantine/core';
import { SITE_LANGUAGES } from '@marginalia/contracts/i18n/languages';
import type { PreferredGroupInput } from '@marginalia/contracts/staff/staff-catalogue.contract';

/** The group welcome banner's greeting in each site language; a language left empty shows the standard text. */
export function GreetingFields({ register }: { register: UseFormRegister<PreferredGroupInput> }) {
  const { t } = useTranslation('staff-catalogue');
  return (
    <Fieldset legend={t('groups.greeting')} variant="unstyled">
      {SITE_LANGUAGES.map((language) => (
        <TextInput key={language} label={t(`groups.greetingIn.${language}`)} maxLength={300} mt={6} {...register(`greetingText.${language}`)} />
      ))}
    </Fieldset>
  );
}
