import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMemberInfo } from '@croupier/feature-account/environment';
import { useBrand } from '../brand/brand-context';
import { PeopleIcon } from '../icons/icons';
import { LogoutIcon } from '../icons/member-icons';
import { ActionButton } from '../parts/action-link';
import { BrandLogo } from '../parts/brand-logo';
import { NoticePanel } from '../parts/notice-panel';
import { ScreenSuspense } from '../parts/screen-suspense';
import { AGENT_LANDING_PATH } from '../routing/route-table';
import { useLogout } from '../session/use-logout';

const Shell = styled.div`
  align-self: start;
  width: min(1080px, 100%);
  display: grid;
  gap: 24px;
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 16px;
  border-radius: var(--radius-large);
  background: var(--color-header);
  color: var(--color-on-header);
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  font-weight: 700;
`;

function AgentHome() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const member = useMemberInfo();
  const logout = useLogout();
  const name = member.data?.nickname || member.data?.userName || '';
  return (
    <Shell data-screen="agentHome">
      <Bar>
        <BrandLogo brand={brand} />
        <Who>
          <span data-testid="agent-home-nickname">{name}</span>
          <ActionButton type="button" $tone="outline" onClick={() => void logout(AGENT_LANDING_PATH)} data-testid="agent-home-sign-out">
            <LogoutIcon />
            {t('agentHome.signOut')}
          </ActionButton>
        </Who>
      </Bar>
      <NoticePanel testId="coming-soon" emblem={<PeopleIcon />} title={t('shell:routes.agentHome')}>
        <p>{t('agentHome.comingSoon', { brand: brand.displayName, name })}</p>
      </NoticePanel>
    </Shell>
  );
}

/** SPEC §2 agent back office: its own layout with the nickname and sign-out back to /agent; its pages come later. */
export function AgentHomeRoute() {
  return (
    <ScreenSuspense>
      <AgentHome />
    </ScreenSuspense>
  );
}
