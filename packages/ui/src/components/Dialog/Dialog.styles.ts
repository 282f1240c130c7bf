import styled, { css, keyframes } from 'styled-components';
import { MODAL_FADE_MS } from '@croupier/domain';
import { mix, vars } from '../../theme/cssVars';
import { REDUCED_MOTION, roundIconButton, Z_INDEX } from '../../theme/styleHelpers';

export type DialogSize = 'small' | 'medium' | 'large';
export type DialogIconKind = 'info' | 'success' | 'warning' | 'error';

const WIDTH_PX: Record<DialogSize, number> = { small: 380, medium: 480, large: 720 };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const rise = keyframes`
  from { transform: translateY(8px) scale(0.98); }
  to { transform: none; }
`;

const shrink = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

export const Cover = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${Z_INDEX.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${vars.colorOverlay};
  backdrop-filter: blur(3px);
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

export const Panel = styled.div<{ $size: DialogSize; $centred: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTH_PX[$size]}px;
  max-height: calc(100vh - 32px);
  overflow: hidden;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: linear-gradient(180deg, ${vars.colorSurfaceRaised} 0%, ${vars.colorSurface} 120px);
  color: ${vars.colorText};
  box-shadow:
    0 24px 64px ${mix('colorOverlay', 90)},
    0 0 0 1px ${mix('colorAccent', 12)};
  text-align: ${({ $centred }) => ($centred ? 'center' : 'start')};
  animation: ${rise} ${MODAL_FADE_MS * 2}ms ease-out;

  /* A fine accent line along the top edge: the brand's second colour on every popup. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 2px;
    background: linear-gradient(90deg, transparent, ${vars.colorAccent}, transparent);
  }

  &:focus {
    outline: none;
  }

  ${REDUCED_MOTION} {
    animation: none;
  }
`;

/** A thin line along the top that runs out as the auto-close time passes. */
export const AutoCloseBar = styled.div<{ $durationMs: number }>`
  position: absolute;
  inset: 0 0 auto;
  height: 3px;
  background: ${vars.colorAccent};
  transform-origin: left;
  animation: ${shrink} ${({ $durationMs }) => $durationMs}ms linear forwards;

  ${REDUCED_MOTION} {
    display: none;
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  ${roundIconButton(36, mix('colorText', 8))}
`;

/** Clears the close button; a centred header keeps the same space on both sides to stay centred. */
export const Header = styled.div<{ $withClose: boolean; $centred: boolean }>`
  display: grid;
  gap: 12px;
  padding: 24px 24px 0;
  padding-inline-end: ${({ $withClose }) => ($withClose ? '52px' : '24px')};
  padding-inline-start: ${({ $withClose, $centred }) => ($withClose && $centred ? '52px' : '24px')};
`;

const ICON_TOKEN = { info: 'colorPrimary', success: 'colorSuccess', warning: 'colorWarning', error: 'colorDanger' } as const;

export const IconBadge = styled.span<{ $kind: DialogIconKind }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-inline: auto;
  border-radius: 50%;
  color: ${({ $kind }) => vars[ICON_TOKEN[$kind]]};
  background: ${({ $kind }) => mix(ICON_TOKEN[$kind], 14)};
  box-shadow: 0 0 0 8px ${({ $kind }) => mix(ICON_TOKEN[$kind], 6)};
`;

export const Title = styled.h2`
  font-size: 19px;
  font-weight: 700;
  line-height: 1.3;
`;

export const Body = styled.div`
  padding: 12px 24px 0;
  overflow-y: auto;
  color: ${vars.colorTextMuted};
  font-size: 15px;

  &:empty {
    display: none;
  }
`;

export const Actions = styled.div<{ $centred: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: ${({ $centred }) => ($centred ? 'center' : 'flex-end')};
  padding: 20px 24px 24px;

  & > * {
    flex: ${({ $centred }) => ($centred ? '1 1 0' : 'none')};
    min-width: 120px;
  }
`;

export const BottomSpace = styled.div`
  height: 24px;
  flex: none;
`;
