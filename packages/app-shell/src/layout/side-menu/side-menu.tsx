import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../brand/brand-context';
import { ChatIcon, GamepadIcon, GiftIcon, HistoryIcon, HomeIcon, PeopleIcon, PhoneIcon, SendIcon, StarIcon } from '../../icons/icons';
import { categoryNavItems } from '../../navigation/top-nav-items';
import { useGameMenus } from '../../navigation/use-game-menus';
import { useLayout, useSession } from '../../stores/app-stores';
import { HEADER_HEIGHT_PX, HEADER_HEIGHT_VAR } from '../header/header';
import { appDownloadLinks, customerServiceLinks } from './side-menu-links';

export const SIDE_MENU_WIDTH_PX = 256;

const Panel = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: ${HEADER_HEIGHT_PX}px;
  align-self: start;
  width: ${SIDE_MENU_WIDTH_PX}px;
  height: calc(100vh - ${HEADER_HEIGHT_PX}px);
  overflow-y: auto;
  flex-shrink: 0;
  background: var(--color-side-menu);
  border-right: 1px solid var(--color-border);
  padding: 14px 12px 28px;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 18px;
  scrollbar-width: thin;
  /* Narrow screens: a drawer over the page instead of a column beside it, below the header and its menu button. */
  @media (max-width: 1023px) {
    position: fixed;
    top: var(${HEADER_HEIGHT_VAR}, ${HEADER_HEIGHT_PX}px);
    /* Sized to the space between its insets (the column's start alignment would let it grow to its content and rise to the top). */
    align-self: stretch;
    left: 0;
    bottom: 0;
    height: auto;
    z-index: 600;
    box-shadow: 12px 0 40px rgba(0, 0, 0, 0.4);
  }
`;

const Backdrop = styled.button`
  display: none;
  @media (max-width: 1023px) {
    display: block;
    position: fixed;
    inset: var(${HEADER_HEIGHT_VAR}, ${HEADER_HEIGHT_PX}px) 0 0 0;
    z-index: 550;
    border: 0;
    background: var(--color-overlay);
    cursor: pointer;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 8px 6px;
  font-size: 11.5px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--color-text-muted);
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 2px;
`;

const rowStyles = `
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 42px;
  padding: 0 12px;
  border-radius: var(--radius-medium);
  color: var(--color-text);
  text-decoration: none;
  font-weight: 600;
  font-size: 14.5px;
  &:hover {
    background: color-mix(in srgb, var(--color-primary) 14%, transparent);
  }
  & > svg {
    color: var(--color-accent);
    flex-shrink: 0;
  }
`;

const MenuLink = styled(NavLink)`
  ${rowStyles}
  &.active {
    background: color-mix(in srgb, var(--color-primary) 22%, transparent);
    color: var(--color-text);
    box-shadow: inset 3px 0 0 var(--color-accent);
  }
`;

/**
 * The language picker and the theme switch sit at the foot of the menu, below the fold of every first
 * screen: they load after the first paint, in the room they will take, so nothing moves when they come.
 */
const PreferenceSwitches = lazy(() => import('./preference-switches').then((module) => ({ default: module.PreferenceSwitches })));

const PreferencesPlaceholder = styled.div`
  min-height: 108px;
`;

/** The red-envelope entry, its hook and its badge load for members only, after the first paint. */
const RedEnvelopeEntry = lazy(() => import('./red-envelope-entry').then((module) => ({ default: module.RedEnvelopeEntry })));

/** The reward centre's banner, its hook and its badge load for members only, after the first paint. */
const RewardCentreEntry = lazy(() => import('./reward-centre-entry').then((module) => ({ default: module.RewardCentreEntry })));

const MenuAnchor = styled.a`
  ${rowStyles}
`;

const InviteCard = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px;
  border-radius: var(--radius-large);
  background: linear-gradient(135deg, var(--color-primary), color-mix(in srgb, var(--color-primary) 40%, var(--color-accent)));
  color: var(--color-on-primary);
  text-decoration: none;
  font-weight: 700;
  & small {
    display: block;
    font-weight: 500;
    opacity: 0.85;
  }
`;

const Preferences = styled.div`
  display: grid;
  gap: 14px;
  padding: 14px 12px;
  border-radius: var(--radius-large);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
`;

function Section({ titleKey, children, testId }: { titleKey: string; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId}>
      <SectionTitle>{t(titleKey)}</SectionTitle>
      {children}
    </section>
  );
}

