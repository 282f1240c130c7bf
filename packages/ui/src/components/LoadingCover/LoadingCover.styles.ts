import styled, { css, keyframes } from 'styled-components';
import { MODAL_FADE_MS } from '@croupier/domain';
import { mix, vars } from '../../theme/cssVars';
import { REDUCED_MOTION, Z_INDEX } from '../../theme/styleHelpers';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

export const Cover = styled.div<{ $fullScreen: boolean; $closing: boolean }>`
  position: ${({ $fullScreen }) => ($fullScreen ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${Z_INDEX.loadingCover};
  display: grid;
  place-items: center;
  background: ${mix('colorBackground', 72)};
  backdrop-filter: blur(2px);
  animation: ${({ $closing }) =>
    $closing
      ? css`
          ${fadeOut} ${MODAL_FADE_MS}ms ease-in forwards
        `
      : css`
          ${fadeIn} ${MODAL_FADE_MS}ms ease-out
        `};

  ${REDUCED_MOTION} {
    animation: none;
  }
`;

export const CoverCard = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 20px 28px;
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
  color: ${vars.colorTextMuted};
  box-shadow: 0 12px 40px ${mix('colorOverlay', 60)};
  font-size: 14px;
`;
