import styled from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { focusRing } from '../../theme/styleHelpers';

/** Segments that do not fit the width go onto a second line, each label kept on one line. */
export const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  gap: 2px;
  padding: 3px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurfaceRaised};
`;

export const Segment = styled.button`
  flex: 1 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 36px;
  height: 32px;
  padding: 0 10px;
  border: 0;
  border-radius: calc(${vars.radiusMedium} - 2px);
  background: transparent;
  color: ${vars.colorTextMuted};
  font-size: 13.5px;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    color 120ms ease;

  &:hover:not([aria-pressed='true']) {
    color: ${vars.colorText};
  }

  &[aria-pressed='true'] {
    background: ${vars.colorPrimary};
    color: ${vars.colorOnPrimary};
    box-shadow: 0 2px 6px ${mix('colorPrimary', 35)};
    cursor: default;
  }

  ${focusRing}
`;
