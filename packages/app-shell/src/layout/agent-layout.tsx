import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px;
  background: radial-gradient(circle at 20% 0%, color-mix(in srgb, var(--color-primary) 28%, transparent), transparent 55%), var(--color-background);
`;

/** SPEC §2 agent layout: the back office has no side menu, header or footer of the player site. */
export function AgentLayout() {
  return (
    <Page id="main-content" data-testid="agent-layout">
      <Outlet />
    </Page>
  );
}
