import styled from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { focusRing } from '../../theme/styleHelpers';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  padding: 0 10px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusSmall};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition:
    border-color 120ms ease,
    background-color 120ms ease;

  &:hover:not(:disabled, [aria-current='page']) {
    border-color: ${vars.colorPrimary};
    color: ${vars.colorPrimary};
  }

  &[aria-current='page'] {
    border-color: ${vars.colorPrimary};
    background: ${vars.colorPrimary};
    color: ${vars.colorOnPrimary};
    box-shadow: 0 2px 8px ${mix('colorPrimary', 35)};
    cursor: default;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  ${focusRing}
`;

export const Gap = styled.li`
  min-width: 24px;
  color: ${vars.colorTextMuted};
  text-align: center;
  letter-spacing: 1px;
`;
