import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';

import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Radio } from '@mantine/core';

export interface YesNoFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Nothing chosen yet: null. */
  value: boolean | null;
  onChange: (value: boolean) => void;
  onBlur: () => void;
  name: string;
  /** The form library's ref, on Yes (focused on an error). */
  inputRef: Ref<HTMLInputElement>;
  error?: ReactNode;
}

/** A required yes-or-no question of the details step, as two radios side by side. */
export function YesNoField({ label, description, value, onChange, onBlur, name, inputRef, error }: YesNoFieldProps) {
  const { t } = useTranslation('order-summary');
  return (
    <Radio.Group
      label={label}
      description={description}
      required
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(chosen) => onChange(chosen === 'yes')}
      error={error}
      name={name}
    >
      <Group gap="xl" mt={8}>
        <Radio value="yes" label={t('common.yes')} ref={inputRef} onBlur={onBlur} />
        <Radio value="no" label={t('common.no')} onBlur={onBlur} />
      </Group>
    </Radio.Group>
  );
}
