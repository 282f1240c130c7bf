import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberInfo } from '@croupier/contract';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { Badge } from '@croupier/ui';
import { useBrand } from '../brand/brand-context';
import { ChatIcon, SendIcon, StarIcon } from '../icons/icons';
import { LogoutIcon } from '../icons/member-icons';
import { customerServiceLinks } from '../layout/side-menu/side-menu-links';
import { ActionButton, ActionLink } from '../parts/action-link';
import { BrandLogo } from '../parts/brand-logo';
import { AGENT_LANDING_PATH } from '../routing/route-table';
import { useLogout } from '../session/use-logout';
import { useLive } from '../stores/app-stores';
import { AgentClock } from './agent-clock';
import { AgentContractPopup } from './agent-contract-popup';
import { backOfficePath } from './back-office-pages';
import { HeaderDrop } from './header-drop';

// The latest notifications load with their words when the panel first opens, as in the member header.
const NotificationsSection = lazy(() => import('../live/notifications-section').then((module) => ({ default: module.NotificationsSection })));

const Bar = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'brand clock who' 'actions actions actions';
  align-items: center;
  gap: 10px 16px;
  padding: 12px 16px;
  border-radius: var(--radius-large);
  background: var(--color-header);
  color: var(--color-on-header);
  @media (max-width: 699px) {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'brand who' 'clock clock' 'actions actions';
    padding: 10px 12px;
  }
`;

const Brand = styled.div`
  grid-area: brand;
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  & > strong {
    font-size: 14px;
    opacity: 0.85;
    white-space: nowrap;
    @media (max-width: 899px) {
      display: none;
    }
  }
`;

const ClockSlot = styled.div`
  grid-area: clock;
  justify-self: center;
  @media (max-width: 699px) {
    justify-self: start;
  }
`;

const Who = styled.div`
  grid-area: who;
  justify-self: end;
  display: grid;
  justify-items: end;
  min-width: 0;
  & > strong {
    max-width: 180px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > small {
    font-size: 12px;
    opacity: 0.75;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  & > .agent-sign-out {
    margin-inline-start: auto;
  }
  @media (max-width: 599px) {
    gap: 6px;
    & a,
    & button {
      min-height: 34px;
      padding: 0 12px;
      font-size: 13px;
    }
  }
`;

const ServiceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  & a {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 38px;
    padding: 0 10px;
    border-radius: var(--radius-medium);
    color: inherit;
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    background: color-mix(in srgb, var(--color-primary) 14%, transparent);
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 6px 8px;
  color: var(--color-text-muted);
  font-size: 13px;
`;

function CustomerService() {
  const { t } = useTranslation('agent');
  const brand = useBrand();
  const links = customerServiceLinks(brand);
  return (
    <HeaderDrop
      label={t('layout.service')}
      testId="agent-service-panel"
      button={(toggle, open) => (
        <ActionButton type="button" $tone="outline" aria-expanded={open} onClick={toggle} data-testid="agent-service">
          {t('layout.service')}
        </ActionButton>
      )}
    >
      {links.length === 0 ? (
        <Note>{t('layout.serviceNone')}</Note>
      ) : (
        <ServiceList>
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" data-testid={`agent-service-${link.key}`}>
                {link.key === 'liveChat' ? <ChatIcon /> : link.key === 'facebook' ? <StarIcon /> : <SendIcon />}
                {t(link.labelKey, link.labelValues ?? {})}
              </a>
            </li>
          ))}
        </ServiceList>
      )}
    </HeaderDrop>
  );
}

function Messages() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const unread = useLive((state) => state.unread);
  return (
    <HeaderDrop
      label={t('layout.messages')}
      testId="agent-messages-panel"
      button={(toggle, open) => (
        <Badge count={unread}>
          <ActionButton
            type="button"
            $tone="outline"
            aria-expanded={open}
            aria-label={unread > 0 ? t('layout.messagesUnread', { number: formatInteger(unread, language) }) : undefined}
            onClick={toggle}
            data-testid="agent-messages"
            data-unread={unread}
          >
            {t('layout.messages')}
          </ActionButton>
        </Badge>
      )}
    >
      <Suspense fallback={null}>
        <NotificationsSection />
      </Suspense>
    </HeaderDrop>
  );
}

/**
 * SPEC §2 back office header: the brand, the GMT offset and a live clock in the brand's zone, the
 * agent's nickname, deposit and withdraw (opened inside the back office), platform messages, customer
 * service, the contract requests awaiting the agent, and sign-out back to /agent.
 */
export function AgentHeader({ member }: { member: MemberInfo | undefined }) {
  const { t } = useTranslation('agent');
  const brand = useBrand();
  const language = useLanguage();
  const logout = useLogout();
  const name = member?.nickname || member?.userName || '';
  return (
    <Bar data-testid="agent-header">
      <Brand>
        <BrandLogo brand={brand} wordmarkHiddenBelowPx={600} />
        <strong>{t('layout.title')}</strong>
      </Brand>
      <ClockSlot>
        <AgentClock timeZone={brand.timeZone} />
      </ClockSlot>
      <Who>
        <strong data-testid="agent-home-nickname">{name}</strong>
        {member?.userName && member.userName !== name ? <small>{member.userName}</small> : <small>{t('layout.agent')}</small>}
      </Who>
      <Actions>
        <ActionLink to={backOfficePath('depositv2')} $tone="accent" data-testid="agent-deposit">
          {t('layout.deposit')}
        </ActionLink>
        <ActionLink to={backOfficePath('withdraw')} $tone="outline" data-testid="agent-withdraw">
          {t('layout.withdraw')}
        </ActionLink>
        <Messages />
        <CustomerService />
        <AgentContractPopup
          trigger={(open, awaiting) => (
            <Badge count={awaiting}>
              <ActionButton type="button" $tone="outline" onClick={open} aria-label={t('layout.requestsWaiting', { number: formatInteger(awaiting, language) })} data-testid="agent-requests">
                {t('layout.requests')}
              </ActionButton>
            </Badge>
          )}
        />
        <ActionButton type="button" $tone="ghost" className="agent-sign-out" onClick={() => void logout(AGENT_LANDING_PATH)} data-testid="agent-home-sign-out">
          <LogoutIcon />
          {t('layout.signOut')}
        </ActionButton>
      </Actions>
    </Bar>
  );
}
