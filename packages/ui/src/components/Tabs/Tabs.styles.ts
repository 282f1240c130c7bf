import styled, { css } from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { focusRing, REDUCED_MOTION } from '../../theme/styleHelpers';

export type TabsAppearance = 'line' | 'pill';

export const TabList = styled.div<{ $appearance: TabsAppearance; $stretch: boolean }>`
  display: flex;
  gap: ${({ $appearance }) => ($appearance === 'pill' ? '4px' : '0')};
  overflow-x: auto;
  scrollbar-width: none;

  ${({ $appearance }) =>
    $appearance === 'pill'
      ? css`
          padding: 4px;
          border-radius: ${vars.radiusMedium};
          background: ${vars.colorSurfaceRaised};
        `
      : css`
          border-bottom: 1px solid ${vars.colorBorder};
        `}

  & > * {
    flex: ${({ $stretch }) => ($stretch ? '1 1 0' : 'none')};
  }
`;

const lineTab = css`
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  border-radius: ${vars.radiusSmall} ${vars.radiusSmall} 0 0;

  &[aria-selected='true'] {
    color: ${vars.colorPrimary};
    border-bottom-color: ${vars.colorAccent};
  }
`;

const pillTab = css`
  border-radius: calc(${vars.radiusMedium} - 2px);

  &[aria-selected='true'] {
    color: ${vars.colorOnPrimary};
    background: ${vars.colorPrimary};
    box-shadow: 0 2px 8px ${mix('colorPrimary', 40)};
  }
`;

export const Tab = styled.button<{ $appearance: TabsAppearance }>`
  min-height: 40px;
  padding: 0 16px;
  border: 0;
  background: transparent;
  color: ${vars.colorTextMuted};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color 120ms ease,
    background-color 120ms ease,
    border-color 120ms ease;

  &:hover:not(:disabled, [aria-selected='true']) {
    color: ${vars.colorText};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  ${({ $appearance }) => ($appearance === 'pill' ? pillTab : lineTab)}
  ${focusRing}

  ${REDUCED_MOTION} {
    transition: none;
  }
`;

export const TabPanel = styled.div`
  padding-top: 16px;

  &:focus-visible {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;
