import type { QueryClient } from '@tanstack/react-query';
import { getAgentRevenueReport, getConsolidated, getContracts, getContractSettlements, getPendingContractRequests } from '@croupier/contract';

/** What an offer, an answer or a termination changes: the lists, the popup, the menu's flags and the records. */
export function invalidateContracts(queryClient: Pick<QueryClient, 'invalidateQueries'>): Promise<void> {
  return Promise.all(
    [getContracts, getPendingContractRequests, getConsolidated, getContractSettlements, getAgentRevenueReport].map((call) => queryClient.invalidateQueries({ queryKey: [call.name] })),
  ).then(() => undefined);
}
