import styled, { css, keyframes } from 'styled-components';
import { REDUCED_MOTION, focusRing, mix, vars } from '@croupier/ui';

/** Below this the row is a phone's: the refresh goes (the balance still refreshes on focus and every 30 s). */
const NARROW = '@media (max-width: 699px)';
/** Below this the eye goes too; a tap on the amount still hides and shows it. */
const PHONE = '@media (max-width: 420px)';

export const Pill = styled.div`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  gap: 4px;
  height: 38px;
  padding: 0 4px 0 14px;
  border-radius: 999px;
  background: ${mix('colorOnHeader', 8)};
  border: 1px solid ${mix('colorOnHeader', 14)};
  color: ${vars.colorOnHeader};
  white-space: nowrap;
  ${NARROW} {
    height: 34px;
    padding: 0 4px 0 10px;
    font-size: 13px;
  }
  ${PHONE} {
    padding: 0 10px;
    font-size: 12px;
  }
`;

/** The amount and the eye are one toggle, so a tap anywhere on the figure hides or shows it. */
export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

export const Figure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  /* The amount keeps its width while hidden or reloading, so the header does not jump. */
  min-width: 72px;
  ${NARROW} {
    min-width: 0;
  }
`;

export const CurrencySymbol = styled.span`
  color: ${vars.colorAccent};
`;

export const Muted = styled.span`
  font-size: 12.5px;
  font-weight: 600;
  color: ${mix('colorOnHeader', 70)};
`;

export const DemoTag = styled.span`
  padding: 1px 7px;
  border-radius: 999px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.02em;
  background: ${mix('colorAccent', 24)};
  color: ${vars.colorOnHeader};
`;

const iconLook = css`
  display: inline-grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  font-size: 16px;
  ${NARROW} {
    width: 26px;
    height: 26px;
    font-size: 14px;
  }
`;

export const EyeSlot = styled.span`
  ${iconLook}
  ${ToggleButton}:hover & {
    background: ${mix('colorOnHeader', 14)};
  }
  ${PHONE} {
    display: none;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const RefreshButton = styled.button<{ $spinning: boolean }>`
  ${iconLook}
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${mix('colorOnHeader', 14)};
  }
  ${focusRing}
  & > svg {
    ${({ $spinning }) =>
      $spinning
        ? css`
            animation: ${spin} 800ms linear infinite;
          `
        : ''}
    ${REDUCED_MOTION} {
      animation: none;
    }
  }
  ${NARROW} {
    display: none;
  }
`;
