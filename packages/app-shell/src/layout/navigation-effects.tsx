import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { guardFor } from '../routing/access';
import { useRouteHandle } from '../routing/route-handle';
import type { PopupName } from '../stores/popup-store';
import { useLayout, usePopup, useSession } from '../stores/app-stores';
import { LoadingCover } from '@croupier/ui';

const WIDE_VIEWPORT_QUERY = '(min-width: 1024px)';
/** Popups that have a route of their own (/login, /register). */
const ROUTED_POPUPS: readonly PopupName[] = ['login', 'register'];

function isWideViewport(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_VIEWPORT_QUERY).matches : true;
}

/**
 * What happens around every navigation (SPEC §2): the cover shows while a screen loads and hides once
 * it has; a new route name scrolls to top and resets the side menu to that route's default; a route
 * that opens a popup opens it, and the address follows when that popup changes or closes; and a
 * session that ends (or turns out to be a trial one) on a guarded page leaves that page.
 */
export function NavigationEffects() {
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const location = useLocation();
  const navigate = useNavigate();
  const resetSideMenu = useLayout((state) => state.resetSideMenu);
  const openPopup = usePopup((state) => state.openPopup);
  const closePopupIf = usePopup((state) => state.closePopupIf);
  const openName = usePopup((state) => state.open);
  const routePopupOpened = useRef<PopupName | null>(null);
  const token = useSession((state) => state.token);
  const role = useSession((state) => state.role);
  const previousName = useRef<string | null>(null);

  const name = handle?.name ?? null;
  useEffect(() => {
    if (!handle || previousName.current === handle.name) return;
    if (previousName.current !== null) window.scrollTo({ top: 0 });
    previousName.current = handle.name;
    // On a narrow screen the menu is a drawer over the page, so it starts closed there.
    resetSideMenu(handle.name, handle.sideMenu === 'shown' && isWideViewport());
    // Depends on the name only: the same route with another query keeps the user's menu choice.
  }, [name]);

  const popup = handle?.popup;
  useEffect(() => {
    if (popup) {
      openPopup(popup);
      routePopupOpened.current = popup;
    } else if (routePopupOpened.current) {
      // Going back from /login to / closes the popup that /login opened, and no other.
      closePopupIf(routePopupOpened.current);
      routePopupOpened.current = null;
    }
  }, [popup, location.key, openPopup, closePopupIf]);

  // On /login or /register the address names the popup: switching to the other one, or closing it,
  // moves the address along so that Back and a reload show what the player saw.
  const previousOpen = useRef(openName);
  useEffect(() => {
    const before = previousOpen.current;
    previousOpen.current = openName;
    if (!popup || before !== popup || openName === popup) return;
    routePopupOpened.current = null;
    const next = openName && ROUTED_POPUPS.includes(openName) ? `/${openName}` : '/';
    navigate(next, { replace: true });
  }, [openName]);

  const access = handle?.access ?? 'public';
  const navigating = navigation.state !== 'idle';
  useEffect(() => {
    // While the player is already on the way elsewhere, the next route's own guard decides.
    if (navigating) return;
    const outcome = guardFor(access, { token, role });
    if (!outcome) return;
    if (outcome.trialRefused) openPopup('trialWarning');
    navigate(outcome.redirectTo, { replace: true });
  }, [access, token, role, navigating, navigate, openPopup]);

  return <LoadingCover visible={navigation.state !== 'idle'} />;
}
