import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { buildTopNavItems } from '../../navigation/top-nav-items';
import { useGameMenus } from '../../navigation/use-game-menus';

const Nav = styled.nav`
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 14px;
  border-radius: 8px;
  color: color-mix(in srgb, var(--color-on-header) 78%, transparent);
  font-weight: 600;
  font-size: 14.5px;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: var(--color-on-header);
    background: color-mix(in srgb, var(--color-on-header) 8%, transparent);
  }
  &.active {
    color: var(--color-accent);
  }
  &.active::after {
    content: '';
    position: absolute;
    left: 14px;
    right: 14px;
    bottom: 2px;
    height: 3px;
    border-radius: 3px;
    background: var(--color-accent);
  }
`;

/** SPEC §2 top navigation: fixed entries plus every game category the server has a vendor for. */
export function TopNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const items = useMemo(() => buildTopNavItems(menus.data?.categories ?? []), [menus.data]);
  return (
    <Nav aria-label={t('shell:nav.label')} data-testid="top-nav" className={className}>
      <List>
        {items.map((item) => (
          <li key={item.key}>
            <Item to={item.to} end data-testid={`top-nav-${item.key}`}>
              {t(item.labelKey)}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
