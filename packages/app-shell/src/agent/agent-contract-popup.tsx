import { Suspense, type ReactNode } from 'react';
import { ContractPopup } from '@croupier/feature-agent';
import { useSession } from '../stores/app-stores';
import { AgentEnvironmentBridge } from './agent-environment-bridge';

/**
 * SPEC §2 contract popup, for a logged-in agent only: offers and termination requests awaiting its
 * answer. Self-contained (its words load with it), so any layout can hold it.
 */
export function AgentContractPopup({ trigger }: { trigger?: (open: () => void, awaiting: number) => ReactNode }) {
  const agent = useSession((state) => state.token !== null && state.role === 'agent');
  if (!agent) return null;
  return (
    <Suspense fallback={null}>
      <AgentEnvironmentBridge>
        <ContractPopup enabled trigger={trigger} />
      </AgentEnvironmentBridge>
    </Suspense>
  );
}
