import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing, mix, vars } from '@croupier/ui';

/**
 * A link that looks like the kit's button, for actions that go to another page of the site (deposit
 * now, apply, see the bonus): a link, so it opens in a new tab and reads as a link to assistive tech.
 */
export const LinkButton = styled(Link)<{ $tone?: 'accent' | 'secondary'; $fullWidth?: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${vars.radiusMedium};
  border: 1px solid transparent;
  font-weight: 600;
  font-size: 15px;
  white-space: nowrap;
  text-decoration: none;
  ${({ $tone = 'accent' }) =>
    $tone === 'accent'
      ? css`
          background: linear-gradient(180deg, ${mix('colorAccent', 82, '#ffffff')} 0%, ${vars.colorAccent} 55%, ${mix('colorAccent', 88, '#000000')} 100%);
          color: ${vars.colorOnAccent};
          border-color: ${mix('colorAccent', 80, '#000000')};
          box-shadow: 0 2px 8px ${mix('colorAccent', 35)};
        `
      : css`
          background: ${vars.colorSurfaceRaised};
          color: ${vars.colorText};
          border-color: ${vars.colorBorder};
        `}
  &:hover {
    filter: brightness(1.06);
  }
  ${focusRing}
`;
