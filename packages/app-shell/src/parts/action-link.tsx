import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ActionTone = 'accent' | 'outline' | 'primary' | 'ghost';

/** Shared look of the shell's call-to-action buttons and links. */
export const actionStyles = css<{ $tone: ActionTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 38px;
  padding: 0 18px;
  border-radius: 999px;
  border: 1.5px solid transparent;
  font-weight: 700;
  font-size: 14px;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: filter 120ms ease, transform 120ms ease, background 120ms ease;
  &:hover {
    filter: brightness(1.08);
  }
  &:active {
    transform: translateY(1px);
  }
  ${({ $tone }) =>
    $tone === 'accent'
      ? css`
          background: linear-gradient(180deg, color-mix(in srgb, var(--color-accent) 85%, #fff), var(--color-accent));
          color: var(--color-on-accent);
          box-shadow: 0 4px 14px color-mix(in srgb, var(--color-accent) 35%, transparent);
        `
      : $tone === 'primary'
        ? css`
            background: var(--color-primary);
            color: var(--color-on-primary);
          `
        : $tone === 'outline'
          ? css`
              background: transparent;
              color: inherit;
              border-color: color-mix(in srgb, currentColor 55%, transparent);
            `
          : css`
              background: transparent;
              color: inherit;
            `}
`;

export const ActionLink = styled(Link)<{ $tone: ActionTone }>`
  ${actionStyles}
`;

export const ActionButton = styled.button<{ $tone: ActionTone }>`
  ${actionStyles}
`;

export const ActionAnchor = styled.a<{ $tone: ActionTone }>`
  ${actionStyles}
`;
