import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AgentPage } from '@croupier/feature-agent';
import { ChevronDownIcon } from '../icons/member-icons';
import { backOfficePath, isCashierPage, type BackOfficePage } from './back-office-pages';

const Nav = styled.nav`
  align-self: start;
  position: sticky;
  top: 16px;
  padding: 8px;
  border-radius: var(--radius-large);
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  @media (max-width: 899px) {
    position: static;
  }
`;

/** On a phone the menu is a button that shows which page is open and unfolds the list. */
const Toggle = styled.button`
  display: none;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 42px;
  padding: 0 12px;
  border: 0;
  border-radius: var(--radius-medium);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  & svg {
    width: 18px;
    height: 18px;
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (max-width: 899px) {
    display: flex;
  }
`;

const List = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  @media (max-width: 899px) {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    margin-top: 4px;
  }
`;

const Entry = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
  border-radius: var(--radius-medium);
  color: var(--color-text);
  text-decoration: none;
  font-size: 14.5px;
  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, var(--color-primary) 12%, transparent);
  }
  &[aria-current='page'] {
    background: color-mix(in srgb, var(--color-primary) 22%, transparent);
    font-weight: 700;
  }
`;

/** The page menu of SPEC §2, the contract pages only where the consolidated flags switch them on. */
export function AgentMenu({ pages, current }: { pages: readonly AgentPage[]; current: BackOfficePage }) {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  return (
    <Nav aria-label={t('layout.menu')} data-testid="agent-menu">
      <Toggle type="button" aria-expanded={open} aria-controls="agent-menu-list" onClick={() => setOpen((shown) => !shown)} data-testid="agent-menu-toggle">
        <span>{isCashierPage(current) ? t(current === 'depositv2' ? 'layout.deposit' : 'layout.withdraw') : t(`pages.${current}`)}</span>
        <ChevronDownIcon />
      </Toggle>
      <List id="agent-menu-list" $open={open}>
        {pages.map((page) => (
          <li key={page}>
            <Entry to={backOfficePath(page)} aria-current={page === current ? 'page' : undefined} onClick={() => setOpen(false)} data-testid={`agent-menu-${page}`}>
              {t(`pages.${page}`)}
            </Entry>
          </li>
        ))}
      </List>
    </Nav>
  );
}
