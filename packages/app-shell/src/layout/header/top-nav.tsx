import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons/member-icons';
import { fittingItemCount } from '../../navigation/fold-items';
import { buildTopNavItems, type TopNavItem } from '../../navigation/top-nav-items';
import { useGameMenus } from '../../navigation/use-game-menus';
import { useDismiss } from './member/use-dismiss';

const GAP_PX = 2;

const Nav = styled.nav`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${GAP_PX}px;
  min-width: 0;
`;

const List = styled.ul`
  display: flex;
  gap: ${GAP_PX}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A copy of the whole row, never seen, that gives each entry's width whatever is folded. */
const Measure = styled(List)`
  position: absolute;
  top: 0;
  left: 0;
  /* No width of its own, so the copy never widens the page; its entries keep their natural widths. */
  width: 0;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
`;

const itemLook = `
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 40px;
  padding: 0 14px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: color-mix(in srgb, var(--color-on-header) 78%, transparent);
  font: inherit;
  font-weight: 600;
  font-size: 14.5px;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
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
  & > svg {
    width: 16px;
    height: 16px;
  }
`;

const Item = styled(NavLink)`
  ${itemLook}
`;

const MeasureItem = styled.span`
  ${itemLook}
`;

const MoreWrapper = styled.div`
  position: relative;
  flex: none;
`;

const MoreButton = styled.button`
  ${itemLook}
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const MorePanel = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 400;
  min-width: 200px;
  max-width: min(280px, calc(100vw - 20px));
  max-height: calc(100vh - 140px);
  overflow-y: auto;
  margin: 0;
  padding: 6px;
  list-style: none;
  border-radius: var(--radius-large);
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.35);
  &[hidden] {
    display: none;
  }
`;

const MoreLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
  border-radius: var(--radius-medium);
  color: var(--color-text);
  font-weight: 600;
  font-size: 14.5px;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, var(--color-primary) 14%, transparent);
  }
  &.active {
    color: var(--color-accent);
    box-shadow: inset 3px 0 0 var(--color-accent);
  }
`;

/**
 * How many entries fit in the navigation's width, from a hidden copy of the whole row; re-measured
 * when the header's width or the entries' words change (a language switch, a font that loads late).
 */
function useFittingCount(itemKeys: readonly string[]) {
  const itemCount = itemKeys.length;
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(itemCount);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      // Not laid out (hidden, or a page without layout): nothing to fold against.
      if (nav.clientWidth === 0) {
        setCount(itemCount);
        return;
      }
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setCount(fittingItemCount(widths, moreWidth, nav.clientWidth, GAP_PX));
    };
    if (typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    // Measured where the browser has laid the page out anyway: a ResizeObserver reports its boxes
    // right after layout and before paint, so reading the widths there forces no layout of its own,
    // and flushSync commits the fold before that paint. Read here, during React's commit, they forced
    // a layout of the whole page in the middle of the first render (0.6 s of blocking at 4x slowdown).
    const observer = new ResizeObserver(() => flushSync(update));
    observer.observe(nav);
    for (const child of Array.from(measure.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [itemKeys.join(' ')]);
  return { navRef, measureRef, count: Math.min(count, itemCount) };
}

function isCurrent(item: TopNavItem, pathname: string): boolean {
  return item.to === pathname;
}

/** The entries that do not fit, behind a "more" button: a disclosure of links, usable by keyboard. */
function MoreMenu({ items }: { items: readonly TopNavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(wrapperRef, open, close);
  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const openAndFocus = (index: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const all = links();
      all[index === 'first' ? 0 : all.length - 1]?.focus();
    });
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onPanelKey = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      all[event.key === 'Home' ? 0 : all.length - 1]?.focus();
    }
  };
  const holdsCurrent = items.some((item) => isCurrent(item, pathname));
  return (
    <MoreWrapper
      ref={wrapperRef}
      onBlur={(event) => {
        // Tabbing out of the open list closes it, as leaving a native menu does.
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <MoreButton
        ref={buttonRef}
        type="button"
        className={holdsCurrent ? 'active' : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={onButtonKey}
        data-testid="top-nav-more"
      >
        {t('shell:nav.more')}
        <ChevronDownIcon />
      </MoreButton>
      {/* Kept in the page while closed so every entry stays a link of the navigation, only hidden. */}
      <MorePanel ref={panelRef} id={panelId} hidden={!open} onKeyDown={onPanelKey} data-testid="top-nav-more-panel">
        {items.map((item) => (
          <li key={item.key}>
            <MoreLink to={item.to} end onClick={close} data-testid={`top-nav-${item.key}`}>
              {t(item.labelKey)}
            </MoreLink>
          </li>
        ))}
      </MorePanel>
    </MoreWrapper>
  );
}

/**
 * SPEC §2 top navigation: fixed entries plus every game category the server has a vendor for. What
 * does not fit the header's width folds into a "more" menu at the end (decision 0030), so no entry is
 * ever cut off or hidden behind a sideways scroll.
 */
export function TopNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const items = useMemo(() => buildTopNavItems(menus.data?.categories ?? []), [menus.data]);
  const { navRef, measureRef, count } = useFittingCount(items.map((item) => item.key));
  const shown = items.slice(0, count);
  const folded = items.slice(count);
  return (
    <Nav ref={navRef} aria-label={t('shell:nav.label')} data-testid="top-nav" data-folded={folded.length} className={className}>
      <List>
        {shown.map((item) => (
          <li key={item.key}>
            <Item to={item.to} end data-testid={`top-nav-${item.key}`}>
              {t(item.labelKey)}
            </Item>
          </li>
        ))}
      </List>
      {folded.length > 0 ? <MoreMenu items={folded} /> : null}
      <Measure ref={measureRef} aria-hidden="true">
        {items.map((item) => (
          <li key={item.key}>
            <MeasureItem>{t(item.labelKey)}</MeasureItem>
          </li>
        ))}
        <li>
          <MeasureItem>
            {t('shell:nav.more')}
            <ChevronDownIcon />
          </MeasureItem>
        </li>
      </Measure>
    </Nav>
  );
}
