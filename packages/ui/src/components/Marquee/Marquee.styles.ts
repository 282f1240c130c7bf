import styled, { keyframes } from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { REDUCED_MOTION } from '../../theme/styleHelpers';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 38px;
  padding-inline: 12px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  font-size: 14px;
`;

export const Lead = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: ${mix('colorAccent', 16)};
  color: ${vars.colorAccent};
`;

export const Window = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  container-type: inline-size;
  /* Text fades in and out at the edges instead of being cut. */
  mask-image: linear-gradient(90deg, transparent, #000 24px, #000 calc(100% - 24px), transparent);
`;

export const Belt = styled.div<{ $durationMs: number }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $durationMs }) => $durationMs}ms linear infinite;

  ${Bar}:hover &,
  ${Bar}:focus-within & {
    animation-play-state: paused;
  }

  ${REDUCED_MOTION} {
    animation: none;
  }
`;

export const Run = styled.span`
  display: flex;
  flex: none;
  /* A short notice still fills the window, so the loop never shows an empty stretch. */
  min-width: 100cqw;
  white-space: nowrap;

  ${REDUCED_MOTION} {
    /* Without motion the second copy would only repeat the first. */
    &[data-copy] {
      display: none;
    }
  }
`;

export const Item = styled.span`
  padding-inline: 24px;

  &::before {
    content: '◆';
    margin-inline-end: 10px;
    color: ${vars.colorAccent};
    font-size: 9px;
    vertical-align: 2px;
  }
`;
