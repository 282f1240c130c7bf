import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useMemberInfo } from '@croupier/feature-account/environment';
import { useAgentDates, useConsolidated, visibleAgentPages } from '@croupier/feature-agent';
import { useBrand } from '../brand/brand-context';
import { ScreenSuspense } from '../parts/screen-suspense';
import { AgentEnvironmentBridge } from './agent-environment-bridge';
import { AgentHeader } from './agent-header';
import { AgentMenu } from './agent-menu';
import { AgentPageContent } from './agent-page-content';
import { backOfficePageOf } from './back-office-pages';

const Shell = styled.div`
  align-self: start;
  width: min(1280px, 100%);
  display: grid;
  gap: 16px;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 232px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 899px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Content = styled.div`
  min-width: 0;
`;

function BackOfficeBody() {
  const brand = useBrand();
  const member = useMemberInfo();
  const [search] = useSearchParams();
  const page = backOfficePageOf(search.get('page'));
  const consolidated = useConsolidated();
  // Until the flags are known the contract pages stay out of the menu; a failed answer keeps them out.
  const visible = consolidated.data ? visibleAgentPages(consolidated.data) : consolidated.isError ? visibleAgentPages(undefined) : undefined;
  const dates = useAgentDates(brand.timeZone);
  return (
    <Shell data-screen="agentHome" data-page={page}>
      <AgentHeader member={member.data} />
      <Body>
        <AgentMenu pages={visible ?? visibleAgentPages(undefined)} current={page} />
        <Content data-screen={`agentHome.${page}`}>
          <ScreenSuspense>
            <AgentPageContent page={page} dates={dates} visible={visible} />
          </ScreenSuspense>
        </Content>
      </Body>
    </Shell>
  );
}

/**
 * SPEC §2 agent back office: its own layout (brand, GMT offset and clock, nickname, deposit, withdraw,
 * messages, customer service, contract requests, sign-out to /agent), the page menu the consolidated
 * flags shape, and the page `?page=` names.
 */
export function BackOffice() {
  return (
    <AgentEnvironmentBridge>
      <BackOfficeBody />
    </AgentEnvironmentBridge>
  );
}
