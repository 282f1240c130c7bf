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

/** The text box inside a bordered field: the field draws the frame, the input only its text. */
export const bareInputText = css`
  flex: 1;
  min-width: 0;
  height: 42px;
  border: 0;
  background: transparent;
  color: ${vars.colorText};
  font-size: 15px;
  outline: none;

  &::placeholder {
    color: ${vars.colorTextMuted};
    opacity: 0.8;
  }
`;

/** A round, borderless icon button (close, clear) that shows a soft disc on hover. */
export const roundIconButton = (sizePx: number, hoverBackground: string) => css`
  display: grid;
  place-items: center;
  width: ${sizePx}px;
  height: ${sizePx}px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${vars.colorTextMuted};
  cursor: pointer;

  &:hover {
    color: ${vars.colorText};
    background: ${hoverBackground};
  }

  ${focusRing}
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
