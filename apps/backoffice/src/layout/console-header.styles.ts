import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 20px;
  padding: 10px 24px;
  background: ${vars.colorHeader};
  color: ${vars.colorOnHeader};
`;

export const Home = styled(NavLink)`
  color: inherit;
  font-size: 16px;
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;
`;

export const BrandName = styled.span`
  padding: 3px 10px;
  border-radius: 999px;
  background: ${mix('colorAccent', 22)};
  color: ${vars.colorAccent};
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
`;

export const Nav = styled.nav`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: 4px;
`;

export const NavItem = styled(NavLink)`
  padding: 6px 12px;
  border-radius: ${vars.radiusMedium};
  color: inherit;
  font-size: 14px;
  text-decoration: none;
  opacity: 0.85;
  &:hover {
    background: ${mix('colorOnHeader', 12)};
    opacity: 1;
  }
  &.active {
    background: ${mix('colorOnHeader', 18)};
    font-weight: 700;
    opacity: 1;
  }
`;

export const Who = styled.span`
  font-size: 13px;
  opacity: 0.85;
  white-space: nowrap;
`;

export const LogoutButton = styled.button`
  padding: 6px 12px;
  border: 1px solid ${mix('colorOnHeader', 40)};
  border-radius: ${vars.radiusMedium};
  background: transparent;
  color: inherit;
  font-size: 14px;
  cursor: pointer;
  &:hover {
    background: ${mix('colorOnHeader', 12)};
  }
`;
