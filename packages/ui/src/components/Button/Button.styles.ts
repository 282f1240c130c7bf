import styled, { css } from 'styled-components';
import { mix, vars } from '../../theme/cssVars';
import { focusRing, REDUCED_MOTION } from '../../theme/styleHelpers';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const SIZES: Record<ButtonSize, ReturnType<typeof css>> = {
  small: css`
    min-height: 32px;
    padding: 0 12px;
    font-size: 13px;
    gap: 6px;
  `,
  medium: css`
    min-height: 40px;
    padding: 0 18px;
    font-size: 15px;
    gap: 8px;
  `,
  large: css`
    min-height: 48px;
    padding: 0 26px;
    font-size: 16px;
    gap: 10px;
  `,
};

/** A filled button with a soft top light, the look players know from betting sites. */
function filled(background: 'colorPrimary' | 'colorAccent' | 'colorDanger', text: 'colorOnPrimary' | 'colorOnAccent') {
  return css`
    background: linear-gradient(180deg, ${mix(background, 82, '#ffffff')} 0%, ${vars[background]} 55%, ${mix(background, 88, '#000000')} 100%);
    color: ${vars[text]};
    border-color: ${mix(background, 80, '#000000')};
    box-shadow:
      inset 0 1px 0 ${mix('colorOnPrimary', 25)},
      0 2px 8px ${mix(background, 35)};

    &:hover:not(:disabled, [aria-disabled='true']) {
      filter: brightness(1.08);
      box-shadow:
        inset 0 1px 0 ${mix('colorOnPrimary', 30)},
        0 4px 14px ${mix(background, 45)};
    }
  `;
}

const VARIANTS: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: filled('colorPrimary', 'colorOnPrimary'),
  accent: filled('colorAccent', 'colorOnAccent'),
  danger: filled('colorDanger', 'colorOnPrimary'),
  secondary: css`
    background: ${vars.colorSurfaceRaised};
    color: ${vars.colorText};
    border-color: ${vars.colorBorder};

    &:hover:not(:disabled, [aria-disabled='true']) {
      border-color: ${vars.colorPrimary};
      background: ${mix('colorPrimary', 10, vars.colorSurfaceRaised)};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.colorPrimary};
    border-color: transparent;

    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${mix('colorPrimary', 12)};
    }
  `,
};

export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${vars.radiusMedium};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  letter-spacing: 0.01em;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    filter 120ms ease,
    box-shadow 120ms ease,
    background-color 120ms ease,
    border-color 120ms ease,
    transform 80ms ease;

  ${({ $size }) => SIZES[$size]}
  ${({ $variant }) => VARIANTS[$variant]}
  ${focusRing}

  &:active:not(:disabled, [aria-disabled='true']) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
    box-shadow: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }

  ${REDUCED_MOTION} {
    transition: none;

    &:active:not(:disabled, [aria-disabled='true']) {
      transform: none;
    }
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const StyledLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;
