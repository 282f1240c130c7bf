import { useId, useState, type ComponentPropsWithRef } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons';
import { useUiText } from '../../i18n/useUiText';
import { VisuallyHidden } from '../VisuallyHidden';
import { Control, Counter, ErrorText, Field, Footer, Hint, Label, RevealButton, TextInput } from './Input.styles';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: string;
  /** Keeps the label for screen readers only, for fields whose purpose the layout already shows. */
  hideLabel?: boolean;
  hint?: string;
  /** A message makes the field invalid (aria-invalid) and is announced. */
  error?: string;
  /** Shows "used / maxLength" under the field; needs `maxLength`. */
  showCharacterCount?: boolean;
}

function lengthOf(value: ComponentPropsWithRef<'input'>['value']): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

export function Input({
  label,
  hideLabel = false,
  hint,
  error,
  showCharacterCount = false,
  id,
  type = 'text',
  value,
  defaultValue,
  onChange,
  maxLength,
  ...rest
}: InputProps) {
  const { t, formatNumber } = useUiText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [revealed, setRevealed] = useState(false);
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(defaultValue));

  const isPassword = type === 'password';
  const length = value !== undefined ? lengthOf(value) : uncontrolledLength;
  const counted = showCharacterCount && maxLength !== undefined;
  // An error takes the hint's place under the field, and in the description.
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const counterId = counted ? `${inputId}-count` : undefined;
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;

  const labelElement = <Label htmlFor={inputId}>{label}</Label>;
  return (
    <Field>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <Control $invalid={Boolean(error)}>
        <TextInput
          {...rest}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          defaultValue={defaultValue}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            if (value === undefined) setUncontrolledLength(event.target.value.length);
            onChange?.(event);
          }}
        />
        {isPassword && (
          <RevealButton
            type="button"
            aria-label={revealed ? t('input.hidePassword') : t('input.showPassword')}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </RevealButton>
        )}
      </Control>
      {Boolean(error || hint || counted) && (
        <Footer>
          {error ? (
            <ErrorText id={errorId} role="alert">
              {error}
            </ErrorText>
          ) : (
            hint && <Hint id={hintId}>{hint}</Hint>
          )}
          {counted && (
            <Counter id={counterId} $full={length >= maxLength}>
              <span aria-hidden="true">{t('input.characterCount', { used: formatNumber(length), max: formatNumber(maxLength) })}</span>
              <VisuallyHidden>{t('input.characterCountLabel', { used: formatNumber(length), max: formatNumber(maxLength) })}</VisuallyHidden>
            </Counter>
          )}
        </Footer>
      )}
    </Field>
  );
}
