import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';

import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useFieldError } from '../../../components/form-messages';

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  /** Shown in dollars, kept in cents. */
  cents?: boolean;
  /** An empty box means null (no limit) instead of a missing value. */
  nullable?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
}

/** A number box bound to a form field; money is typed in dollars and stored in US cents. */
export function NumberField<T extends FieldValues>({ control, name, label, description, cents = false, nullable = false, required, min, max }: NumberFieldProps<T>) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          required={required}
          min={min}
          max={max}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          decimalScale={cents ? 2 : 0}
          fixedDecimalScale={cents}
          prefix={cents ? '$' : undefined}
          allowNegative={false}
          value={typeof field.value === 'number' ? (cents ? field.value / 100 : field.value) : ''}
          onChange={(value) => {
            if (value === '' || value === null) return field.onChange(nullable ? null : Number.NaN);
            const number = typeof value === 'number' ? value : Number(value);
            field.onChange(cents ? Math.round(number * 100) : number);
          }}
          error={fieldError(name, fieldState.error)}
        />
      )}
    />
  );
}

interface ServicesFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  services: readonly { identity: string; name: string }[];
}

/** The services a discount covers: "all services" (null), or the ones ticked. */
export function ServicesField<T extends FieldValues>({ control, name, services }: ServicesFieldProps<T>) {
  const { t } = useTranslation('staff-catalogue');
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack gap={6}>
          <Checkbox label={t('codes.allServices')} checked={field.value === null} onChange={(event) => field.onChange(event.currentTarget.checked ? null : [])} />
          {field.value !== null && (
            <Checkbox.Group label={t('codes.services')} value={field.value ?? []} onChange={field.onChange} error={fieldError(name, fieldState.error)}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
                {services.map((service) => (
                  <Checkbox key={service.identity} value={service.identity} label={service.name} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        </Stack>
      )}
    />
  );
}
