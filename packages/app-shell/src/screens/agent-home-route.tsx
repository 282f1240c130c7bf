import { BackOffice } from '../agent/back-office';
import { ScreenSuspense } from '../parts/screen-suspense';

/** SPEC §2 /agentHome: the agent back office; the route's guard has already sent non-agents to /agent. */
export function AgentHomeRoute() {
  return (
    <ScreenSuspense>
      <BackOffice />
    </ScreenSuspense>
  );
}
