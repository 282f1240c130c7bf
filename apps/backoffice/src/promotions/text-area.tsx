import { useId, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';

const Field = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
`;

const Box = styled.textarea<{ $invalid: boolean; $code: boolean }>`
  width: 100%;
  min-height: ${({ $code }) => ($code ? '220px' : '72px')};
  padding: 10px 14px;
  border: 1px solid ${({ $invalid }) => ($invalid ? vars.colorDanger : vars.colorBorder)};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font: inherit;
  /* HTML in a fixed-width face; Bengali text in it falls back to the page's font, which has its letters */
  font-family: ${({ $code }) => ($code ? `ui-monospace, 'SFMono-Regular', Menlo, Consolas, ${vars.fontFamily}` : 'inherit')};
  font-size: ${({ $code }) => ($code ? '13px' : '15px')};
  line-height: 1.5;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${({ $invalid }) => ($invalid ? vars.colorDanger : vars.colorFocus)};
    box-shadow: 0 0 0 3px ${({ $invalid }) => ($invalid ? mix('colorDanger', 25) : mix('colorFocus', 25))};
  }
`;

const Footer = styled.div`
  display: flex;
  gap: 12px;
  font-size: 13px;
`;

const Hint = styled.span`
  color: ${vars.colorTextMuted};
`;

const ErrorText = styled.span`
  color: ${vars.colorDanger};
`;

const Counter = styled.span<{ $full: boolean }>`
  margin-left: auto;
  color: ${({ $full }) => ($full ? vars.colorWarning : vars.colorTextMuted)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface TextAreaProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'value'> {
  label: string;
  value: string;
  hint?: string;
  /** a message makes the field invalid and is announced */
  error?: string;
  /** HTML source: a fixed-width font and more room */
  code?: boolean;
}

/** A text box of several lines with the kit's field look (the kit has none yet): label, hint or error, and the characters used. */
export function TextArea({ label, value, hint, error, code = false, maxLength, id, ...rest }: TextAreaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Box {...rest} id={fieldId} value={value} maxLength={maxLength} $invalid={Boolean(error)} $code={code} aria-invalid={error ? true : undefined} aria-describedby={describedBy} spellCheck={!code} />
      <Footer>
        {error ? (
          <ErrorText id={`${fieldId}-error`} role="alert">
            {error}
          </ErrorText>
        ) : hint ? (
          <Hint id={`${fieldId}-hint`}>{hint}</Hint>
        ) : null}
        {maxLength !== undefined ? <Counter $full={value.length >= maxLength}>{`${value.length.toLocaleString('en-US')} / ${maxLength.toLocaleString('en-US')}`}</Counter> : null}
      </Footer>
    </Field>
  );
}
