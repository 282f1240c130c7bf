import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../brand/brand-context';
import { MenuIcon } from '../../icons/icons';
import { ActionLink } from '../../parts/action-link';
import { BrandLogo } from '../../parts/brand-logo';
import { useLayout, useSession } from '../../stores/app-stores';
import { TopNav } from './top-nav';

export const HEADER_HEIGHT_PX = 64;
/**
 * The header's drawn height, which grows on a phone where the navigation takes a row of its own. The
 * side menu's drawer starts below it, so the menu button stays in sight and closes what it opened.
 */
export const HEADER_HEIGHT_VAR = '--shell-header-height';
/** A member's phone header holds balance, deposit and menu: narrower than this, the logo keeps its mark only. */
const MEMBER_FULL_LOGO_MIN_PX = 760;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 300;
  /* Where the side menu is a drawer (side-menu.tsx), the header stays above it and its backdrop. */
  @media (max-width: 1023px) {
    z-index: 650;
  }
  background: var(--color-header);
  color: var(--color-on-header);
  box-shadow: 0 1px 0 color-mix(in srgb, var(--color-on-header) 10%, transparent), 0 6px 24px rgba(0, 0, 0, 0.18);
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  grid-template-areas: 'toggle logo nav actions';
  align-items: center;
  column-gap: 16px;
  min-height: ${HEADER_HEIGHT_PX}px;
  padding: 0 16px;
  /* On a narrow screen the top navigation moves to its own scrolling row under the logo. */
  @media (max-width: 899px) {
    grid-template-columns: auto auto 1fr auto;
    grid-template-areas: 'toggle logo . actions' 'nav nav nav nav';
    column-gap: 10px;
    padding: 0 10px;
    & > :not(nav) {
      margin: 12px 0;
    }
  }
  /* A phone: the logo gives way before the page does, so a long brand name never widens the row. */
  @media (max-width: 420px) {
    grid-template-columns: auto minmax(0, auto) 1fr auto;
    column-gap: 8px;
  }
`;

const MenuToggle = styled.button`
  grid-area: toggle;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 10px;
  background: color-mix(in srgb, var(--color-on-header) 8%, transparent);
  color: inherit;
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, var(--color-on-header) 16%, transparent);
  }
`;

const LogoSlot = styled.div`
  grid-area: logo;
  min-width: 0;
  overflow: hidden;
`;

const NavSlot = styled(TopNav)`
  grid-area: nav;
  @media (max-width: 899px) {
    margin: 0 -10px;
    padding: 0 6px 6px;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: 8px;
  margin-left: auto;
  @media (max-width: 420px) {
    gap: 6px;
    & > * {
      padding: 0 12px;
    }
  }
`;

function GuestActions() {
  const { t } = useTranslation();
  return (
    <Actions>
      <ActionLink to="/login" $tone="outline" data-testid="header-login">
        {t('shell:header.login')}
      </ActionLink>
      <ActionLink to="/register" $tone="accent" data-testid="header-register">
        {t('shell:header.register')}
      </ActionLink>
    </Actions>
  );
}

// A guest's first page never needs the logged-in header, so it loads with the first session.
const MemberActions = lazy(() => import('./member/member-actions').then((module) => ({ default: module.MemberActions })));

function LoggedInActions() {
  return (
    <Actions>
      <Suspense fallback={null}>
        <MemberActions />
      </Suspense>
    </Actions>
  );
}

/** The header's height in whole pixels as a ResizeObserver reports it, border included. */
export function observedHeightPx(entry: Pick<ResizeObserverEntry, 'borderBoxSize' | 'contentRect'>): number {
  const box = entry.borderBoxSize?.[0];
  return Math.round(box ? box.blockSize : entry.contentRect.height);
}

/**
 * Keeps HEADER_HEIGHT_VAR on the page's root equal to the header's height as it changes. The height
 * comes from a ResizeObserver, whose first report follows the browser's own layout of the new page:
 * reading it in a layout effect instead made the browser lay out the whole first render at once,
 * in the middle of React's commit (the longest task of the home page's start). Until the first
 * report the side menu uses HEADER_HEIGHT_PX, the header's usual height.
 */
function useHeaderHeightVar() {
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // A header hidden for a moment (a screen suspending) measures nothing; its last height stands.
      const heightPx = entry ? observedHeightPx(entry) : 0;
      if (heightPx > 0) document.documentElement.style.setProperty(HEADER_HEIGHT_VAR, `${heightPx}px`);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return barRef;
}

export function Header() {
  const { t } = useTranslation();
  const barRef = useHeaderHeightVar();
  const brand = useBrand();
  const token = useSession((state) => state.token);
  const sideMenuOpen = useLayout((state) => state.sideMenuOpen);
  const toggleSideMenu = useLayout((state) => state.toggleSideMenu);
  return (
    <Bar ref={barRef}>
      <Row>
        <MenuToggle
          type="button"
          onClick={toggleSideMenu}
          aria-expanded={sideMenuOpen}
          aria-controls="side-menu"
          aria-label={t(sideMenuOpen ? 'shell:sideMenu.hide' : 'shell:sideMenu.show')}
          data-testid="side-menu-toggle"
        >
          <MenuIcon />
        </MenuToggle>
        <LogoSlot>
          <BrandLogo brand={brand} wordmarkHiddenBelowPx={token ? MEMBER_FULL_LOGO_MIN_PX : undefined} />
        </LogoSlot>
        <NavSlot />
        {token ? <LoggedInActions /> : <GuestActions />}
      </Row>
    </Bar>
  );
}
