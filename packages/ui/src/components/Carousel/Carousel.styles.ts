import styled from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { focusRing, Z_INDEX } from '../../theme/styleHelpers';

export const Root = styled.section`
  position: relative;
  width: 100%;
`;

export const Viewport = styled.div<{ $rounded: boolean }>`
  overflow: hidden;
  border-radius: ${({ $rounded }) => ($rounded ? vars.radiusLarge : '0')};
  touch-action: pan-y;
`;

export const Track = styled.div`
  display: flex;
  will-change: transform;
`;

export const Page = styled.div<{ $slidesPerView: number; $gapPx: number }>`
  flex: 0 0 100%;
  display: grid;
  grid-template-columns: repeat(${({ $slidesPerView }) => $slidesPerView}, minmax(0, 1fr));
  gap: ${({ $gapPx }) => $gapPx}px;
  padding-inline: ${({ $gapPx }) => $gapPx / 2}px;
  min-width: 0;
`;

export const ArrowButton = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'start' ? 'left: 12px;' : 'right: 12px;')}
  z-index: ${Z_INDEX.carouselControls};
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${mix('colorOnPrimary', 25)};
  border-radius: 50%;
  background: ${mix('colorSurface', 72)};
  color: ${vars.colorText};
  backdrop-filter: blur(6px);
  box-shadow: 0 4px 14px ${mix('colorOverlay', 50)};
  transform: translateY(-50%);
  cursor: pointer;
  opacity: 0.88;
  transition:
    opacity 120ms ease,
    background-color 120ms ease;

  &:hover {
    opacity: 1;
    background: ${vars.colorSurface};
    color: ${vars.colorPrimary};
  }

  ${focusRing}
`;

export const Controls = styled.div`
  position: absolute;
  bottom: 12px;
  left: 50%;
  z-index: ${Z_INDEX.carouselControls};
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 4px 6px;
  border-radius: 999px;
  background: ${mix('colorOverlay', 55)};
  backdrop-filter: blur(6px);
  transform: translateX(-50%);
`;

export const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 999px;
    background: ${mix('colorOnPrimary', 55)};
    transition:
      width 200ms ease,
      background-color 200ms ease;
  }

  &[aria-current='true'] {
    width: 30px;
    border-radius: 999px;
  }

  &[aria-current='true']::before {
    width: 22px;
    background: ${vars.colorAccent};
  }

  ${focusRing}
`;

export const PlayPauseButton = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  margin-inline-start: 2px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${vars.colorOnPrimary};
  cursor: pointer;

  ${focusRing}
`;
