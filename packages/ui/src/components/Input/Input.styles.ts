import styled from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { bareInputText, focusRing } from '../../theme/styleHelpers';

export { ErrorText, Field, Footer, Hint, Label } from '../../theme/fieldParts';

export const Control = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  min-height: 44px;
  border: 1px solid ${({ $invalid }) => ($invalid ? vars.colorDanger : vars.colorBorder)};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurface};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;

  &:hover {
    border-color: ${({ $invalid }) => ($invalid ? vars.colorDanger : mix('colorPrimary', 60, vars.colorBorder))};
  }

  &:focus-within {
    border-color: ${({ $invalid }) => ($invalid ? vars.colorDanger : vars.colorFocus)};
    box-shadow: 0 0 0 3px ${({ $invalid }) => ($invalid ? mix('colorDanger', 25) : mix('colorFocus', 25))};
  }

  &:has(input:disabled) {
    opacity: 0.6;
  }
`;

export const TextInput = styled.input`
  ${bareInputText}
  padding: 0 14px;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const RevealButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-right: 2px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radiusSmall};
  background: transparent;
  color: ${vars.colorTextMuted};
  cursor: pointer;

  &:hover {
    color: ${vars.colorText};
  }

  ${focusRing}
`;

export const Counter = styled.span<{ $full: boolean }>`
  margin-left: auto;
  color: ${({ $full }) => ($full ? vars.colorWarning : vars.colorTextMuted)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
