import styled from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { focusRing, REDUCED_MOTION } from '../../theme/styleHelpers';

export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${vars.colorText};
  font-size: 14px;
  cursor: pointer;

  &:has(button:disabled) {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Track = styled.button`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 1px solid ${vars.colorBorder};
  border-radius: 999px;
  background: ${vars.colorSurfaceRaised};
  cursor: inherit;
  transition:
    background-color 150ms ease,
    border-color 150ms ease;

  &[aria-checked='true'] {
    border-color: ${vars.colorPrimary};
    background: ${vars.colorPrimary};
  }

  ${focusRing}

  ${REDUCED_MOTION} {
    transition: none;
  }
`;

export const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  display: grid;
  place-items: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${vars.colorSurface};
  color: ${vars.colorPrimary};
  box-shadow: 0 1px 3px ${mix('colorOverlay', 60)};
  transition: transform 150ms ease;

  [aria-checked='true'] > & {
    transform: translateX(20px);
  }

  ${REDUCED_MOTION} {
    transition: none;
  }
`;
