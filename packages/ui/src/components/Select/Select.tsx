import { useId, type ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { Control, Field, Label, NativeSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'onChange' | 'value' | 'children'> {
  label: string;
  hideLabel?: boolean;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** Smaller height for headers and side menus (the language picker). */
  compact?: boolean;
}

/** A native <select>: the phone's own picker on mobile, full keyboard support everywhere. */
export function Select({ label, hideLabel = false, options, value, onChange, compact = false, id, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const labelElement = <Label htmlFor={selectId}>{label}</Label>;
  return (
    <Field>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <Control>
        <NativeSelect {...rest} id={selectId} value={value} $compact={compact} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Control>
    </Field>
  );
}
