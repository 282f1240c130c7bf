import styled from 'styled-components';
import { AgentLoginScreen } from '@croupier/feature-account';
import { ScreenSuspense } from '../parts/screen-suspense';

/** Full width of the agent layout, so the login card centres on the page whatever its content. */
const Centre = styled.div`
  display: grid;
  justify-items: center;
  width: 100%;
`;

export function AgentLoginRoute() {
  return (
    <Centre data-screen="agent">
      <ScreenSuspense>
        <AgentLoginScreen />
      </ScreenSuspense>
    </Centre>
  );
}
