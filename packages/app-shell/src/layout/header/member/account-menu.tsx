import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MemberInfo } from '@croupier/contract';
import { ProfileIcon } from '@croupier/feature-account';
import { useRewardCentreCount } from '@croupier/feature-promotions/badge';
import { formatDateTime } from '@croupier/i18n';
import { Badge } from '@croupier/ui';
import { useBrand } from '../../../brand/brand-context';
import { ChevronDownIcon, LogoutIcon } from '../../../icons/member-icons';
import { useContentLanguage } from '../../../navigation/use-content-language';
import { accountMenuEntries } from '../../../navigation/account-menu-entries';
import { useLogout } from '../../../session/use-logout';
import { useLive, usePopup, useSession } from '../../../stores/app-stores';
import { useDismiss } from './use-dismiss';

// The menu's notifications load with their words when the menu first opens.
const NotificationsSection = lazy(() => import('../../../live/notifications-section').then((module) => ({ default: module.NotificationsSection })));

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 8px 0 4px;
  border: 1px solid color-mix(in srgb, var(--color-on-header) 14%, transparent);
  border-radius: 999px;
  background: color-mix(in srgb, var(--color-on-header) 6%, transparent);
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, var(--color-on-header) 14%, transparent);
  }
  & > svg:last-child {
    width: 16px;
    height: 16px;
  }
  @media (max-width: 420px) {
    padding: 0 4px;
    & > svg:last-child {
      display: none;
    }
  }
`;

const Nickname = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* Below this the header row also holds the balance; the name is still at the top of the menu. */
  @media (max-width: 899px) {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 400;
  width: 260px;
  padding: 8px;
  border-radius: var(--radius-large);
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.35);
`;

const Who = styled.div`
  display: grid;
  gap: 2px;
  padding: 8px 10px 10px;
  margin-bottom: 6px;
  border-bottom: 1px solid var(--color-border);
  & strong {
    font-size: 15px;
  }
  & small {
    color: var(--color-text-muted);
    font-size: 12.5px;
  }
`;

const RoleTag = styled.span`
  justify-self: start;
  margin-top: 4px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 11.5px;
  font-weight: 700;
  background: color-mix(in srgb, var(--color-accent) 20%, transparent);
  color: var(--color-text);
`;

const itemLook = `
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 38px;
  padding: 0 10px;
  border: 0;
  border-radius: var(--radius-medium);
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 14px;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, var(--color-primary) 14%, transparent);
    outline: none;
  }
`;

const Item = styled(Link)`
  ${itemLook}
`;

/** The reward centre's red count, at the end of its entry. */
const ItemCount = styled.span`
  margin-inline-start: auto;
`;

const ItemButton = styled.button`
  ${itemLook}
`;

const SignOut = styled.button`
  ${itemLook}
  margin-top: 6px;
  border-top: 1px solid var(--color-border);
  border-radius: 0 0 var(--radius-medium) var(--radius-medium);
  color: var(--color-danger);
  & svg {
    width: 18px;
    height: 18px;
  }
`;

/** SPEC §2 account menu: who is logged in and when they last were, the member pages by role and flag, and sign out. */
export function AccountMenu({ member }: { member: MemberInfo | undefined }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const language = useContentLanguage();
  const role = useSession((state) => state.role);
  const openPopup = usePopup((state) => state.openPopup);
  const unread = useLive((state) => state.unread);
  const rewardCount = useRewardCentreCount(role === 'member' || role === 'agent');
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(wrapperRef, open, close);

  const name = member?.nickname || member?.userName || '';
  const previous = member?.previousLoginAt;
  return (
    <Wrapper ref={wrapperRef}>
      <Badge count={unread}>
        <Trigger type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((shown) => !shown)} data-testid="header-account-menu" data-unread={unread}>
          <ProfileIcon iconId={member?.iconId ?? 0} sizePx={30} />
          <Nickname data-testid="header-nickname">{name}</Nickname>
          <ChevronDownIcon />
        </Trigger>
      </Badge>
      {open ? (
        <Panel role="menu" aria-label={t('memberMenu.label')} data-testid="header-account-menu-panel">
          <Who>
            <strong>{name}</strong>
            <small data-testid="header-menu-previous-login">
              {previous ? t('memberMenu.previousLogin', { time: formatDateTime(previous, language, brand.timeZone) }) : t('memberMenu.firstLogin')}
            </small>
            {role === 'agent' || role === 'trial' ? <RoleTag data-testid="header-role">{t(`memberMenu.role.${role}`)}</RoleTag> : null}
          </Who>
          {role === 'trial' ? null : (
            <Suspense fallback={null}>
              <NotificationsSection />
            </Suspense>
          )}
          {accountMenuEntries(role, brand.features).map((entry) => (
            <Item key={entry.key} to={entry.to} role="menuitem" onClick={close} data-testid={`header-menu-${entry.key}`}>
              {t(entry.labelKey)}
              {entry.key === 'rewardCentre' && rewardCount > 0 ? (
                <ItemCount data-testid="header-menu-reward-count" data-count={rewardCount}>
                  <Badge count={rewardCount} />
                </ItemCount>
              ) : null}
            </Item>
          ))}
          {role === 'trial' ? null : (
            <ItemButton
              type="button"
              role="menuitem"
              onClick={() => {
                close();
                openPopup('changePassword');
              }}
              data-testid="header-menu-change-password"
            >
              {t('memberMenu.changePassword')}
            </ItemButton>
          )}
          <SignOut
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              void logout();
            }}
            data-testid="header-menu-sign-out"
          >
            <LogoutIcon />
            {t('memberMenu.signOut')}
          </SignOut>
        </Panel>
      ) : null}
    </Wrapper>
  );
}