function GameEntries() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const items = useMemo(() => categoryNavItems(menus.data?.categories ?? []), [menus.data]);
  // SPEC §2 account game lists: a true account keeps favourites and recent games; guests and trial players do not.
  const role = useSession((state) => state.role);
  const keepsGameLists = role === 'member' || role === 'agent';
  return (
    <Section titleKey="shell:sideMenu.games" testId="side-menu-games">
      <LinkList>
        <li>
          <MenuLink to="/" end>
            <HomeIcon />
            {t('shell:nav.home')}
          </MenuLink>
        </li>
        {items.map((item) => (
          <li key={item.key}>
            <MenuLink to={item.to} end>
              <GamepadIcon />
              {t(item.labelKey)}
            </MenuLink>
          </li>
        ))}
        {keepsGameLists ? (
          <>
            <li>
              <MenuLink to="/favorite" end data-testid="side-menu-favorite">
                <StarIcon />
                {t('shell:routes.favorite')}
              </MenuLink>
            </li>
            <li>
              <MenuLink to="/recent" end data-testid="side-menu-recent">
                <HistoryIcon />
                {t('shell:routes.recent')}
              </MenuLink>
            </li>
          </>
        ) : null}
        <li>
          <MenuLink to="/promotions" end>
            <GiftIcon />
            {t('shell:nav.promotions')}
          </MenuLink>
        </li>
        {role === 'member' ? (
          <Suspense fallback={null}>
            <RedEnvelopeEntry Link={MenuLink} />
          </Suspense>
        ) : null}
      </LinkList>
    </Section>
  );
}

/** SPEC §2 side menu's reward centre banner: for logged-in members and agents, whose member centre has it. */
function RewardCentreBanner() {
  const role = useSession((state) => state.role);
  if (role !== 'member' && role !== 'agent') return null;
  return (
    <Suspense fallback={null}>
      <RewardCentreEntry />
    </Suspense>
  );
}

/** SPEC §2: invite friends is offered to logged-in agents, or to logged-in members when referral is on. */
function InviteFriends() {
  const { t } = useTranslation();
  const brand = useBrand();
  const role = useSession((state) => state.role);
  const visible = role === 'agent' || (role !== 'guest' && brand.features.referral);
  if (!visible) return null;
  return (
    <InviteCard to="/member" data-testid="side-menu-invite">
      <PeopleIcon />
      <span>
        {t('shell:sideMenu.invite')}
        <small>{t('shell:sideMenu.inviteHint')}</small>
      </span>
    </InviteCard>
  );
}

function ExternalLinks({ titleKey, testId, links, icon }: { titleKey: string; testId: string; links: ReturnType<typeof customerServiceLinks>; icon: (key: string) => ReactNode }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Section titleKey={titleKey} testId={testId}>
      <LinkList>
        {links.map((link) => (
          <li key={link.key}>
            <MenuAnchor href={link.href} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-${link.key}`}>
              {icon(link.key)}
              {t(link.labelKey, link.labelValues ?? {})}
            </MenuAnchor>
          </li>
        ))}
      </LinkList>
    </Section>
  );
}

export function SideMenu() {
  const { t } = useTranslation();
  const brand = useBrand();
  const open = useLayout((state) => state.sideMenuOpen);
  const close = useLayout((state) => state.closeSideMenu);
  return (
    <>
      {open ? <Backdrop type="button" aria-label={t('shell:sideMenu.hide')} onClick={close} tabIndex={-1} /> : null}
      <Panel id="side-menu" $open={open} aria-label={t('shell:sideMenu.label')} data-testid="side-menu" data-open={open}>
        <GameEntries />
        <RewardCentreBanner />
        <InviteFriends />
        <ExternalLinks titleKey="shell:sideMenu.download" testId="side-menu-download" links={appDownloadLinks(brand)} icon={() => <PhoneIcon />} />
        <ExternalLinks
          titleKey="shell:sideMenu.service"
          testId="side-menu-service"
          links={customerServiceLinks(brand)}
          icon={(key) => (key === 'liveChat' ? <ChatIcon /> : key === 'facebook' ? <StarIcon /> : <SendIcon />)}
        />
        <Section titleKey="shell:sideMenu.preferences" testId="side-menu-preferences">
          <Preferences>
            <Suspense fallback={<PreferencesPlaceholder />}>
              <PreferenceSwitches />
            </Suspense>
          </Preferences>
        </Section>
      </Panel>
    </>
  );
}
