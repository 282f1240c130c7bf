import { useStore } from 'zustand';
import type { BackofficeOperator } from '@croupier/contract';
import type { OperatorRole } from '@croupier/domain';
import { useConsoleContext } from '../console-context';
import type { SessionState } from './session-store';

export function useSession<Selected>(selector: (state: SessionState) => Selected): Selected {
  return useStore(useConsoleContext().session, selector);
}

export function useOperator(): BackofficeOperator | null {
  return useSession((state) => state.operator);
}

/** Supervisors and admins read the audit log. */
export const AUDIT_READERS: readonly OperatorRole[] = ['SUPERVISOR', 'ADMIN'];

export function readsAudit(operator: BackofficeOperator | null): boolean {
  return operator !== null && AUDIT_READERS.includes(operator.role);
}

/** Supervisors and admins run promotions: they spend the brand's money (decision 0047). */
export const PROMOTION_OPERATORS: readonly OperatorRole[] = ['SUPERVISOR', 'ADMIN'];

export function runsPromotions(operator: BackofficeOperator | null): boolean {
  return operator !== null && PROMOTION_OPERATORS.includes(operator.role);
}
