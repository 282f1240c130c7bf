import styled, { keyframes } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { REDUCED_MOTION } from '../../theme/styleHelpers';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRing = styled.span<{ $sizePx: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $sizePx }) => $sizePx}px;
  height: ${({ $sizePx }) => $sizePx}px;
  border-radius: 50%;
  border: ${({ $sizePx }) => Math.max(2, Math.round($sizePx / 10))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;

  ${REDUCED_MOTION} {
    /* Still shows that work goes on, at a calmer pace. */
    animation-duration: 2.4s;
  }
`;

export const SpinnerColour = styled.span`
  display: inline-flex;
  color: ${vars.colorAccent};
`;
