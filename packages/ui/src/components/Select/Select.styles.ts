import styled from 'styled-components';
import { mix, vars } from '../../theme/cssVars';

export { Field, Label } from '../../theme/fieldParts';

export const Control = styled.div`
  position: relative;
  display: flex;

  /* The native arrow differs per browser; one drawn chevron looks the same everywhere. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: 14px;
    width: 7px;
    height: 7px;
    border-right: 2px solid ${vars.colorTextMuted};
    border-bottom: 2px solid ${vars.colorTextMuted};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

export const NativeSelect = styled.select<{ $compact: boolean }>`
  flex: 1;
  min-width: 0;
  height: ${({ $compact }) => ($compact ? '34px' : '44px')};
  padding: 0 38px 0 ${({ $compact }) => ($compact ? '10px' : '14px')};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font-size: ${({ $compact }) => ($compact ? '14px' : '15px')};
  appearance: none;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${mix('colorPrimary', 60, vars.colorBorder)};
  }

  &:focus-visible {
    outline: none;
    border-color: ${vars.colorFocus};
    box-shadow: 0 0 0 3px ${mix('colorFocus', 25)};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
