import type { TFunction } from 'i18next';
import type { BackofficeBrand } from '@croupier/contract';
import { brandMoney } from '../parts/brand-format';
import type { DeskDecision } from './use-desk';

/** What a decision's dialog says: its title, what the request is, what the decision will do, and its button. */
export interface DecisionCopy {
  title: string;
  lines: string[];
  confirmLabel: string;
  danger: boolean;
  needsReason: boolean;
  /** a dispute: received in full, or give back what did not arrive */
  resolves: boolean;
}

function approvalLine(t: TFunction<'backoffice'>, request: { needsSecondApproval: boolean; firstApprover: string | null }): string[] {
  if (!request.needsSecondApproval) return [];
  return [request.firstApprover === null ? t('decision.firstOfTwo') : t('decision.secondOfTwo', { name: request.firstApprover })];
}

export function decisionCopy(t: TFunction<'backoffice'>, brand: BackofficeBrand, decision: DeskDecision): DecisionCopy {
  if (decision.kind === 'deposit') {
    const { deposit } = decision;
    const summary = t('decision.depositSummary', { amount: brandMoney(brand, deposit.amountMinor), member: deposit.username, channel: deposit.channelName, reference: deposit.reference });
    if (decision.action === 'APPROVE') {
      return { title: t('decision.approveTitle', { id: deposit.depositId }), lines: [summary, t('decision.approveHint'), ...approvalLine(t, deposit)], confirmLabel: t('desk.actions.approve'), danger: false, needsReason: false, resolves: false };
    }
    return { title: t('decision.rejectTitle', { id: deposit.depositId }), lines: [summary], confirmLabel: t('desk.actions.reject'), danger: true, needsReason: true, resolves: false };
  }
  const { withdrawal } = decision;
  const id = withdrawal.withdrawalId;
  const summary = t('decision.withdrawalSummary', {
    amount: brandMoney(brand, withdrawal.amountMinor),
    member: withdrawal.username,
    // the channel's name may already say "account" (Bank account): the copy adds no noun of its own
    channel: withdrawal.payoutAccount.bankName ? `${withdrawal.channelName} (${withdrawal.payoutAccount.bankName})` : withdrawal.channelName,
    account: withdrawal.payoutAccount.accountNumber,
    holder: withdrawal.payoutAccount.holderName,
  });
  switch (decision.action) {
    case 'PAY':
      return { title: t('decision.payTitle', { id }), lines: [summary, t('decision.payHint'), ...approvalLine(t, withdrawal)], confirmLabel: t('desk.actions.pay'), danger: false, needsReason: false, resolves: false };
    case 'REJECT':
      return { title: t('decision.rejectWithdrawalTitle', { id }), lines: [summary, t('decision.returnHint')], confirmLabel: t('desk.actions.reject'), danger: true, needsReason: true, resolves: false };
    case 'FAIL':
      return { title: t('decision.failTitle', { id }), lines: [summary, t('decision.returnHint')], confirmLabel: t('desk.actions.fail'), danger: true, needsReason: true, resolves: false };
    case 'RESOLVE':
      return {
        title: t('decision.resolveTitle', { id }),
        lines: [summary, t('decision.resolveBody', { member: withdrawal.username, received: brandMoney(brand, withdrawal.receivedMinor ?? 0), amount: brandMoney(brand, withdrawal.amountMinor) })],
        confirmLabel: t('desk.actions.resolve'),
        danger: false,
        needsReason: true,
        resolves: true,
      };
  }
}
