import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { ScrollToTopButton } from './scroll-to-top-button';
import { useSession } from '../stores/app-stores';
import { SideMenu } from './side-menu/side-menu';

// The contract popup (SPEC §2, logged-in agents only) is a chunk of its own: players never load it.
const AgentContractPopup = lazy(() => import('../agent/agent-contract-popup').then((module) => ({ default: module.AgentContractPopup })));

function ContractPopupForAgents() {
  const agent = useSession((state) => state.token !== null && state.role === 'agent');
  if (!agent) return null;
  return (
    <Suspense fallback={null}>
      <AgentContractPopup />
    </Suspense>
  );
}

const Body = styled.div`
  display: flex;
  align-items: stretch;
  min-height: calc(100vh - 64px);
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Content = styled.div`
  flex: 1;
  width: 100%;
  max-width: 1320px;
  margin: 0 auto;
  padding: 20px 20px 0;
  @media (max-width: 599px) {
    padding: 12px 12px 0;
  }
`;

/** SPEC §2 normal layout: side menu, header, main content, footer and scroll-to-top. */
export function NormalLayout() {
  return (
    <>
      <Header />
      <Body>
        <SideMenu />
        <Main id="main-content">
          <Content>
            <Outlet />
          </Content>
          <Footer />
        </Main>
      </Body>
      <ScrollToTopButton />
      <ContractPopupForAgents />
    </>
  );
}
