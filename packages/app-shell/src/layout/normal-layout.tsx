import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SideMenu } from './side-menu/side-menu';

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
    </>
  );
}
