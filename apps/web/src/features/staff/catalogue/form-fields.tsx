import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { NumberInput } from '@mantine/core';
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
