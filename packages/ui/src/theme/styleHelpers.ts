import { css } from 'styled-components';
import { vars } from './cssVars';

export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

/** A visible ring for keyboard focus only; pointer clicks keep the clean look. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const Z_INDEX = { carouselControls: 2, loadingCover: 900, dialog: 1000 } as const;
