import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select, type SelectProps } from '@mantine/core';

export type ControlledSelectProps<T extends FieldValues, V extends string | number> = Omit<SelectProps<V>, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'> & {
  control: Control<T>;
  name: Path<T>;
  /** The field holds '' when nothing is chosen (a text field of the form), not null. */
  emptyAsBlank?: boolean;
  /** What the field holds once the user chooses; by default the choice itself (null when cleared). */
  toFieldValue?: (value: V | null) => unknown;
  /** Runs before the field takes a choice, with what it held (to clear a field that depended on it…). */
  onChoose?: (value: V | null, previous: unknown) => void;
};

/** A Mantine select bound to a form field: its value, blur, name and ref (focused on an error). */
export function ControlledSelect<T extends FieldValues, V extends string | number = string>(props: ControlledSelectProps<T, V>) {
  const { control, name, emptyAsBlank = false, toFieldValue: convert, onChoose, ...select } = props;
  const toFieldValue = convert ?? ((value: V | null) => (emptyAsBlank ? (value ?? '') : value));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select<V>
          {...select}
          value={emptyAsBlank ? (field.value as V | '') || null : ((field.value as V | null | undefined) ?? null)}
          onChange={(value) => {
            onChoose?.(value, field.value);
            field.onChange(toFieldValue(value));
          }}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}
