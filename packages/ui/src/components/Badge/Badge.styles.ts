import styled, { css } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const Mark = styled.span<{ $dot: boolean; $attached: boolean }>`
  display: inline-grid;
  place-items: center;
  box-sizing: border-box;
  border: 2px solid ${vars.colorSurface};
  border-radius: 999px;
  background: ${vars.colorDanger};
  /* No "on danger" token exists; white on the danger red is what colorOnPrimary holds in every base theme. */
  color: ${vars.colorOnPrimary};
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  pointer-events: none;

  ${({ $dot }) =>
    $dot
      ? css`
          width: 12px;
          height: 12px;
        `
      : css`
          min-width: 20px;
          height: 20px;
          padding: 0 5px;
          font-size: 11px;
        `}

  ${({ $attached }) =>
    $attached &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      transform: translate(45%, -45%);
    `}
`;
